"""``upgrade`` detection for each kind of installation, and ``completion``."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from evalrouter_cli.commands.upgrade import Facts, detect

from .conftest import Cli


def _facts(tmp_path: Path, **changes: object) -> Facts:
    prefix = tmp_path / "env"
    prefix.mkdir(exist_ok=True)
    base = dict(
        prefix=prefix,
        base_prefix=tmp_path / "python",
        executable=str(prefix / "bin" / "python"),
        installer="pip",
        direct_url=None,
        has_pip=True,
        uv="/usr/bin/uv",
        pipx="/usr/bin/pipx",
    )
    base.update(changes)
    return Facts(**base)  # type: ignore[arg-type]


def test_pip_venv(tmp_path: Path) -> None:
    plan = detect(_facts(tmp_path))
    assert plan.kind == "pip-venv" and plan.safe_to_run
    assert plan.argv == [
        str(tmp_path / "env/bin/python"),
        "-m",
        "pip",
        "install",
        "--upgrade",
        "evalrouter",
    ]
    assert detect(_facts(tmp_path), pre=True).argv[-1] == "--pre"  # type: ignore[index]


def test_uv_venv_without_pip(tmp_path: Path) -> None:
    plan = detect(_facts(tmp_path, installer="uv", has_pip=False))
    assert plan.kind == "uv-venv" and plan.safe_to_run
    assert plan.argv is not None and plan.argv[:3] == ["uv", "pip", "install"]
    assert not detect(_facts(tmp_path, installer="uv", has_pip=False, uv=None)).safe_to_run


def test_uv_project_is_printed_not_run(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    (project / ".venv").mkdir(parents=True)
    (project / "pyproject.toml").write_text("[project]\nname='p'\n")
    (project / "uv.lock").write_text("")
    plan = detect(_facts(tmp_path, prefix=project / ".venv", installer="uv", has_pip=False))
    assert plan.kind == "uv-project" and not plan.safe_to_run and plan.argv is None
    assert "uv lock --upgrade-package evalrouter && uv sync" in plan.text


def test_uv_tool(tmp_path: Path) -> None:
    (tmp_path / "env" / "uv-receipt.toml").parent.mkdir(parents=True)
    (tmp_path / "env" / "uv-receipt.toml").write_text(
        '[tool]\nrequirements = [{name="evalrouter"}]\n'
    )
    plan = detect(_facts(tmp_path, installer="uv", has_pip=False))
    assert plan.kind == "uv-tool" and plan.argv == ["uv", "tool", "upgrade", "evalrouter"]
    assert plan.safe_to_run


def test_pipx(tmp_path: Path) -> None:
    (tmp_path / "env").mkdir()
    (tmp_path / "env" / "pipx_metadata.json").write_text("{}")
    plan = detect(_facts(tmp_path))
    assert plan.kind == "pipx" and plan.argv == ["pipx", "upgrade", "evalrouter"]
    assert not detect(_facts(tmp_path, pipx=None)).safe_to_run


def test_a_clone_and_a_wheel_are_printed_not_run(tmp_path: Path) -> None:
    source = {"url": f"file://{tmp_path}/clone/cli", "dir_info": {"editable": True}}
    plan = detect(_facts(tmp_path, direct_url=source))
    assert plan.kind == "source" and not plan.safe_to_run
    assert f"git -C {tmp_path}/clone pull" in plan.text and f"-e {tmp_path}/clone/cli" in plan.text
    wheel = {"url": "file:///x/evalrouter-0.6.0-py3-none-any.whl", "archive_info": {}}
    assert detect(_facts(tmp_path, direct_url=wheel)).kind == "wheel"


def test_system_python_is_printed_not_run(tmp_path: Path) -> None:
    plan = detect(_facts(tmp_path, base_prefix=tmp_path / "env"))
    assert plan.kind == "other" and not plan.safe_to_run


def test_this_editable_install_through_the_console_script(cli: Cli) -> None:
    done = cli("upgrade", "--json")
    assert done.code == 0
    document = done.json()
    assert document["installation"] == "source" and document["ran"] is False
    assert " pull && " in document["command"]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts(cli: Cli, shell: str) -> None:
    done = cli("completion", shell)
    assert done.code == 0 and "evalrouter" in done.out
    assert "runs" in done.out and "max-cost" in done.out


def test_bash_completion_completes_subcommands_and_options(cli: Cli, tmp_path: Path) -> None:
    script = tmp_path / "c.bash"
    script.write_text(cli("completion", "bash").out)
    probe = (
        f"source {script}; COMP_WORDS=(evalrouter runs ex); COMP_CWORD=2; _evalrouter; "
        'echo "${COMPREPLY[@]}"; COMP_WORDS=(evalrouter runs export R --ov); COMP_CWORD=4; '
        '_evalrouter; echo "${COMPREPLY[@]}"'
    )
    out = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split("\n")[:2] == ["export", "--overwrite"]


def test_fish_completion_completes_subcommands_and_options(cli: Cli, tmp_path: Path) -> None:
    import shutil

    if shutil.which("fish") is None:
        pytest.skip("fish is not installed (Debian's fish package)")
    script = tmp_path / "c.fish"
    script.write_text(cli("completion", "fish").out)
    probe = (
        f"source {script}; complete -C 'evalrouter runs ex'; echo ---; "
        "complete -C 'evalrouter runs export R --ov'"
    )
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        ["fish", "-c", probe], capture_output=True, text=True, check=True, env=env
    ).stdout
    first, second = out.split("---\n")
    assert first.split() == ["export"] and second.split()[0] == "--overwrite"


def test_zsh_completion_loads(cli: Cli, tmp_path: Path) -> None:
    import shutil

    if shutil.which("zsh") is None:
        pytest.skip("zsh is not installed (Debian's zsh package)")
    script = tmp_path / "c.zsh"
    script.write_text(cli("completion", "zsh").out)
    probe = (
        f"autoload -U compinit && compinit -u -d {tmp_path}/dump; source {script}; "
        "whence -w _evalrouter"
    )
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(["zsh", "-f", "-c", probe], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "_evalrouter: function"
