"""ACP agents end to end: ``agents.local_agent(...)`` running the real ACP test agent
(``tests/acp_agents/agent.py``, written with agent-client-protocol) against EvalRouter Local
served over HTTP on 127.0.0.1: quote, evaluate, ``runs.create(agent=...)``, attempts at once,
cancel and resume."""

from __future__ import annotations

import io
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter, EvalRouterError, agents
from evalrouter.testing import EvalRouterLocal

AGENT = str(Path(__file__).parents[1] / "acp_agents" / "agent.py")
ROUTE = "sim/gpt-5-mini"


def acp_agent(
    mode: str = "answer", *extra: str, name: str | None = None, **sandbox: Any
) -> agents.AcpAgent:
    """The test agent; ``sandbox`` takes ``local_agent``'s ``sandbox``, ``network``,
    ``read_only`` and ``writable``."""
    return agents.local_agent([sys.executable, AGENT, "--mode", mode, *extra], name=name, **sandbox)


class Served:
    def __init__(self, local: EvalRouterLocal, url: str, log: io.StringIO) -> None:
        self.local = local
        self.url = url
        self.log = log

    def client(self) -> EvalRouter:
        return self.local.client(base_url=self.url)

    def requests(self, fragment: str) -> list[str]:
        return [line for line in self.log.getvalue().splitlines() if fragment in line]


@pytest.fixture
def served() -> Iterator[Served]:
    local = EvalRouterLocal(seed=0)
    log = io.StringIO()
    with local.serve(request_log=log) as url:
        yield Served(local, url, log)


