"""The runner's pure pieces: the canonical hash, agent descriptors, task sources, money, the
quote body, grant checks, events, the local state file, and the argument checks of the public
calls."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter, EvalRouterError, agents
from evalrouter.agents._attempt.descriptors import declared_name
from evalrouter.agents._controller import grants as _grants
from evalrouter.agents._controller import local_record as _record
from evalrouter.agents._incode import agent as _agent
from evalrouter.agents._runner import plan as _plan
from evalrouter.agents._runner import sources as _sources

ORIGIN = "https://api.example.test"


def code_of(call: Any) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as caught:
        call()
    return caught.value


# ------------------------------------------------------------------------ hash and agents


def test_canonical_hash_is_sorted_compact_utf8_json() -> None:
    value = {"b": 1, "a": "é", "c": [1, 2]}
    # sha256 of '{"a":"é","b":1,"c":[1,2]}' in UTF-8, computed independently.
    expected = "7981bc1632f63d5165b23429da9c155538b7092575465bcb94bf60e66e2156f6"
    assert _sources.canonical_hash(value) == expected


@pytest.mark.parametrize(
    ("name", "declared"),
    [
        ("my solver", "my solver"),
        ("héllo, wörld!", "hllo wrld"),
        ("", "local agent"),
        ("!!!", "local agent"),
        ("_private", "agent _private"),
        ("a/b@c+d.e-f", "a/b@c+d.e-f"),
        ("x" * 100, "x" * 80),
        ("-" + "y" * 90, ("agent -" + "y" * 90)[:80]),
    ],
)
def test_declared_name(name: str, declared: str) -> None:
    assert declared_name(name) == declared


def test_an_in_code_agent_is_described_by_a_digest_of_its_identity() -> None:
    @agents.define_agent(name="solver", version="2", identity="v2 of the solver")
    async def solver(context: agents.AgentContext) -> None:
        return None

    described = _agent.descriptor(solver)
    executable = hashlib.sha256(b"v2 of the solver").hexdigest()
    argv = ["evalrouter-sdk:in-code", "solver", "2"]
    expected = {
        "schema": "evalrouter.local-acp-command.v1",
        "argv": argv,
        "executable_sha256": executable,
    }
    text = json.dumps(expected, sort_keys=True, separators=(",", ":"))
    assert described == {
        "kind": "local",
        "command_digest": hashlib.sha256(text.encode()).hexdigest(),
        "declared_name": "solver",
    }

    @agents.define_agent(name="solver", version="2", identity="v3 of the solver")
    async def changed(context: agents.AgentContext) -> None:
        return None

    assert _agent.descriptor(changed)["command_digest"] != described["command_digest"]
    assert _agent.agent_identity(described) == _sources.canonical_hash(
        {"kind": "local", "command_digest": described["command_digest"]}
    )


def test_a_subclass_identity_is_its_source() -> None:
    class One(agents.Agent):
        name = "one"

        async def run(self, context: agents.AgentContext) -> None:
            return None

    class Two(agents.Agent):
        name = "one"

        async def run(self, context: agents.AgentContext) -> str:
            return "end_turn"

    assert "class One" in One().identity()
    assert _agent.descriptor(One()) != _agent.descriptor(Two())
    assert _agent.descriptor(One()) == _agent.descriptor(One())
    assert _agent.descriptor(One())["declared_name"] == "one"


def test_define_agent_refuses_what_is_not_an_async_function() -> None:
    def plain(context: object) -> None:
        return None

    error = code_of(lambda: agents.define_agent(plain))  # type: ignore[arg-type]
    assert error.code == "invalid_input" and error.details == {"argument": "fn"}
    error = code_of(lambda: agents.define_agent(version=2))  # type: ignore[arg-type]
    assert error.details == {"argument": "version"}

    @agents.define_agent
    async def bare(context: agents.AgentContext) -> None:
        return None

    assert isinstance(bare, agents.Agent) and bare.name == "bare"


# ----------------------------------------------------------------------- task sources


def test_task_sources() -> None:
    assert agents.benchmark("gsm8k") == {"profile_ids": ["gsm8k"]}
    assert agents.benchmark("eval://acme/qa/3", split="test", provider="acme") == {
        "eval": "eval://acme/qa/3",
        "split": "test",
        "provider": "acme",
    }
    assert agents.environment("env://acme/support@1") == {
        "environment": "env://acme/support@1",
        "split": "test",
    }
    assert agents.private_benchmark("byob-1@1", "byob-2@1") == {
        "profile_ids": ["byob-1@1", "byob-2@1"]
    }
    assert agents.suite("sv_1") == {"suite_version_id": "sv_1"}
    assert _sources.selection_for("gsm8k") == {"profile_ids": ["gsm8k"]}
    assert _sources.selection_for(["a", "b"]) == {"profile_ids": ["a", "b"]}
    raw = {"profile_ids": ["x@1"], "extra": True}
    assert _sources.selection_for(raw) == raw
    # Names are resolved before quoting; a mapping given as such is sent as it is.
    assert isinstance(_sources.selection_for("gsm8k"), _sources.NamedBenchmarks)
    assert not isinstance(_sources.selection_for(raw), _sources.NamedBenchmarks)


@pytest.mark.parametrize(
    ("call", "argument"),
    [
        (lambda: agents.benchmark("gsm8k", split="test"), "split"),
        (lambda: agents.benchmark("gsm8k", provider="x"), "provider"),
        (lambda: agents.benchmark("eval://a/b/1", split="dev"), "split"),
        (lambda: agents.benchmark(""), "eval"),
        (lambda: agents.environment("e", split="nope"), "split"),
        (lambda: agents.private_benchmark(), "ids"),
        (lambda: agents.suite(3), "suite_version_id"),  # type: ignore[arg-type]
        (lambda: _sources.selection_for([]), "tasks"),
        (lambda: _sources.selection_for(3), "tasks"),
        (lambda: _sources.selection_for({}), "tasks"),
    ],
)
def test_task_source_refusals_name_the_argument(call: Any, argument: str) -> None:
    error = code_of(call)
    assert error.code == "invalid_input"
    assert isinstance(error.details, dict) and error.details["argument"] == argument
    assert error.hint


@pytest.mark.parametrize(
    ("value", "micro"),
    [("2", "2000000"), (0, "0"), ("0", "0"), ("0.000001", "1"), (1.5, "1500000")],
)
def test_usd_to_micro(value: Any, micro: str) -> None:
    assert agents.usd_to_micro(value) == micro


@pytest.mark.parametrize("value", ["-1", "0.0000001", float("nan"), "1e3", True, None])
def test_usd_to_micro_refusals(value: Any) -> None:
    assert code_of(lambda: agents.usd_to_micro(value)).code == "invalid_input"


# -------------------------------------------------------------------------- quote body


class Solver(agents.Agent):
    name = "solver"

    async def run(self, context: agents.AgentContext) -> None:
        return None


def plan(**kwargs: Any) -> Any:
    args: dict[str, Any] = {
        "agent": Solver(),
        "model": "sim/gpt-5-mini",
        "tasks": "gsm8k",
        "coverage": None,
        "budget_usd": None,
        "max_charge_microusd": None,
        "limits": None,
        "guardrails": None,
        "batch_id": None,
        "trace": None,
        "trace_redact": None,
        "standard": None,
        "concurrency": None,
    }
    args.update(kwargs)
    return _plan.Plan(args)


def test_the_default_quote_body() -> None:
    body = plan().body
    assert body == {
        "agent": _agent.descriptor(Solver()),
        "model": {"kind": "managed", "route_id": "sim/gpt-5-mini"},
        "selection": {"profile_ids": ["gsm8k"]},
    }


def test_the_quote_body_with_options() -> None:
    body = plan(
        budget_usd="2",
        coverage={"mode": "sample", "sample_count": 3, "seed": 42},
        limits={"max_calls": 5},
        trace="content",
        trace_redact=[r"acct-\d+"],
        concurrency=4,
        batch_id="b1",
    ).body
    assert body["max_charge_microusd"] == "2000000"
    assert body["coverage"] == {"mode": "sample", "sample_count": 3, "seed": 42}
    assert body["limits"] == {"max_calls": 5}
    assert body["trace"]["level"] == "content"
    assert body["concurrency"] == 4 and body["batch_id"] == "b1"
    assert r"acct-\d+" not in json.dumps(body)  # redaction patterns stay here
    # max_charge_microusd wins over budget_usd; zero is a cap too.
    assert plan(budget_usd="2", max_charge_microusd=0).body["max_charge_microusd"] == "0"
    assert plan(coverage=5).body["coverage"] == {"mode": "sample", "sample_count": 5}
    assert plan(coverage=["t1"]).body["coverage"] == {"mode": "tasks", "task_ids": ["t1"]}


@pytest.mark.parametrize(
    ("kwargs", "code", "argument"),
    [
        (
            {"model": {"kind": "connection", "connection_id": "c"}},
            "client_run_gateway_only",
            "model",
        ),
        ({"model": ""}, "invalid_input", "model"),
        ({"agent": object()}, "invalid_input", "agent"),
        ({"concurrency": 0}, "invalid_input", "concurrency"),
        ({"concurrency": True}, "invalid_input", "concurrency"),
        ({"max_charge_microusd": "1.5"}, "invalid_input", "max_charge_microusd"),
        ({"budget_usd": "-2"}, "invalid_input", "budget_usd"),
        ({"coverage": "some"}, "invalid_input", "coverage"),
        ({"limits": 3}, "invalid_input", "limits"),
        ({"batch_id": 3}, "invalid_input", "batch_id"),
    ],
)
def test_quote_refusals_name_the_argument(kwargs: dict[str, Any], code: str, argument: str) -> None:
    error = code_of(lambda: plan(**kwargs))
    assert error.code == code
    assert isinstance(error.details, dict) and error.details["argument"] == argument


def test_trace_and_redaction_refusals() -> None:
    assert code_of(lambda: plan(trace={"level": "spans", "redact": ["x"]})).code == "invalid_input"
    assert code_of(lambda: plan(trace_redact=["("])).code == "invalid_input"


def test_public_calls_refuse_unknown_keywords_and_wrong_clients() -> None:
    client = EvalRouter(api_key="k", base_url=ORIGIN)
    error = code_of(lambda: agents.quote(client, agnt=Solver()))  # type: ignore[call-arg]
    assert error.code == "invalid_input" and "agent" in (error.hint or "")
    error = code_of(lambda: agents.quote("client", agent=Solver(), model="m", tasks="t"))  # type: ignore[arg-type]
    assert error.code == "invalid_input" and error.details == {"argument": "client"}
    error = code_of(lambda: agents.compare(client, ["run_1"]))
    assert error.details == {"argument": "runs"}
    error = code_of(lambda: agents.AgentRun.resume(client, "", Solver()))
    assert error.details == {"argument": "run_id"}


# ------------------------------------------------------------------------------ grants


def grant(**overrides: Any) -> dict[str, Any]:
    base = "https://other.example.test/v1/client-runs/run_1/attempts/att_1"
    value: dict[str, Any] = {
        "run_id": "run_1",
        "attempt_id": "att_1",
        "attempt": 1,
        "task_ref": "t-1",
        "attempt_url": base,
        "gateway_base_url": base + "/gateway/v1",
        "credential": "ercr_x." + "a" * 43,
        "attempt_deadline_at": 2_000_000_000,
        "limits": {"max_calls": 3, "request_seconds": 60, "bogus": "x"},
        "model_alias": "model",
        "trace": {"level": "spans"},
    }
    value.update(overrides)
    return value


def test_grant_urls_are_checked_then_rebuilt_on_the_clients_origin() -> None:
    parsed = _grants.parse_grant(grant(), "run_1", ORIGIN)
    assert parsed.attempt_url == f"{ORIGIN}/v1/client-runs/run_1/attempts/att_1"
    assert parsed.gateway_base_url == parsed.attempt_url + "/gateway/v1"
    assert parsed.limits == {"max_calls": 3, "request_seconds": 60}
    assert "ercr_" not in repr(parsed)


@pytest.mark.parametrize(
    "overrides",
    [
        {"attempt_url": "https://a.test/v1/client-runs/run_1/attempts/att_2"},
        {"attempt_url": "https://a.test/v1/client-runs/run_1/attempts/att_1?x=1"},
        {"gateway_base_url": "https://a.test/v1/client-runs/run_1/attempts/att_1/gateway"},
        {"gateway_base_url": "https://b.test/v1/client-runs/run_1/attempts/att_1/gateway/v1"},
        {"attempt_url": "ftp://other.example.test/v1/client-runs/run_1/attempts/att_1"},
        {
            "attempt_url": "https://other.example.test/v1/client-runs/run_1/attempts/att_1#f",
            "gateway_base_url": "https://other.example.test/v1/client-runs/run_1/attempts/att_1/gateway/v1#f",
        },
    ],
)
def test_grant_urls_that_do_not_fit_are_refused(overrides: dict[str, Any]) -> None:
    error = code_of(lambda: _grants.parse_grant(grant(**overrides), "run_1", ORIGIN))
    assert error.code == "client_run_attempt_url_invalid"


def test_a_grant_missing_its_fields_is_an_invalid_response() -> None:
    error = code_of(lambda: _grants.parse_grant(grant(credential=None), "run_1", ORIGIN))
    assert error.code == "invalid_response" and error.details == {"field": "credential"}
    error = code_of(lambda: _grants.parse_grant(grant(run_id="run_2"), "run_1", ORIGIN))
    assert error.details == {"field": "run_id"}


# ------------------------------------------------------------------- events and state


def test_events_and_outcomes() -> None:
    event = agents.AttemptEvent("waiting", reason="attempts_busy")
    assert event.as_dict() == {"type": "waiting", "reason": "attempts_busy"}
    assert event.type == "waiting" and event.failure_code is None
    failed = agents.AttemptOutcome("a", "t", "failed", failure_code="client_network_lost")
    assert failed.failure_class == "infrastructure"
    assert (
        agents.AttemptOutcome("a", "t", "failed", failure_code="client_agent_exited").failure_class
        == "agent"
    )
    assert agents.AttemptOutcome("a", "t", "completed").failure_class is None


def test_the_state_file(tmp_path: Path) -> None:
    state = _record.RunState("run_1", tmp_path)
    state.bind("identity-1")
    state.put("att_1", status="started", task_ref="t-1")
    state.put("att_1", status="failed", failure_code="client_network_lost")
    path = tmp_path / "client-runs" / "run_1.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    data = json.loads(path.read_text())
    assert data == {
        "schema": 1,
        "run_id": "run_1",
        "agent_identity": "identity-1",
        "attempts": {
            "att_1": {"status": "failed", "task_ref": "t-1", "failure_code": "client_network_lost"}
        },
    }
    again = _record.RunState("run_1", tmp_path)
    assert again.attempts == data["attempts"]
    again.bind("identity-1")
    error = code_of(lambda: again.bind("identity-2"))
    assert error.code == "client_run_agent_mismatch"
    state.put("att_2", status="failed", task_ref="t-1", retried=True)
    assert state.retries("t-1") == 1 and state.retries("t-2") == 0


def test_an_unreadable_state_file_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "client-runs" / "run_9.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    state = _record.RunState("run_9", tmp_path)
    assert state.attempts == {} and state.agent_identity is None


def test_import_evalrouter_does_not_import_the_agents_runner() -> None:
    code = (
        "import sys, evalrouter; from evalrouter import EvalRouter; "
        "assert 'evalrouter.agents' not in sys.modules; "
        "from evalrouter import agents; assert agents.Agent; "
        "assert 'openai' not in sys.modules and 'opentelemetry' not in sys.modules"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)


def test_evaluate_refuses_callbacks_it_cannot_call() -> None:
    client = EvalRouter(api_key="k", base_url=ORIGIN)

    async def later(event: agents.AttemptEvent) -> None:
        return None

    error = code_of(
        lambda: agents.evaluate(client, agent=Solver(), model="m", tasks="t", on_event=later)
    )
    assert error.code == "invalid_input" and error.details == {"argument": "on_event"}
    error = code_of(
        lambda: agents.evaluate(client, agent=Solver(), model="m", tasks="t", confirm=3)  # type: ignore[arg-type]
    )
    assert error.details == {"argument": "confirm"}


def test_a_run_just_started_replaces_a_stale_record_of_its_id(tmp_path: Path) -> None:
    """A restarted EvalRouter Local (same seed, same port) hands out the same run ids: the
    record a previous run left is not this run's."""
    old = _record.RunState("run_1", tmp_path, scope="s")
    old.begin("agent-a", "2026-12-02T07:00:00Z")
    old.put("att_1", status="started", task_ref="t-1")
    # Another agent now: replaced, not refused.
    fresh = _record.RunState("run_1", tmp_path, scope="s")
    fresh.begin("agent-b", "2026-12-02T07:00:00Z")
    again = _record.RunState("run_1", tmp_path, scope="s")
    assert (again.agent_identity, again.attempts) == ("agent-b", {})
    # The same agent, a run made at another time: replaced too.
    again.put("att_2", status="started", task_ref="t-2")
    later = _record.RunState("run_1", tmp_path, scope="s")
    later.begin("agent-b", "2026-12-02T08:00:00Z")
    assert _record.RunState("run_1", tmp_path, scope="s").attempts == {}
    # The same run started twice (admission is idempotent): its record is kept.
    later.put("att_3", status="started", task_ref="t-3")
    same = _record.RunState("run_1", tmp_path, scope="s")
    same.begin("agent-b", "2026-12-02T08:00:00Z")
    assert list(_record.RunState("run_1", tmp_path, scope="s").attempts) == ["att_3"]
    # resume() with another agent is still refused.
    error = code_of(lambda: _record.RunState("run_1", tmp_path, scope="s").bind("agent-c"))
    assert error.code == "client_run_agent_mismatch"


def test_another_process_running_the_run_is_refused(tmp_path: Path) -> None:
    held = _record.hold_execution("run_1", "scope", tmp_path)
    assert held is not None
    try:
        error = code_of(lambda: _record.hold_execution("run_1", "scope", tmp_path))
        assert error.code == "invalid_state" and "another process" in error.message
        other = _record.hold_execution("run_1", "other-service", tmp_path)  # not this run
        assert other is not None
        os.close(other)
    finally:
        os.close(held)
    again = _record.hold_execution("run_1", "scope", tmp_path)  # released: free again
    assert again is not None
    os.close(again)
