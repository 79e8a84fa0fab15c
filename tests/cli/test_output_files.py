"""``runs export -o`` and ``report -o`` write through a temporary file of their own, created new
in the target's folder: a link planted at ``.NAME.partial`` (or at any temporary name that
could be guessed) is never followed, and every failure is one ``error:`` line naming the path
and the fix, never a traceback."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from evalrouter_cli import _files
from evalrouter_cli._exit import CliError

from .conftest import Cli

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "3", "--poll-interval", "0.05")
PRECIOUS = b"the user's own file\n"


def _run(cli: Cli, *extra: str) -> str:
    done = cli("run", *SMALL, "--yes", "--json", *extra)
    assert done.code == 0, done.err
    run_id: str = done.json()["run"]["id"]
    return run_id


def _plant(folder: Path, name: str) -> Path:
    """A link at ``folder/name`` to a file of the user's; returns that file."""
    victim = folder / "victim" / "precious.txt"
    victim.parent.mkdir(exist_ok=True)
    victim.write_bytes(PRECIOUS)
    (folder / name).symlink_to(victim)
    return victim


def _leftovers(folder: Path, name: str) -> list[str]:
    return sorted(p.name for p in folder.glob(f".{name}.*.partial"))


def test_export_never_follows_a_planted_partial_link(cli: Cli, tmp_path: Path) -> None:
    run_id = _run(cli)
    victim = _plant(tmp_path, ".out.csv.partial")
    target = tmp_path / "out.csv"
    done = cli("runs", "export", run_id, "--format", "csv", "-o", str(target), "--json")
    assert done.code == 0, done.err
    assert victim.read_bytes() == PRECIOUS
    assert not target.is_symlink() and target.stat().st_size == done.json()["bytes"] > 0
    assert (tmp_path / ".out.csv.partial").is_symlink()  # left as it was found
    assert _leftovers(tmp_path, "out.csv") == []


def test_report_never_follows_a_planted_partial_link(cli: Cli, tmp_path: Path) -> None:
    ids = [_run(cli, "--model", "sim/sim-small")]  # one run of two models
    victim = _plant(tmp_path, ".report.html.partial")
    target = tmp_path / "report.html"
    done = cli("report", *ids, "-o", str(target))
    assert done.code == 0, done.err
    assert victim.read_bytes() == PRECIOUS
    assert target.read_text(encoding="utf-8").startswith("<!doctype html>")
    assert _leftovers(tmp_path, "report.html") == []


def test_a_link_at_the_target_is_replaced_only_with_overwrite(cli: Cli, tmp_path: Path) -> None:
    run_id = _run(cli)
    victim = _plant(tmp_path, "out.json")
    target = tmp_path / "out.json"
    refused = cli("runs", "export", run_id, "-o", str(target))
    assert refused.code == 2 and "error: destination_exists:" in refused.err
    done = cli("runs", "export", run_id, "-o", str(target), "--overwrite")
    assert done.code == 0, done.err
    assert victim.read_bytes() == PRECIOUS and not target.is_symlink()


@pytest.fixture
def guessed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[list[Path]]:
    """Temporary names known in advance: the first two planted (a link to the user's file, a
    dangling link), then a fresh one."""
    planted = [tmp_path / ".out.bin.guess-1.partial", tmp_path / ".out.bin.guess-2.partial"]
    fresh = tmp_path / ".out.bin.fresh.partial"
    names = iter([*planted, fresh])
    monkeypatch.setattr(_files, "partial_name", lambda path: next(names))
    yield planted


def test_a_planted_temporary_name_is_skipped_never_opened(
    guessed: list[Path], tmp_path: Path
) -> None:
    victim = _plant(tmp_path, guessed[0].name)
    guessed[1].symlink_to(tmp_path / "created-through-the-link")
    target = tmp_path / "out.bin"
    _files.save(target, lambda handle: handle.write(b"exported"))
    assert target.read_bytes() == b"exported"
    assert victim.read_bytes() == PRECIOUS
    assert not (tmp_path / "created-through-the-link").exists()
    assert all(name.is_symlink() for name in guessed)
    assert not (tmp_path / ".out.bin.fresh.partial").exists()  # renamed onto the target


