"""SIGTERM and SIGHUP end an evaluation as Ctrl+C does (``agents/_runner/signals.py``): a real
script evaluating a local ACP agent (``tests/acp_agents/agent.py``, hung in its turn, ignoring
SIGTERM, with a child in its process group) against EvalRouter Local served over HTTP on
127.0.0.1 by this process, signalled as ``timeout``, a pod stop or a closed terminal would.
The process exits promptly; the agent's whole process group is gone; the attempt is settled on
Local (read back through the SDK); its workspace and launch folders are removed; the note says
which signal stopped it and how to resume. Without the guard the process dies at once, the
agent is orphaned (parent 1) and its folders stay in the temporary directory."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from tests.e2e.test_agents_acp import AGENT, ROUTE, Served, served
from tests.support.procs import argument, marked, none_marked, seen_within

__all__ = ["agent_groups", "served"]

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads processes from /proc (Linux)"
)

# The dispositions a process started from a shell has: the suite may run with SIGINT or SIGHUP
# ignored (nohup, a CI runner), and an ignored signal stays ignored across exec.
DEFAULT_SIGNALS = (
    "import os, signal, sys\n"
    "for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):\n"
    "    signal.signal(s, signal.SIG_DFL)\n"
    "os.execv(sys.argv[1], sys.argv[1:])\n"
)
FOLDERS = ("evalrouter-attempt-", "evalrouter-launch-")


def with_default_signals(argv: Sequence[str]) -> list[str]:
    return [sys.executable, "-c", DEFAULT_SIGNALS, *argv]


def read_when_written(path: Path, within: float = 60.0) -> str:
    deadline = time.monotonic() + within
    delay = 0.02
    while time.monotonic() < deadline:  # bounded, backing off
        if path.exists() and (text := path.read_text()):
            return text
        time.sleep(delay)
        delay = min(delay * 2, 0.5)
    raise AssertionError(f"{path} was never written")


def folders(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir() if p.name.startswith(FOLDERS))


@pytest.fixture
def agent_groups() -> Iterator[list[str]]:
    """The marks (arguments in their command lines) of the agents a test started: any process
    left holding one at its end (a failed test: the guard missing) is killed by pid, after the
    test's own checks."""
    marks: list[str] = []
    yield marks
    for mark in marks:
        for pid in marked(mark):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def signalled(
    argv: list[str],
    sig: signal.Signals,
    pidfile: Path,
    tmp: Path,
    env: dict[str, str],
    marks: list[str],
) -> tuple[subprocess.Popen[str], str, float, list[str]]:
    """Start ``argv``; once the agent's turn is in progress (its child, marked by the path
    ``child`` beside ``pidfile``, runs; its folders are made), send ``sig``; the process, its
    stderr, how long it took to exit, and the marks of the agent and its child (also added to
    ``marks``, for the teardown). Inside its sandbox an agent's PIDs are the sandbox's own:
    its processes are found here by their command lines."""
    process = subprocess.Popen(
        with_default_signals(argv),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    agent = argument("--pidfile", pidfile)
    child = argument("time.sleep(600)", pidfile.parent / "child")
    marks += [agent, child]
    try:
        assert seen_within(child), "the agent's turn never started its child"
        assert marked(agent)  # the agent (and its sandbox)
        made = folders(tmp)
        assert [n for n in made if n.startswith(FOLDERS[0])], made  # the workspace exists
        assert [n for n in made if n.startswith(FOLDERS[1])], made  # and the launch folder
        started = time.monotonic()
        process.send_signal(sig)
        _out, err = process.communicate(timeout=60)
        took = time.monotonic() - started
    finally:
        if process.poll() is None:  # stopped by handle (its agent: agent_groups)
            process.kill()
        process.communicate()
    return process, err, took, [agent, child]


SYNC = """
agents.evaluate(client, agent=agent, model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1")
"""
# Under asyncio.run, Ctrl+C cancels the main task and asyncio.run then raises KeyboardInterrupt
# (no note: the evaluation sees a cancellation); a signal does the same.
ASYNC = """
import asyncio
asyncio.run(agents.evaluate_async(client, agent=agent, model=ROUTE, tasks="gsm8k", coverage=1,
                                  budget_usd="1"))
"""


@pytest.mark.parametrize(
    ("sig", "call"),
    [(signal.SIGTERM, SYNC), (signal.SIGHUP, SYNC), (signal.SIGTERM, ASYNC)],
    ids=["SIGTERM", "SIGHUP", "SIGTERM-asyncio.run"],
)
def test_a_signal_ends_an_sdk_evaluation_like_ctrl_c(
    served: Served, tmp_path: Path, sig: signal.Signals, call: str, agent_groups: list[int]
) -> None:
    pidfile, childfile, tmp = tmp_path / "pid", tmp_path / "child", tmp_path / "tmp"
    tmp.mkdir()
    script = (
        textwrap.dedent(
            f"""
        import sys
        from evalrouter import EvalRouter, agents
        from evalrouter.agents._acp import driver as _acp_driver, process as _acp_process

        _acp_driver.CANCEL_SECONDS = _acp_process.TERMINATE_SECONDS = 0.3
        agent = agents.local_agent(
            [sys.executable, {AGENT!r}, "--mode", "hang", "--pidfile", {str(pidfile)!r},
             "--child-pidfile", {str(childfile)!r}]
        )
        client = EvalRouter(api_key="unused", base_url={served.url!r})
        ROUTE = {ROUTE!r}
        """
        )
        + call
    )
    env = {
        **os.environ,
        "TMPDIR": str(tmp),
        "EVALROUTER_STATE_DIR": str(tmp_path / "state"),
    }
    process, err, took, marks = signalled(
        [sys.executable, "-c", script], sig, pidfile, tmp, env, agent_groups
    )
    assert took < 30, (took, err)
    assert not [m for m in marks if none_marked(m)], f"the agent outlived {sig.name}"
    assert folders(tmp) == []  # workspace and launch folder removed
    # Python's end for a KeyboardInterrupt nobody caught, as after Ctrl+C (not -15 or -1).
    assert process.returncode == -signal.SIGINT, (process.returncode, err)
    [run_id] = served.local.run_ids
    if call is SYNC:  # the note: the signal, and the calls that resume and cancel the run
        assert f"KeyboardInterrupt: stopped by {sig.name}" in err, err
        assert f"goes on on the service: {sig.name} stopped the attempts running here" in err
        assert f"agents.AgentRun.resume(client, {json.dumps(run_id)}, agent).events()" in err
        assert f"client.runs.cancel({json.dumps(run_id)})" in err
    else:
        assert err.rstrip().endswith("KeyboardInterrupt"), err
    # The attempt is settled, as after Ctrl+C: ended by this controller, the run left open.
    client = served.local.client(base_url=served.url)
    [attempt] = [a.to_dict() for a in client.runs.attempts.list(run_id)]
    # Failed by this controller (client_controller_crashed), not left active until its lease
    # runs out: the service retries its task when the run is resumed.
    assert attempt["state"] == "failed" and attempt["ended_at"], attempt
    assert attempt["failure_class"] == "infrastructure", attempt
    assert client.runs.get(run_id).status in ("queued", "running")