def evaluate(served: Served, agent: agents.AcpAgent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", 2)
    kwargs.setdefault("budget_usd", "2")
    kwargs.setdefault("tasks", "gsm8k")
    return agents.evaluate(served.client(), agent=agent, model=ROUTE, **kwargs)


# --------------------------------------------------------------------------------- it works


def test_an_acp_agent_answers_its_tasks_through_the_gateway_and_the_mcp_server(
    served: Served,
) -> None:
    seen: list[agents.AttemptEvent] = []
    result = evaluate(served, acp_agent(), coverage=3, on_event=seen.append)
    assert result.succeeded, result.as_dict()
    [warning] = [e for e in seen if e.type == "warning"]  # once per execution
    assert "runs in bubblewrap: its own PID namespace" in (warning.message or "")
    assert [o.outcome for o in result.outcomes] == ["completed"] * 3
    assert {o.stop_reason for o in result.outcomes} == {"end_turn"}
    # Its model calls went through the attempt's gateway, its task calls through the bridge.
    assert len(served.requests("/gateway/v1/chat/completions")) == 3
    assert len(served.requests("/submission")) == 3
    assert result.results is not None


def test_an_acp_agent_does_file_tasks_in_its_working_directory(served: Served) -> None:
    """Its working directory holds the task's files; what it writes there is collected."""
    result = evaluate(served, acp_agent("files"), tasks="file-sums", coverage=3, concurrency=3)
    assert result.succeeded, result.as_dict()
    assert len(served.requests("/submission")) == 3
    attempts = served.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert [a["state"] for a in attempts] == ["graded"] * 3
    [profile] = result.results["profiles"]  # type: ignore[index]
    [metric] = [m for m in profile["metrics"] if m["key"] == "accuracy"]
    assert metric["value"] == 1.0


def test_the_quote_names_the_agent_by_its_digest_never_its_command(served: Served) -> None:
    agent = acp_agent(name="my acp agent")
    evaluation = agents.quote(
        served.client(), agent=agent, model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1"
    )
    described = evaluation.request["agent"]
    assert isinstance(described, dict)
    assert described["kind"] == "local"
    assert described["declared_name"] == "my acp agent"
    assert len(str(described["command_digest"])) == 64
    assert AGENT not in str(evaluation.request)
    assert agent.descriptor() == described  # the same agent is the same digest


def test_runs_create_takes_an_acp_agent(served: Served) -> None:
    client = served.client()
    run_id = client.runs.create("gsm8k", agent=acp_agent(), model=ROUTE, coverage=1, wait=False)
    assert isinstance(run_id, str | object)
    assert len(served.requests("/finish")) == 1


# ----------------------------------------------------------------------------- concurrency


def _attempts_at_once(events: list[tuple[float, agents.AttemptEvent]]) -> int:
    running = most = 0
    for _, event in events:
        if event.type == "attempt_started":
            running += 1
            most = max(most, running)
        elif event.type in ("attempt_finished", "attempt_failed", "attempt_stopped"):
            running -= 1
    return most


def _timed_run(served: Served, concurrency: int, tasks: int) -> tuple[float, int]:
    seen: list[tuple[float, agents.AttemptEvent]] = []
    evaluation = agents.quote(
        served.client(),
        agent=acp_agent("slow", "--sleep", "1.5"),
        model=ROUTE,
        tasks="gsm8k",
        coverage=tasks,
        budget_usd="2",
        concurrency=concurrency,
    )
    run = evaluation.start()
    started = time.monotonic()
    for event in run.events():
        seen.append((time.monotonic(), event))
    elapsed = time.monotonic() - started
    assert [e.type for _, e in seen].count("attempt_finished") == tasks, [e for _, e in seen]
    return elapsed, _attempts_at_once(seen)


def test_acp_attempts_run_at_once_up_to_the_concurrency(served: Served) -> None:
    tasks = 4
    one, at_once_one = _timed_run(served, 1, tasks)
    four, at_once_four = _timed_run(served, 4, tasks)
    print(
        f"\nACP concurrency: {at_once_four} attempts at once, {tasks / four:.2f} attempts/s "
        f"(concurrency 4) vs {tasks / one:.2f} attempts/s (concurrency 1)"
    )
    assert at_once_one == 1
    assert at_once_four >= 3
    assert four < one * 0.7  # 4 at once, though each start costs CPU on a shared machine


# ------------------------------------------------------------------------ cancel and resume


def test_a_cancelled_run_stops_its_acp_attempts(served: Served) -> None:
    evaluation = agents.quote(
        served.client(),
        agent=acp_agent("slow", "--sleep", "1.5"),
        model=ROUTE,
        tasks="gsm8k",
        coverage=2,
        budget_usd="2",
    )
    run = evaluation.start()
    types = []
    for event in run.events():
        types.append(event.type)
        if event.type == "attempt_started" and types.count("attempt_started") == 1:
            run.cancel()
    assert "attempt_stopped" in types, types
    assert "attempt_finished" not in types, types
    assert run.stopped == "run_stopped"


def test_an_interrupted_acp_run_resumes_with_the_same_agent_only(served: Served) -> None:
    client = served.client()
    agent = acp_agent("slow", "--sleep", "0.5")
    evaluation = agents.quote(
        client,
        agent=agent,
        model=ROUTE,
        tasks="gsm8k",
        coverage=2,
        budget_usd="2",
        concurrency=1,
    )
    run = evaluation.start()
    for event in run.events():
        if event.type == "attempt_started":
            break  # leaves the attempt in flight: finished as client_controller_crashed
    assert [o.failure_code for o in run.outcomes] == ["client_controller_crashed"]
    with pytest.raises(EvalRouterError) as refused:
        agents.AgentRun.resume(client, run.id, acp_agent("slow", "--sleep", "0.6"))
    assert refused.value.code == "client_run_agent_mismatch"
    resumed = agents.AgentRun.resume(client, run.id, agent)
    outcomes = [e for e in resumed.events() if e.type == "attempt_finished"]
    assert len(outcomes) >= 2  # the rest, and the crashed attempt's retry
    assert resumed.wait()["status"] == "completed"


# ----------------------------------------------------------------------- before the quote


def test_an_agent_that_asks_to_sign_in_is_refused_before_anything_is_quoted(
    served: Served,
) -> None:
    with pytest.raises(EvalRouterError) as refused:
        agents.quote(
            served.client(), agent=acp_agent("auth"), model=ROUTE, tasks="gsm8k", budget_usd="1"
        )
    error = refused.value
    assert error.code == "acp_agent_auth_required"
    # the agent's own words: the sign-in methods it offered in initialize, and its message
    said = "Example API key is missing: run `example login` or set EXAMPLE_API_KEY"
    assert "it offers Log in with Example (Opens a browser to sign in to Example)" in error.message
    assert "Use an Example API key" in error.message
    assert f'it says: "{said}"' in error.message
    assert "through the run's gateway" in error.message and "OPENAI_BASE_URL" in (error.hint or "")
    login = "Opens a browser to sign in to Example"
    assert error.details["auth_methods"] == [
        {"id": "login", "name": "Log in with Example", "description": login},
        {"id": "example-api-key", "name": "Use an Example API key", "description": None},
    ]
    assert error.details["agent_message"] == said
    assert error.details["agent_error"]["data"] == {"message": said}
    assert said in error.details["stderr_tail"]
    assert not served.requests("/quotes")


def test_an_agents_hostile_sign_in_words_reach_the_error_inert(served: Served) -> None:
    hostile = "\x1b]52;c;ZXZpbA==\x07\x1b[2J\x9b31mSign\u2028in " + "x" * 500
    with pytest.raises(EvalRouterError) as refused:
        agents.quote(
            served.client(),
            agent=acp_agent("auth", "--auth-name", hostile),
            model=ROUTE,
            tasks="gsm8k",
            budget_usd="1",
        )
    error = refused.value
    name = error.details["auth_methods"][0]["name"]
    for shown in (error.message, name):
        assert not any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in shown), shown
        assert "\u2028" not in shown
    assert name.startswith("]52;c;ZXZpbA== [2J 31mSign in xxx") and len(name) <= 100
    assert len(error.message) < 1000


