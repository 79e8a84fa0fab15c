"""A misbehaving ACP agent is contained: each case with a test that fails without the
containment. The real ACP test agent (``tests/acp_agents/agent.py``) misbehaves on purpose,
against EvalRouter Local served over HTTP on 127.0.0.1."""

from __future__ import annotations

import http.server
import json
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from evalrouter import agents
from evalrouter.agents._acp import driver as _acp_driver
from evalrouter.agents._acp import process as _acp_process
from tests.e2e.test_agents_acp import ROUTE, Served, acp_agent, evaluate, served
from tests.support.procs import marked, none_marked

__all__ = ["served"]

SHORT = {"attempt_seconds": 40}  # a containment that failed ends the attempt, not the suite


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent's reaper does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def gone(pid: int, within: float = 5.0) -> bool:
    deadline = time.monotonic() + within
    delay = 0.02
    while time.monotonic() < deadline:  # bounded, backing off
        if not alive(pid):
            return True
        time.sleep(delay)
        delay = min(delay * 2, 0.5)
    return not alive(pid)


def read_when_written(path: Path, within: float = 20.0) -> str:
    deadline = time.monotonic() + within
    delay = 0.02
    while time.monotonic() < deadline:
        if path.exists() and path.read_text():
            return path.read_text()
        time.sleep(delay)
        delay = min(delay * 2, 0.5)
    raise AssertionError(f"{path} was never written")


# ----------------------------------------------------------------------------------- stderr


def test_an_agent_flooding_stderr_is_drained_and_answers(served: Served) -> None:
    # 3 MB of stderr: an undrained pipe stalls the agent at ~64 KB until its deadline.
    result = evaluate(served, acp_agent("flood", "--bytes", "3000000"), coverage=1, limits=SHORT)
    assert [o.stop_reason for o in result.outcomes] == ["end_turn"], result.outcomes
    assert result.succeeded


def test_an_agent_that_dies_leaves_the_capped_tail_of_its_stderr(served: Served) -> None:
    result = evaluate(served, acp_agent("crash"), coverage=1, limits=SHORT)
    [outcome] = result.outcomes
    assert outcome.outcome == "failed" and outcome.failure_code == "client_agent_exited"
    assert outcome.failure_class == "agent"
    assert outcome.stderr_log is not None
    log = Path(outcome.stderr_log).read_text()
    assert "the last words" in log  # its tail
    assert 60 * 1024 <= len(log.encode()) <= 64 * 1024  # capped: 200 KB were written
    assert log.startswith("connection_lost")  # why the turn ended comes first
    assert "earlier bytes not kept" in log


# ----------------------------------------------------------------------------------- frames


def test_an_oversized_frame_ends_the_turn_as_a_protocol_error(served: Served) -> None:
    # A 200 KB agent message: over the 64 KiB frame bound (the library alone would read it).
    result = evaluate(served, acp_agent("big-frame"), coverage=1, limits=SHORT)
    [outcome] = result.outcomes
    assert outcome.ended_by == "protocol_error"
    assert outcome.failure_code == "client_agent_protocol_error"
    assert outcome.stderr_log is not None
    assert "frame_limit" in Path(outcome.stderr_log).read_text()


# ------------------------------------------------------------------------- process groups


def test_an_agent_ignoring_cancel_and_sigterm_is_killed_with_its_group(
    served: Served, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_acp_driver, "CANCEL_SECONDS", 0.3)
    monkeypatch.setattr(_acp_process, "TERMINATE_SECONDS", 0.3)
    pidfile = tmp_path / "pid"
    agent = acp_agent("hang", "--pidfile", str(pidfile), writable=[tmp_path])
    evaluation = agents.quote(
        served.client(), agent=agent, model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1"
    )
    run = evaluation.start()
    seen: list[int] = []
    for event in run.events():
        if event.type == "attempt_started":
            read_when_written(pidfile)  # it runs (its PID is its sandbox's own)
            seen = marked(str(pidfile))
            break  # ends the attempt in flight: the agent ignores session/cancel and SIGTERM
    assert seen, "the agent was not seen running"
    assert not none_marked(str(pidfile)), "the agent that ignored cancel outlived its attempt"
    assert [o.failure_code for o in run.outcomes] == ["client_controller_crashed"]


