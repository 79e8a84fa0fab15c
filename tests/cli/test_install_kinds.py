"""``evalrouter upgrade`` on real installations of the CLI, one per kind: a venv with pip, a
uv-made venv without pip, a uv project (``uv add``), a uv tool and pipx, each made here with
the real installer, offline, from a wheel of this CLI written by the test.

The wheel holds ``evalrouter_cli`` as it is in this checkout and declares no dependency: every
installer then works offline, and ``upgrade`` needs nothing but the standard library (which
these tests also prove). The installers come with the dev group (``uv``, ``pipx``).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import evalrouter_cli
import pytest

SOURCE = Path(evalrouter_cli.__file__).parent
PYTHON = sys.executable


def _tool(name: str) -> str:
    found = Path(sys.executable).with_name(name)
    if found.exists():
        return str(found)
    on_path = shutil.which(name)
    if on_path is None:
        pytest.skip(f"{name} is not installed (it comes with the dev group: make venv)")
    return on_path


def _wheel(folder: Path) -> Path:
    version = evalrouter_cli.__version__
    info = f"evalrouter-{version}.dist-info"
    files = {
        f"evalrouter_cli/{p.relative_to(SOURCE)}": p.read_bytes()
        for p in sorted(SOURCE.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }
    files[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: evalrouter\nVersion: {version}\n"
    files[f"{info}/WHEEL"] = "Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\n"
    files[f"{info}/WHEEL"] += "Tag: py3-none-any\n"
    files[f"{info}/entry_points.txt"] = "[console_scripts]\nevalrouter = evalrouter_cli.main:main\n"
    rows = []
    for name, data in files.items():
        raw = data.encode() if isinstance(data, str) else data
        digest = base64.urlsafe_b64encode(hashlib.sha256(raw).digest()).rstrip(b"=").decode()
        rows.append(f"{name},sha256={digest},{len(raw)}")
    files[f"{info}/RECORD"] = "\n".join([*rows, f"{info}/RECORD,,"]) + "\n"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"evalrouter-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return path


@pytest.fixture(scope="module")
def wheels(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("wheels")
    _wheel(folder)
    yield folder


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """Offline, in the test's folder, with the installers on PATH (absolute entries only)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("EVALROUTER_", "PIP_", "UV_"))}
    bins = [str(Path(_tool("uv")).parent), str(Path(_tool("pipx")).parent)]
    env.update(
        PATH=os.pathsep.join([*dict.fromkeys(bins), "/usr/bin", "/bin"]),
        HOME=str(tmp_path / "home"),
        UV_CACHE_DIR=str(tmp_path / "uv-cache"),
        UV_OFFLINE="1",
        UV_NO_INDEX="1",
        PIP_NO_INDEX="1",
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        EVALROUTER_CONFIG_DIR=str(tmp_path / "config"),
    )
    env.update(extra)
    return env