def test_a_command_that_does_not_speak_acp_is_refused_before_anything_is_quoted(
    served: Served,
) -> None:
    agent = agents.local_agent(
        [sys.executable, "-c", "import sys; sys.stderr.write('first\\nno acp\\n')"]
    )
    with pytest.raises(EvalRouterError) as refused:
        agents.quote(served.client(), agent=agent, model=ROUTE, tasks="gsm8k", budget_usd="1")
    assert refused.value.code == "acp_agent_preflight_failed"
    assert 'The last line of its stderr: "no acp".' in refused.value.message
    assert "\\n" not in refused.value.message  # its words, not a Python repr of them
    assert refused.value.details["stderr_tail"] == "first\nno acp\n"
    assert not served.requests("/quotes")


def test_without_the_extra_an_acp_agent_is_refused_before_anything_is_quoted(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "acp", None)  # agent-client-protocol not installed
    with pytest.raises(EvalRouterError) as refused:
        agents.quote(served.client(), agent=acp_agent(), model=ROUTE, tasks="gsm8k", budget_usd="1")
    assert refused.value.code == "agents_extra_required"
    assert "[agents]" in (refused.value.hint or "")
    assert not served.requests("/quotes")


def test_unknown_update_kinds_and_updates_before_the_session_are_tolerated(
    served: Served,
) -> None:
    result = evaluate(served, acp_agent("unknown-update"), coverage=1)
    assert result.succeeded, result.as_dict()
    assert [o.stop_reason for o in result.outcomes] == ["end_turn"]


async def test_an_acp_agent_runs_from_the_async_client_in_its_loop(served: Served) -> None:
    client = served.local.async_client(base_url=served.url)
    try:
        result = await agents.evaluate_async(
            client, agent=acp_agent(), model=ROUTE, tasks="gsm8k", coverage=2, budget_usd="1"
        )
    finally:
        await client.close()
    assert result.succeeded
    assert [o.stop_reason for o in result.outcomes] == ["end_turn", "end_turn"]


# ------------------------------------------------------------- refused by the gateway


def _finished(served: Served) -> list[Any]:
    """The bodies of the finishes sent to the service."""
    return [
        r.json for r in served.local.requests if r.operation_id == "client_runs_attempts_finish"
    ]


def test_an_agent_whose_prompt_fails_on_a_too_large_max_tokens_is_told_why(
    served: Served,
) -> None:
    """Qwen Code's way: it asks for max_tokens 64000 against the default limit (4096), gets
    the 400 and its ACP prompt fails; the attempt fails with the refusal's code, not as a
    protocol error, and the user is told what to raise."""
    seen: list[agents.AttemptEvent] = []
    result = evaluate(served, acp_agent("greedy"), coverage=1, on_event=seen.append)
    assert [o.failure_code for o in result.outcomes] == ["client_output_tokens_too_large"]
    assert [o.failure_class for o in result.outcomes] == ["agent"]  # never retried
    [failed] = [e for e in seen if e.type == "attempt_failed"]
    assert failed.reason == "gateway_refused" and failed.message is not None
    assert "asked for 64000 output tokens" in failed.message and "at most 4096" in failed.message
    assert 'limits={"max_output_tokens": 64000}' in failed.message
    assert "--attempt-max-output-tokens 64000" in failed.message
    # Refused on this machine: the service never saw the call, and took its nearest code.
    assert served.requests("/gateway/v1/chat/completions") == []
    assert _finished(served) == [{"outcome": "failed", "failure_code": "client_no_submission"}]
    # With the limit raised as the message says, the call leaves, and the gateway's cost
    # budget (worst case: all 64000 tokens) refuses it: that refusal is the failure's cause.
    seen.clear()
    raised = {"max_output_tokens": 64000}
    result = evaluate(served, acp_agent("greedy"), coverage=1, limits=raised, on_event=seen.append)
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
    [failed] = [e for e in seen if e.type == "attempt_failed"]
    assert failed.message is not None and "--attempt-budget USD" in failed.message
    # Room for it too, and the same agent's attempt succeeds.
    raised["max_cost_microusd"] = 1_000_000
    result = evaluate(served, acp_agent("greedy"), coverage=1, limits=raised)
    assert result.succeeded, result.as_dict()