def test_a_grandchild_that_outlives_the_agent_is_killed(served: Served, tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild"
    agent = acp_agent("grandchild", "--pidfile", str(pidfile), writable=[tmp_path])
    result = evaluate(served, agent, coverage=1)
    assert result.succeeded
    assert pidfile.read_text()  # it was started
    assert not none_marked(str(pidfile)), "the agent's grandchild (sleep 600) outlived it"


def test_the_agents_group_is_killed_when_this_process_exits(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    agent_path = Path(__file__).parents[1] / "acp_agents" / "agent.py"
    script = textwrap.dedent(
        f"""
        import asyncio, sys, time
        from pathlib import Path
        from evalrouter.agents._acp.process import AgentProcess

        async def main():
            argv = [sys.executable, {str(agent_path)!r}, "--mode", "hang"]
            process = await AgentProcess.start(argv, {{}}, Path({str(tmp_path)!r}))
            Path({str(pidfile)!r}).write_text(str(process.pgid))
        asyncio.run(main())  # exits without stopping the agent
        """
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    pid = int(pidfile.read_text())
    assert gone(pid), "the agent outlived the process that started it"


# ----------------------------------------------------------------------- the agent's reach


def test_a_read_outside_the_workspace_is_refused(served: Served, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("the user's private notes")
    out = tmp_path / "answer"
    agent = acp_agent(
        "read-outside", "--path", str(secret), "--out", str(out), writable=[out.parent]
    )
    result = evaluate(served, agent, coverage=1)
    assert result.outcomes[0].outcome == "completed"
    answer = out.read_text()
    assert answer.startswith("refused"), answer
    assert "private notes" not in answer


@pytest.fixture
def provider() -> Iterator[tuple[str, list[dict[str, str]]]]:
    """A stand-in for a model provider's host, on 127.0.0.1: it notes each request's headers."""
    seen: list[dict[str, str]] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append({k.lower(): v for k, v in self.headers.items()})
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args: object) -> None:
            return

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1/models", seen
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.mark.parametrize("sandbox", [True, False], ids=["sandboxed", "unsandboxed"])
def test_an_agent_calling_a_provider_directly_has_no_key_to_call_it_with(
    served: Served,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    provider: tuple[str, list[dict[str, str]]],
    sandbox: bool,
) -> None:
    url, seen = provider
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-users-own-key")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-users-own-openai-key")
    monkeypatch.setenv("GEMINI_API_KEY", "users-own-gemini-key")
    out = tmp_path / "answer"
    options: dict[str, Any] = {"writable": [tmp_path]} if sandbox else {"sandbox": False}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # sandbox=False says what it gives up
        agent = acp_agent("provider", "--url", url, "--out", str(out), **options)
    result = evaluate(served, agent, coverage=1)
    assert result.outcomes[0].outcome == "completed"
    answer = json.loads(out.read_text())
    if sandbox:  # its network is its gateway only: this machine's ports are out of reach
        assert answer["provider"].startswith("refused"), answer
        assert not seen
    else:  # unsandboxed, it reaches the host, with no key of yours
        assert answer["provider"] == "reached"
        assert seen and "sk-ant-users-own-key" not in json.dumps(seen)
    assert answer["keys"] == ["OPENAI_API_KEY"]  # the gateway's, and only that one
    assert answer["key"] != "sk-users-own-openai-key"


def test_the_agent_gets_the_gateway_a_private_home_and_the_workspace_only(
    served: Served, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_API_KEY_HINT", "x")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "aws-secret")
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("SSL_CERT_FILE", "/etc/ssl/certs/ca-certificates.crt")
    out = tmp_path / "answer"
    result = evaluate(served, acp_agent("env", "--out", str(out), writable=[tmp_path]), coverage=1)
    assert result.outcomes[0].outcome == "completed"
    seen = json.loads(out.read_text())
    env = seen["env"]
    assert "AWS_SECRET_ACCESS_KEY" not in env and "EVALROUTER_API_KEY_HINT" not in env
    # Its sandbox has no network, so your proxy is out of reach: its proxy variables name the
    # refusing proxy that records where it tried to go, and loopback stays direct.
    assert env["HTTPS_PROXY"] == env["https_proxy"] == "http://127.0.0.1:40002"
    assert "127.0.0.1" in env["NO_PROXY"]
    assert env["SSL_CERT_FILE"] == "/etc/ssl/certs/ca-certificates.crt"
    base = env["OPENAI_BASE_URL"]
    assert base.startswith("http://127.0.0.1:") and base.endswith("/v1")  # the relay
    assert env["EVALROUTER_GATEWAY_BASE_URL"] == base == env["OPENAI_API_BASE"]
    assert env["OPENAI_API_KEY"] == env["EVALROUTER_GATEWAY_TOKEN"]
    assert env["OPENAI_MODEL"] == env["EVALROUTER_MODEL"]
    assert seen["cwd"] == seen["session_cwd"]
    assert Path(seen["cwd"]).name.startswith("evalrouter-attempt-")
    assert Path(env["HOME"]).parts[-2].startswith("evalrouter-launch-")
    assert env["HOME"] != os.path.expanduser("~")
    assert Path(env["TMPDIR"]).is_relative_to(env["HOME"])
    # The attempt credential is not in the agent's environment (nor the relay's address).
    given = [*env.values(), *seen["mcp"].values()]  # its environment and its MCP server's
    assert not [value for value in given if value.startswith("ercr_")]
    assert set(seen["mcp"]) == {"EVALROUTER_TASK_BRIDGE", "EVALROUTER_TASK_BRIDGE_TOKEN"}
    assert tempfile.gettempdir()  # (the launch directory is removed with the attempt)
    assert not Path(env["HOME"]).exists()


def test_ctrl_c_ends_the_run_and_kills_the_agent(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    agent_path = Path(__file__).parents[1] / "acp_agents" / "agent.py"
    script = textwrap.dedent(
        f"""
        import sys
        from evalrouter import agents
        from evalrouter.agents._acp import driver as _acp_driver, process as _acp_process
        from evalrouter.testing import EvalRouterLocal

        _acp_driver.CANCEL_SECONDS = _acp_process.TERMINATE_SECONDS = 0.3
        local = EvalRouterLocal(seed=0)
        with local.serve() as url:
            agent = agents.local_agent(
                [sys.executable, {str(agent_path)!r}, "--mode", "hang",
                 "--pidfile", {str(pidfile)!r}], writable=[{str(tmp_path)!r}]
            )
            agents.evaluate(local.client(base_url=url), agent=agent, model={ROUTE!r},
                            tasks="gsm8k", coverage=1, budget_usd="1")
        """
    )
    process = subprocess.Popen([sys.executable, "-c", script], stderr=subprocess.PIPE)
    try:
        read_when_written(pidfile, within=60)
        assert marked(str(pidfile))
        process.send_signal(signal.SIGINT)  # Ctrl+C
        _, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert b"KeyboardInterrupt" in stderr
    assert not none_marked(str(pidfile)), "the agent outlived Ctrl+C"


def test_a_failed_attempt_says_the_agent_tried_a_model_provider_directly(served: Served) -> None:
    """As ``agents.check``'s ``no_model_bypass`` says it: a sandboxed agent's proxy variables
    name a refusing proxy that records the hosts it tried; a failed attempt's event says which
    provider it tried to reach outside the gateway, and what to do."""
    seen: list[agents.AttemptEvent] = []
    agent = acp_agent("loop", "--bypass", "https://api.openai.com/v1/models")
    result = evaluate(
        served, agent, coverage=1, limits={"max_cost_microusd": 1000}, on_event=seen.append
    )
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
    failed = [e for e in seen if e.type == "attempt_failed"]
    assert [e.reason for e in failed] == ["model_bypass"]
    message = failed[0].message or ""
    assert "api.openai.com" in message and "agents.check(agent)" in message
    assert "--attempt-budget USD" in message  # and what the gateway refused, after
    # An agent that stays within the gateway has no such reason: its budget's refusal is why.
    quiet: list[agents.AttemptEvent] = []
    evaluate(
        served,
        acp_agent("loop"),
        coverage=1,
        limits={"max_cost_microusd": 1000},
        on_event=quiet.append,
    )
    assert [e.reason for e in quiet if e.type == "attempt_failed"] == ["gateway_refused"]