def test_a_failed_write_leaves_no_temporary_file_and_no_target(tmp_path: Path) -> None:
    target = tmp_path / "out.bin"

    def full(handle: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(CliError) as caught:
        _files.save(target, full)
    assert (caught.value.code, caught.value.exit_code) == ("cannot_write", 1)
    assert "the disk is full" in caught.value.message and str(target) in caught.value.message

    def denied(handle: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    with pytest.raises(CliError) as caught:
        _files.save(target, denied)
    assert (caught.value.code, caught.value.exit_code) == ("cannot_write", 2)
    assert caught.value.hint and "-o another path" in caught.value.hint

    def broken(handle: object) -> None:
        raise RuntimeError("the chart could not be drawn")

    with pytest.raises(RuntimeError):
        _files.save(target, broken)
    assert list(tmp_path.iterdir()) == []


def test_unwritable_targets_are_one_error_line(cli: Cli, tmp_path: Path) -> None:
    run_id = _run(cli)
    missing = tmp_path / "nowhere" / "out.csv"
    done = cli("runs", "export", run_id, "--format", "csv", "-o", str(missing))
    assert done.code == 2 and "Traceback" not in done.err
    assert done.err.splitlines() == [
        f"error: cannot_write: Cannot write {missing}: its folder does not exist; "
        "nothing was written.",
        f"hint: Create it first: mkdir -p {missing.parent}",
    ]
    folder = cli("runs", "export", run_id, "-o", str(tmp_path), "--overwrite", "--json")
    assert folder.code == 2 and folder.error()["code"] == "cannot_write"
    assert "it is a folder" in folder.error()["message"]
    report = cli("report", run_id, "-o", str(missing.with_suffix(".html")))
    assert report.code == 2 and report.err.startswith("error: cannot_write: ")
    assert "Traceback" not in report.err


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to any folder: no permission to deny")
def test_a_folder_without_write_permission_is_one_error_line(cli: Cli, tmp_path: Path) -> None:
    run_id = _run(cli)
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        done = cli("runs", "export", run_id, "-o", str(locked / "out.json"))
    finally:
        locked.chmod(0o700)
    assert done.code == 2 and "Traceback" not in done.err
    assert done.err.startswith(f"error: cannot_write: Cannot write {locked / 'out.json'}: ")
    assert "permission denied" in done.err and list(locked.iterdir()) == []


def test_export_to_stdout_writes_no_file(cli: Cli, tmp_path: Path) -> None:
    import subprocess

    from .conftest import script

    run_id = _run(cli)
    saved = tmp_path / "out.csv"
    assert cli("runs", "export", run_id, "--format", "csv", "-o", str(saved)).code == 0

    def to_stdout(form: str) -> subprocess.CompletedProcess[bytes]:
        argv = [script(), "runs", "export", run_id, "--format", form, "-o", "-"]
        env = cli.env()
        return subprocess.run(argv, capture_output=True, env=env, cwd=tmp_path, timeout=60)

    piped = to_stdout("csv")
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == saved.read_bytes() and piped.stdout
    bundle = to_stdout("bundle")
    assert bundle.returncode == 0 and bundle.stdout.startswith(b"PK")  # a zip, piped
    assert not (tmp_path / "-").exists()


def test_a_bundle_is_not_written_to_a_terminal(cli: Cli, tmp_path: Path) -> None:
    from .conftest import on_terminal

    run_id = _run(cli)
    code, shown = on_terminal(cli, "runs", "export", run_id, "--format", "bundle", "-o", "-")
    assert code == 2 and "error: usage_error: A bundle is a zip file" in shown
    assert "PK\x03\x04" not in shown
    code, shown = on_terminal(cli, "runs", "export", run_id, "--format", "csv", "-o", "-")
    assert code == 0 and "task_id" in shown  # text is fine on a terminal