def test_an_agent_that_ignores_the_refusal_and_stops_fails_with_its_code(
    served: Served, tmp_path: Path
) -> None:
    out = tmp_path / "refusal.json"
    agent = acp_agent(
        "ignore-refusals", "--max-tokens", "5000", "--out", str(out), writable=[tmp_path]
    )
    result = evaluate(served, agent, coverage=1)
    assert [o.failure_code for o in result.outcomes] == ["client_output_tokens_too_large"]
    # What the agent got is what OpenAI answers a max_tokens over the model's maximum.
    got = json.loads(out.read_text())
    assert got["status"] == 400
    error = got["body"]["error"]
    assert (error["type"], error["param"]) == ("invalid_request_error", "max_tokens")
    assert error["code"] == "client_output_tokens_too_large"


def test_an_agent_that_spends_its_budget_and_stops_fails_client_budget_exhausted(
    served: Served, tmp_path: Path
) -> None:
    out = tmp_path / "refusal.json"
    agent = acp_agent("ignore-refusals", "--out", str(out), writable=[tmp_path])
    seen: list[agents.AttemptEvent] = []
    result = evaluate(served, agent, coverage=1, limits={"max_calls": 2}, on_event=seen.append)
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
    assert len(served.requests("/gateway/v1/chat/completions")) == 2
    got = json.loads(out.read_text())
    assert got["status"] == 402
    error = got["body"]["error"]
    assert (error["type"], error["code"]) == ("insufficient_quota", "client_budget_exhausted")
    [failed] = [e for e in seen if e.type == "attempt_failed"]
    assert failed.message is not None and "--attempt-max-calls N" in failed.message
    assert _finished(served) == [{"outcome": "failed", "failure_code": "client_no_submission"}]


# ------------------------------------------------------------- ACP observations (no trace)


def _observed(served: Served) -> list[Any]:
    """The ACP observation batches sent (the same route also takes client-trace steps)."""
    return [
        r
        for r in served.local.requests
        if r.operation_id == "client_runs_attempts_observe"
        and r.json.get("schema_version") == "evalrouter.acp-observations.v1"
    ]


def test_without_a_trace_an_acp_attempt_reports_metadata_only_observations(
    served: Served,
) -> None:
    result = evaluate(served, acp_agent(), coverage=1, trace="off")
    assert result.succeeded, result.as_dict()
    [outcome] = result.outcomes
    observed = served.local.acp_observations(outcome.attempt_id)
    events = observed["events"]
    assert [e["ordinal"] for e in events] == list(range(1, len(events) + 1))
    assert events[0]["kind"] == "agent_message_chunk"
    assert all(len(e["sha256"]) == 64 and e["payload_bytes"] > 0 for e in events)
    assert observed["coverage"] == {"truncated": False, "unsupported_notifications": 0}
    sent = _observed(served)
    assert sent
    last = sent[-1].json["events"][-1]["ordinal"]
    assert sent[-1].headers["idempotency-key"] == f"cr-obs-{outcome.attempt_id}-{last}"
    assert "Working on it" not in str([r.json for r in sent])  # never the content


def test_with_a_trace_an_acp_attempt_sends_no_observations(served: Served) -> None:
    assert evaluate(served, acp_agent(), coverage=1).succeeded
    assert not _observed(served)  # its notifications are spans of the trace instead
    assert served.requests("/observations")


def test_refused_observations_are_reported_and_the_attempt_goes_on(served: Served) -> None:
    served.local.faults.fail_next(
        "POST",
        "/v1/client-runs/{run_id}/attempts/{attempt_id}/observations",
        status=422,
        code="observations_invalid",
        times=5,
    )
    seen: list[agents.AttemptEvent] = []
    result = evaluate(served, acp_agent(), coverage=1, trace="off", on_event=seen.append)
    assert result.succeeded, result.as_dict()
    assert [e.code for e in seen if e.type == "observations_refused"] == ["observations_invalid"]
    assert [o.outcome for o in result.outcomes] == ["completed"]
