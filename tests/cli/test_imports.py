"""Heavy imports load only in the commands that use them: rich where something is drawn on a
terminal, matplotlib in ``report``, the agents runner in ``--agent``; ``--help``, ``--version``,
``completion`` and ``upgrade`` load neither the SDK nor httpx. Each case is the real process
(``python -X importtime -m evalrouter_cli …``) against a served EvalRouter Local, and what it
imported is read from the interpreter's own import log."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import Cli

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "2", "--poll-interval", "0.05")
AGENT = """
from evalrouter import agents


class Solver(agents.Agent):
    name = "import check"

    async def run(self, context):
        await context.task.done()
"""


def _without_click(home: Path) -> Path:
    """A folder whose ``click`` cannot be imported. ``import httpx`` loads httpx's own command
    line (click, rich, pygments) when click is installed, as it is in the dev environment (and
    not in an install of this CLI): hiding click makes this process import what a user's does."""
    folder = home / "no-click"
    (folder / "click").mkdir(parents=True, exist_ok=True)
    (folder / "click" / "__init__.py").write_text("raise ImportError('hidden by the test')\n")
    return folder


def _imported(cli: Cli, *args: str, terminal: bool = False, cwd: Path | None = None) -> set[str]:
    """The modules the command imported (``a``, ``a.b``, …), from ``-X importtime``."""
    argv = [sys.executable, "-X", "importtime", "-m", "evalrouter_cli", *args]
    env = cli.env(TERM="xterm-256color", PYTHONPATH=str(_without_click(cli.home)))
    if terminal:
        leader, follower = pty.openpty()
        try:
            done = subprocess.run(
                argv, stdout=follower, stderr=subprocess.PIPE, env=env, cwd=cwd, timeout=120
            )
        finally:
            os.close(follower)
            os.close(leader)
    else:
        done = subprocess.run(argv, capture_output=True, env=env, cwd=cwd, timeout=120)
    err = done.stderr.decode(errors="replace")
    assert done.returncode == 0, err[-2000:]
    names = set()
    for line in err.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    assert names, "no import log: -X importtime did not run"
    return names


def _has(names: set[str], package: str) -> bool:
    return any(n == package or n.startswith(package + ".") for n in names)


HEAVY = ("rich", "matplotlib", "evalrouter.agents")


@pytest.mark.parametrize(
    "args",
    [("--help",), ("--version",), ("completion", "bash"), ("upgrade", "--dry-run", "--json")],
)
def test_start_up_commands_load_no_sdk_and_nothing_heavy(cli: Cli, args: tuple[str, ...]) -> None:
    names = _imported(cli, *args)
    for package in ("evalrouter", "httpx", *HEAVY):
        assert not _has(names, package), (args, package)


def test_api_commands_load_the_client_and_nothing_heavy(cli: Cli) -> None:
    names = _imported(cli, "runs", "list", "--json")
    assert _has(names, "evalrouter") and _has(names, "httpx")  # the check can see them
    for package in HEAVY:
        assert not _has(names, package), package
    run_id = cli("run", *SMALL, "--model", "sim-small", "--yes", "--json").json()["run"]["id"]
    for args in (("run", *SMALL, "--dry-run"), ("runs", "results", run_id), ("compare", run_id)):
        names = _imported(cli, *args)  # piped: JSON, nothing drawn
        for package in HEAVY:
            assert not _has(names, package), (args, package)


def test_drawing_on_a_terminal_loads_rich_only(cli: Cli) -> None:
    run_id = cli("run", *SMALL, "--yes", "--json").json()["run"]["id"]
    names = _imported(cli, "runs", "results", run_id, terminal=True)
    assert _has(names, "rich")
    assert not _has(names, "matplotlib") and not _has(names, "evalrouter.agents")


def test_report_loads_matplotlib_and_not_rich(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    run_id = cli("run", *SMALL, "--model", "sim-small", "--yes", "--json").json()["run"]["id"]
    names = _imported(cli, "report", run_id, "-o", str(tmp_path / "r.html"))
    assert _has(names, "matplotlib")
    assert not _has(names, "rich") and not _has(names, "evalrouter.agents")


def test_an_agent_run_loads_the_runner_and_nothing_to_draw(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "import_check_agent.py").write_text(AGENT)
    names = _imported(
        cli, "run", *SMALL, "--agent", "import_check_agent:Solver", "--dry-run", cwd=tmp_path
    )
    assert _has(names, "evalrouter.agents")
    assert not _has(names, "matplotlib") and not _has(names, "rich")