def _run(argv: list[str], env: dict[str, str], cwd: Path | None = None) -> str:
    done = subprocess.run(
        argv, env=env, cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, (argv, done.stdout, done.stderr)
    return done.stdout


def _upgrade(script: Path, env: dict[str, str], *extra: str) -> dict[str, object]:
    document: dict[str, object] = json.loads(_run([str(script), "upgrade", "--json", *extra], env))
    return document


def test_a_venv_with_pip(tmp_path: Path, wheels: Path) -> None:
    env = _env(tmp_path, PIP_FIND_LINKS=str(wheels))
    venv = tmp_path / "venv"
    _run([PYTHON, "-m", "venv", str(venv)], env)
    _run([str(venv / "bin/python"), "-m", "pip", "install", "-q", "evalrouter"], env)
    plan = _upgrade(venv / "bin/evalrouter", env, "--dry-run")
    assert plan["installation"] == "pip-venv" and plan["ran"] is False
    assert plan["command"] == f"{venv}/bin/python -m pip install --upgrade evalrouter"
    # Safe to run here: it runs (offline, so pip finds this version and keeps it).
    ran = _upgrade(venv / "bin/evalrouter", env)
    assert ran["ran"] is True and ran["exit_code"] == 0


def test_a_uv_venv_without_pip(tmp_path: Path, wheels: Path) -> None:
    env = _env(tmp_path, UV_FIND_LINKS=str(wheels))
    venv = tmp_path / "venv"
    _run([_tool("uv"), "venv", "-q", "--python", PYTHON, str(venv)], env)
    _run(
        [_tool("uv"), "pip", "install", "-q", "--python", str(venv / "bin/python"), "evalrouter"],
        env,
    )
    assert not (venv / "bin/pip").exists()
    plan = _upgrade(venv / "bin/evalrouter", env, "--dry-run")
    assert plan["installation"] == "uv-venv"
    assert plan["command"] == f"uv pip install --python {venv}/bin/python --upgrade evalrouter"
    ran = _upgrade(venv / "bin/evalrouter", env)  # uv is on PATH: it runs
    assert ran["ran"] is True and ran["exit_code"] == 0


def test_a_uv_project_is_printed_never_run(tmp_path: Path, wheels: Path) -> None:
    env = _env(tmp_path, UV_FIND_LINKS=str(wheels))
    project = tmp_path / "project"
    _run(
        [_tool("uv"), "init", "-q", "--bare", "--no-workspace", "--python", PYTHON, str(project)],
        env,
    )
    _run([_tool("uv"), "add", "-q", "--python", PYTHON, "evalrouter"], env, cwd=project)
    assert (project / "uv.lock").is_file()
    lock = (project / "uv.lock").read_text()
    plan = _upgrade(project / ".venv/bin/evalrouter", env)
    assert plan["installation"] == "uv-project" and plan["ran"] is False
    assert plan["command"] == f"cd {project} && uv lock --upgrade-package evalrouter && uv sync"
    assert (project / "uv.lock").read_text() == lock  # the lockfile is the user's: untouched


def test_a_uv_tool(tmp_path: Path, wheels: Path) -> None:
    env = _env(
        tmp_path,
        UV_FIND_LINKS=str(wheels),
        UV_TOOL_DIR=str(tmp_path / "tools"),
        UV_TOOL_BIN_DIR=str(tmp_path / "bin"),
    )
    _run([_tool("uv"), "tool", "install", "-q", "--python", PYTHON, "evalrouter"], env)
    plan = _upgrade(tmp_path / "bin/evalrouter", env, "--dry-run")
    assert plan["installation"] == "uv-tool" and plan["command"] == "uv tool upgrade evalrouter"
    pre = _upgrade(tmp_path / "bin/evalrouter", env, "--dry-run", "--pre")
    assert pre["command"] == "uv tool upgrade evalrouter --prerelease allow"
    ran = _upgrade(tmp_path / "bin/evalrouter", env)
    assert ran["ran"] is True and ran["exit_code"] == 0


def test_pipx(tmp_path: Path, wheels: Path) -> None:
    env = _env(
        tmp_path,
        PIP_FIND_LINKS=str(wheels),
        UV_FIND_LINKS=str(wheels),  # a pipx that installs through uv
        PIPX_HOME=str(tmp_path / "pipx"),
        PIPX_BIN_DIR=str(tmp_path / "bin"),
        PIPX_MAN_DIR=str(tmp_path / "man"),
    )
    _run([_tool("pipx"), "install", "--python", PYTHON, "evalrouter"], env)
    plan = _upgrade(tmp_path / "bin/evalrouter", env, "--dry-run")
    assert plan["installation"] == "pipx" and plan["command"] == "pipx upgrade evalrouter"
    ran = _upgrade(tmp_path / "bin/evalrouter", env)
    assert ran["ran"] is True and ran["exit_code"] == 0


def test_a_wheel_file_is_printed_never_run(tmp_path: Path, wheels: Path) -> None:
    env = _env(tmp_path)
    venv = tmp_path / "venv"
    _run([_tool("uv"), "venv", "-q", "--python", PYTHON, str(venv)], env)
    wheel = next(wheels.glob("*.whl"))
    _run(
        [_tool("uv"), "pip", "install", "-q", "--python", str(venv / "bin/python"), str(wheel)], env
    )
    plan = _upgrade(venv / "bin/evalrouter", env)
    assert plan["installation"] == "wheel" and plan["ran"] is False
