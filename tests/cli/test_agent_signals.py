"""SIGTERM and SIGHUP end the CLI's agent evaluations as Ctrl+C does: ``run … --agent
local:…`` and ``agents work RUN --agent local:…`` running the repository's ACP test agent
(hung in its turn, ignoring SIGTERM, with a child in its process group) against EvalRouter
Local served on 127.0.0.1. The command exits promptly with 128 plus the signal's number (143,
129; Ctrl+C keeps 130), the agent's whole process group is gone, the attempt is settled on
Local, the workspace and launch folders are removed, and stderr says which signal stopped it
and the command that goes on. Without the SDK's guard the CLI dies at once (-15, -1) and the
agent is orphaned with its folders left behind."""

from __future__ import annotations

import shlex
import signal
import sys
from pathlib import Path

import pytest

from evalrouter import EvalRouter, agents
from tests.e2e.test_agents_signals import agent_groups, folders, signalled
from tests.support.procs import none_marked

from .conftest import Cli, script

__all__ = ["agent_groups"]

AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads processes from /proc (Linux)"
)


@pytest.mark.parametrize(
    ("sig", "command"),
    [(signal.SIGTERM, "run"), (signal.SIGHUP, "run"), (signal.SIGTERM, "agents work")],
    ids=["SIGTERM-run", "SIGHUP-run", "SIGTERM-agents-work"],
)
def test_a_signal_ends_an_agent_command_like_ctrl_c(
    cli: Cli, tmp_path: Path, sig: signal.Signals, command: str, agent_groups: list[str]
) -> None:
    pidfile, childfile, tmp = tmp_path / "pid", tmp_path / "child", tmp_path / "tmp"
    tmp.mkdir()
    argv = [sys.executable, str(AGENT), "--mode", "hang", "--pidfile", str(pidfile)]
    argv += ["--child-pidfile", str(childfile)]
    spec = "local:" + shlex.join(argv)
    client = EvalRouter(api_key="unused", base_url=cli.base_url, _state_dir=tmp_path / "driver")
    if command == "run":
        words = ["run", "gsm8k", "--model", "gpt-5-mini", "--max-cost", "1", "--sample", "1"]
        words += ["--agent", spec, "--yes", "--progress", "plain"]
    else:  # a run admitted by another process, joined here
        evaluation = agents.quote(
            client,
            agent=agents.local_agent(argv),
            model="gpt-5-mini",
            tasks=agents.benchmark("gsm8k"),
            coverage={"mode": "sample", "sample_count": 1, "seed": 1},
            budget_usd="1",
        )
        words = ["agents", "work", evaluation.start().id, "--agent", spec, "--progress", "plain"]
    process, err, took, marks = signalled(
        [script(), *words], sig, pidfile, tmp, cli.env(TMPDIR=str(tmp)), agent_groups
    )
    assert took < 30, took  # the agent ignores SIGTERM: it is killed after a grace
    assert not [m for m in marks if none_marked(m)], f"the agent outlived {sig.name}"
    assert folders(tmp) == []  # workspace and launch folder removed
    assert process.returncode == 128 + sig, (process.returncode, err)
    [run_id] = cli.local.run_ids
    assert f"Interrupted by {sig.name}: " in err, err
    if command == "run":
        assert "nothing was cancelled" in err
        assert f"Resume it: evalrouter runs continue {run_id} --agent " in err
    else:
        assert f"Join it again: evalrouter agents work {run_id} --agent " in err
    assert shlex.quote(spec) in err  # the same agent, ready to paste
    [attempt] = [a.to_dict() for a in client.runs.attempts.list(run_id)]
    assert attempt["state"] == "failed" and attempt["ended_at"], attempt
    assert attempt["failure_class"] == "infrastructure", attempt
    assert client.runs.get(run_id).status in ("queued", "running")  # open: it can go on
