"""``evalrouter upgrade``: detect how this CLI was installed and print the command that
upgrades it (with the SDK, which it pins to its own version); run it only where that is safe.

- a uv tool (``uv-receipt.toml`` in the prefix): ``uv tool upgrade evalrouter``; run.
- pipx (``pipx_metadata.json``): ``pipx upgrade evalrouter``; run.
- a clone (editable, or from its folder): ``git -C CLONE pull && pip install -e CLONE
  -e CLONE/cli``; printed only (it pulls).
- a wheel file: rebuild both wheels in the clone and install them; printed only.
- a uv project (``pyproject.toml`` and ``uv.lock`` above the venv): ``uv lock
  --upgrade-package evalrouter && uv sync``; printed only (it edits the lockfile).
- a uv-made venv without pip: ``uv pip install --python PY --upgrade evalrouter``; run when
  uv is on PATH.
- a venv with pip: ``PY -m pip install --upgrade evalrouter``; run.
- anything else (system Python, conda): the pip command, printed only.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from .. import _exit
from .._context import Context

NAME = "evalrouter"


@dataclass
class Facts:
    """What the detection reads, gathered once (and built by hand in the tests)."""

    prefix: Path
    base_prefix: Path
    executable: str
    installer: str | None
    direct_url: dict[str, Any] | None
    has_pip: bool
    uv: str | None
    pipx: str | None


@dataclass
class Plan:
    kind: str
    argv: list[str] | None  # the command as arguments (None: a shell line, print only)
    text: str
    safe_to_run: bool
    notes: list[str] = field(default_factory=list)


def _which(name: str) -> str | None:
    # Absolute PATH entries only: a relative one (or the working directory) could hold
    # anything.
    path = os.pathsep.join(
        p for p in os.environ.get("PATH", "").split(os.pathsep) if os.path.isabs(p)
    )
    return shutil.which(name, path=path)


def facts() -> Facts:
    from importlib import metadata

    installer: str | None = None
    direct: dict[str, Any] | None = None
    try:
        dist = metadata.distribution(NAME)
        installer = (dist.read_text("INSTALLER") or "").strip() or None
        raw = dist.read_text("direct_url.json")
        direct = json.loads(raw) if raw else None
    except (metadata.PackageNotFoundError, OSError, ValueError):
        pass
    return Facts(
        prefix=Path(sys.prefix),
        base_prefix=Path(sys.base_prefix),
        executable=sys.executable,
        installer=installer,
        direct_url=direct if isinstance(direct, dict) else None,
        has_pip=importlib.util.find_spec("pip") is not None,
        uv=_which("uv"),
        pipx=_which("pipx"),
    )


def _uv_project(prefix: Path) -> Path | None:
    for folder in prefix.parents:
        if (folder / "pyproject.toml").is_file() and (folder / "uv.lock").is_file():
            return folder
        if folder == folder.parent:
            break
    return None


def _clone(direct: dict[str, Any]) -> Path | None:
    url = direct.get("url")
    if not isinstance(url, str) or not url.startswith("file://"):
        return None
    return Path(unquote(urlsplit(url).path))


def detect(f: Facts, *, pre: bool = False) -> Plan:
    in_venv = f.prefix != f.base_prefix
    if (f.prefix / "uv-receipt.toml").is_file():
        argv = ["uv", "tool", "upgrade", NAME] + (["--prerelease", "allow"] if pre else [])
        return Plan("uv-tool", argv, shlex.join(argv), f.uv is not None)
    if (f.prefix / "pipx_metadata.json").is_file():
        argv = ["pipx", "upgrade", NAME] + (["--pip-args=--pre"] if pre else [])
        return Plan("pipx", argv, shlex.join(argv), f.pipx is not None)
    if f.direct_url is not None:
        folder = _clone(f.direct_url)
        if isinstance(f.direct_url.get("dir_info"), dict) and folder is not None:
            clone = folder.parent if folder.name == "cli" else folder
            editable = f.direct_url["dir_info"].get("editable") is True
            flag = "-e " if editable else ""
            q = shlex.quote
            text = (
                f"git -C {q(str(clone))} pull && {q(f.executable)} -m pip install "
                f"{flag}{q(str(clone))} {flag}{q(str(clone / 'cli'))}"
            )
            return Plan("source", None, text, False, ["installed from a clone: update the clone"])
        if isinstance(f.direct_url.get("archive_info"), dict):
            text = (
                "git pull && make build && pip install --force-reinstall "
                "dist/evalrouter_sdk-*.whl dist/evalrouter-*.whl"
            )
            return Plan("wheel", None, text, False, ["run it in the clone the wheels came from"])
    project = _uv_project(f.prefix) if in_venv else None
    if project is not None and f.installer == "uv":
        text = f"cd {shlex.quote(str(project))} && uv lock --upgrade-package {NAME} && uv sync"
        return Plan("uv-project", None, text, False, ["it edits the project's lockfile"])
    if in_venv and f.installer == "uv" and not f.has_pip:
        argv = ["uv", "pip", "install", "--python", f.executable, "--upgrade", NAME]
        argv += ["--prerelease", "allow"] if pre else []
        return Plan("uv-venv", argv, shlex.join(argv), f.uv is not None)
    argv = [f.executable, "-m", "pip", "install", "--upgrade", NAME] + (["--pre"] if pre else [])
    if in_venv and f.has_pip:
        return Plan("pip-venv", argv, shlex.join(argv), True)
    return Plan("other", argv, shlex.join(argv), False, ["not a virtual environment: not run"])


def upgrade_command() -> str:
    """The command that upgrades this installation (for a 426's ``Next:`` line)."""
    try:
        return detect(facts()).text
    except Exception:  # a hint must never fail the error it explains
        return f"{sys.executable} -m pip install --upgrade {NAME}"


def upgrade(ctx: Context) -> int:
    plan = detect(facts(), pre=ctx.args.pre)
    run = plan.safe_to_run and plan.argv is not None and not ctx.args.dry_run
    document: dict[str, Any] = {
        "installation": plan.kind,
        "command": plan.text,
        "ran": run,
        "notes": plan.notes,
    }
    if not run:
        why = f" ({'; '.join(plan.notes)})" if plan.notes else ""
        ctx.output.result(document, lambda: f"Installation: {plan.kind}{why}\nNext: {plan.text}")
        return _exit.OK
    assert plan.argv is not None
    ctx.output.say(f"Upgrading ({plan.kind}): {plan.text}")
    try:
        done = subprocess.run(plan.argv, stdout=sys.stderr, check=False, timeout=600)
    except KeyboardInterrupt:
        return _exit.INTERRUPTED
    except (OSError, subprocess.TimeoutExpired) as error:
        raise _exit.CliError("upgrade_failed", f"{plan.text}: {error}", exit_code=1) from None
    document["exit_code"] = done.returncode
    ctx.output.result(document, lambda: "Upgraded." if done.returncode == 0 else "Failed.")
    return _exit.OK if done.returncode == 0 else _exit.FAILED
