"""The attempt workspace: what the files toolset writes and collects, and that it stays inside."""

from __future__ import annotations

import base64
import os
import shutil
import string
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evalrouter import EvalRouterError
from evalrouter.agents._task.workspace import (
    MAX_OUTPUT_FILE_BYTES,
    MAX_OUTPUT_TOTAL_BYTES,
    Workspace,
    delivered_input_files,
    safe_path,
)


def status(entry: dict[str, object]) -> tuple[object, ...]:
    return (entry["path"], entry["status"], entry.get("reason"))


def test_collect_reports_each_declared_path_in_order(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    outside = tmp_path / "secret.txt"
    outside.write_text("do not read")
    (root / "ok.txt").write_text("fine")
    (root / "dir").mkdir()
    os.symlink(outside, root / "link.txt")
    os.symlink(tmp_path, root / "linkdir")
    (root / "linked.txt").write_text("two names")
    os.link(root / "linked.txt", root / "other-name.txt")
    (root / "big.bin").write_bytes(b"x" * (MAX_OUTPUT_FILE_BYTES + 1))
    (root / "edge.bin").write_bytes(b"y" * MAX_OUTPUT_FILE_BYTES)
    os.mkfifo(root / "pipe")
    (root / "file").write_text("not a directory")
    paths = [
        "ok.txt",
        "missing.txt",
        "dir",
        "link.txt",
        "linkdir/secret.txt",
        "linked.txt",
        "big.bin",
        "edge.bin",
        "pipe",
        "../secret.txt",
        "/etc/passwd",
        "file/below",
        "nodir/below",
    ]
    entries = Workspace(root).collect(paths)
    assert [status(e) for e in entries] == [
        ("ok.txt", "present", None),
        ("missing.txt", "missing", None),
        ("dir", "unsafe", "not_regular_file"),
        ("link.txt", "unsafe", "symlink"),
        ("linkdir/secret.txt", "unsafe", "symlink"),
        ("linked.txt", "unsafe", "hardlink"),
        ("big.bin", "unsafe", "oversize"),
        ("edge.bin", "present", None),
        ("pipe", "unsafe", "not_regular_file"),
        ("../secret.txt", "unsafe", "path_escape"),
        ("/etc/passwd", "unsafe", "path_escape"),
        ("file/below", "missing", None),
        ("nodir/below", "missing", None),
    ]
    ok = entries[0]
    assert base64.b64decode(str(ok["content_base64"])) == b"fine"
    assert ok["bytes"] == 4
    assert len(str(ok["sha256"])) == 64


def test_collect_holds_the_total_bound(tmp_path: Path) -> None:
    count = MAX_OUTPUT_TOTAL_BYTES // MAX_OUTPUT_FILE_BYTES
    for i in range(count + 1):
        (tmp_path / f"f{i}").write_bytes(b"z" * MAX_OUTPUT_FILE_BYTES)
    (tmp_path / "tiny").write_bytes(b"")
    entries = Workspace(tmp_path).collect([f"f{i}" for i in range(count + 1)] + ["tiny"])
    assert [e["status"] for e in entries[:count]] == ["present"] * count
    assert status(entries[count]) == (f"f{count}", "unsafe", "oversize")
    assert entries[-1]["status"] == "present"  # an empty file still fits
    assert sum(int(str(e.get("bytes", 0))) for e in entries) == MAX_OUTPUT_TOTAL_BYTES


def test_a_replaced_workspace_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    workspace = Workspace(root)
    root.rename(tmp_path / "moved")
    os.symlink(tmp_path / "moved", root)
    for action in (lambda: workspace.collect(["a"]), lambda: workspace.write_files([("a", "")])):
        with pytest.raises(EvalRouterError) as caught:
            action()
        assert caught.value.code == "client_workspace_replaced"
    assert not (tmp_path / "moved" / "a").exists()


def test_a_workspace_must_be_a_directory(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    os.symlink(tmp_path, tmp_path / "link")
    for path in (tmp_path / "file", tmp_path / "link", tmp_path / "absent"):
        with pytest.raises(EvalRouterError) as caught:
            Workspace(path)
        assert caught.value.code == "invalid_input"


def test_write_files_leaves_existing_entries_and_links_alone(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    target = tmp_path / "target.txt"
    os.symlink(target, root / "dangling.txt")
    (root / "adir").mkdir()
    created = Workspace(root).write_files(
        [("dangling.txt", "x"), ("adir", "x"), ("new/deep/file.txt", "hello")]
    )
    assert created == ["new/deep/file.txt"]
    assert not target.exists()
    assert (root / "new" / "deep" / "file.txt").read_text() == "hello"


# --------------------------------------------------------------------------- property


SEGMENT_CHARS = string.ascii_letters[:4] + string.digits[:2] + "._-/ \\\x00é~"
PATHS = st.text(alphabet=SEGMENT_CHARS, min_size=0, max_size=24) | st.sampled_from(
    ["..", "../x", "a/../../x", "/abs", "./x", "a/./b", "a//b", "a/", "link/x", "link"]
)


@settings(max_examples=150, deadline=None)
@given(paths=st.lists(PATHS, min_size=1, max_size=4))
def test_no_path_reaches_outside_the_workspace(paths: list[str]) -> None:
    base = Path(tempfile.mkdtemp(prefix="evalrouter-prop-"))
    try:
        root = base / "ws"
        outside = base / "outside"
        root.mkdir()
        outside.mkdir()
        (outside / "x").write_text("secret")
        os.symlink(outside, root / "link")
        workspace = Workspace(root)
        files = [{"path": p, "content": "data"} for p in paths]
        if all(safe_path(p) for p in paths):
            workspace.write_files(delivered_input_files({"inputs": {"files": files}}))
        else:
            with pytest.raises(EvalRouterError) as caught:
                delivered_input_files({"inputs": {"files": files}})
            assert caught.value.code == "client_file_task_invalid"
        assert sorted(p.name for p in outside.iterdir()) == ["x"]
        assert (outside / "x").read_text() == "secret"
        for entry in workspace.collect(paths):
            if entry["status"] == "present":
                assert base64.b64decode(str(entry["content_base64"])) == b"data"
                assert not str(entry["path"]).startswith("link")
        for dirpath, _, names in os.walk(root):
            for name in names:
                assert Path(dirpath, name).resolve().is_relative_to(root.resolve())
    finally:
        shutil.rmtree(base)


def test_without_safe_file_opening_file_tasks_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("evalrouter.agents._task.workspace.SAFE_FILES", False)
    workspace = Workspace(tmp_path)
    with pytest.raises(EvalRouterError) as caught:
        workspace.write_files([("a.txt", "x")])
    assert caught.value.code == "toolset_unsupported"
    assert caught.value.details == {"toolset": "toolset:files@1"}
    assert not (tmp_path / "a.txt").exists()
