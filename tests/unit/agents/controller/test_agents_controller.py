"""The controller's decisions against the fake API (each answer used once): claim refusals and
busy back-off, heartbeats and lease loss, finish and its legacy resend, recovery after a crash,
and the in-code driver's endings. Time is injected: nothing here really waits."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import httpx
import pytest

from evalrouter import EvalRouterError, agents
from evalrouter._gateway_errors import admit
from evalrouter.agents._attempt import session as _drivers
from evalrouter.agents._controller import controller as _controller
from evalrouter.agents._controller import local_record as _record
from evalrouter.agents._controller.grants import parse_grant
from evalrouter.agents._incode import context as _context
from evalrouter.agents._incode.driver import InCodeDriver
from tests.support.api import BASE, FakeAPI, make_client
from tests.support.clock import FakeClock

RUN = "run_1"
ORIGIN = BASE
ATTEMPTS = f"/client-runs/{RUN}/attempts"
HEARTBEAT = f"{ATTEMPTS}/att_1/heartbeat"
FINISH = f"{ATTEMPTS}/att_1/finish"


def error(status: int, code: str, **details: Any) -> httpx.Response:
    body = {"error": {"code": code, "message": f"{code} happened", "retryable": False}}
    if details:
        body["error"]["details"] = details
    return httpx.Response(status, json=body)


def grant_body(aid: str = "att_1", task: str = "t-1") -> dict[str, Any]:
    base = f"{ORIGIN}/v1/client-runs/{RUN}/attempts/{aid}"
    return {
        "schema_version": "evalrouter.client-run.v2",
        "run_id": RUN,
        "attempt_id": aid,
        "attempt": 1,
        "task_ref": task,
        "sample_id": "s",
        "unit_id": "u",
        "attempt_url": base,
        "gateway_base_url": base + "/gateway/v1",
        "credential": "ercr_1." + "a" * 43,
        "credential_expires_at": 2_000_000_000,
        "lease_expires_at": 2_000_000_000,
        "lease_generation": 1,
        "attempt_deadline_at": 2_000_000_000,
        "limits": {},
        "model_alias": "m",
        "capabilities": {"task_protocol": "evalrouter.task-protocol.v2", "toolsets": []},
        "composition_sha256": "0" * 64,
        "task_protocol": {},
        "trace": None,
    }


def controller(
    api: FakeAPI, tmp_path: Path, clock: FakeClock | None = None
) -> tuple[_controller.Controller, list[agents.AttemptEvent]]:
    clock = clock or FakeClock()
    client = make_client("async", api, clock, api_key="key", max_retries=0)
    timing = _drivers.RunnerTiming(sleep=clock.async_sleep, tick=clock.async_sleep, monotonic=clock)
    events: list[agents.AttemptEvent] = []
    state = _record.RunState(RUN, tmp_path)
    state.bind("me")
    options = _controller.ControllerOptions(concurrency=2, timing=timing)
    driver = InCodeDriver(agents.Agent(), _context.build_context)
    return _controller.Controller(
        client, RUN, driver, state, events.append, options=options
    ), events


# ------------------------------------------------------------------------------ claims


async def test_no_pending_attempts_ends_the_loop_without_stopping(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, error(409, "client_run_no_pending_attempts"))
    ctl, events = controller(api, tmp_path)
    assert await ctl._claim(None) is None
    assert ctl.stopped is None and events == []


@pytest.mark.parametrize(
    "code", ["run_stopped", "client_run_not_found", "client_run_window_closed"]
)
async def test_a_run_stop_on_claim_stops(tmp_path: Path, code: str) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, error(409, code))
    ctl, _ = controller(api, tmp_path)
    assert await ctl._claim(None) is None
    assert ctl.stopped == code


async def test_a_guardrail_stop_is_an_event(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, error(409, "client_run_guardrail_stopped", guardrail="failures"))
    ctl, events = controller(api, tmp_path)
    assert await ctl._claim(None) is None
    assert ctl.stopped == "client_run_guardrail_stopped"
    assert [e.as_dict() for e in events] == [
        {
            "type": "guardrail_stopped",
            "code": "client_run_guardrail_stopped",
            "reason": "failures",
            "message": "client_run_guardrail_stopped happened",
        }
    ]


async def test_busy_waits_and_claims_again_with_the_same_key(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    busy = error(409, "client_run_attempts_busy")
    api.on(
        "POST",
        ATTEMPTS,
        busy,
        error(409, "client_run_attempts_busy"),
        httpx.Response(201, json=grant_body()),
    )
    clock = FakeClock()
    ctl, events = controller(api, tmp_path, clock)
    grant = await ctl._claim(None)
    assert grant is not None and grant.attempt_id == "att_1"
    assert [e.type for e in events] == ["waiting", "waiting"]
    assert clock.sleeps == [3.0, 6.0]  # backing off
    keys = [b["claim"] for b in api.bodies("POST", ATTEMPTS)]
    assert len(keys) == 3 and keys[0] == keys[1] == keys[2]
    assert keys[0]["controller_id"] == _controller.CONTROLLER_ID


async def test_busy_is_waited_out_for_a_bounded_time_then_the_claim_gives_up(
    tmp_path: Path,
) -> None:
    api = FakeAPI(repeat=True)  # busy for ever: the other controllers hold the concurrency
    api.on("POST", ATTEMPTS, error(409, "client_run_attempts_busy"))
    clock = FakeClock()
    ctl, events = controller(api, tmp_path, clock)
    assert await ctl._claim(None) is None
    assert clock.sleeps[:4] == [3.0, 6.0, 12.0, 15.0]  # up to the cap
    assert set(clock.sleeps[3:]) == {15.0}
    waited = sum(clock.sleeps)
    assert _controller.BUSY_WAIT_SECONDS <= waited < _controller.BUSY_WAIT_SECONDS + 15
    assert len(events) == len(clock.sleeps) + 1  # one waiting event per busy answer
    assert {(e.type, e.reason) for e in events} == {("waiting", "attempts_busy")}
    assert ctl._state.claims == {}  # the claim left nothing open in the local record


async def test_retry_claims(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, error(409, "attempt_not_retryable"))
    ctl, _ = controller(api, tmp_path)
    ctl._state.put("att_0", status="failed", task_ref="t-1", failure_code="client_network_lost")
    assert await ctl._claim("att_0") is None
    assert ctl._state.attempts["att_0"]["retried"] == "refused:attempt_not_retryable"
    assert api.bodies("POST", ATTEMPTS)[0]["retry_of"] == "att_0"

    api.on("POST", ATTEMPTS, httpx.Response(201, json=grant_body("att_2")))
    assert (await ctl._claim("att_0")) is not None
    assert ctl._state.attempts["att_0"]["retried"] is True

    api.on("POST", ATTEMPTS, error(503, "service_unavailable"))
    with pytest.raises(EvalRouterError) as raised:
        await ctl._claim("att_0")
    assert raised.value.code == "service_unavailable"


async def test_an_unexpected_claim_refusal_is_raised(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, error(403, "permission_denied"))
    ctl, _ = controller(api, tmp_path)
    with pytest.raises(EvalRouterError) as raised:
        await ctl._claim(None)
    assert raised.value.code == "permission_denied"


async def test_a_grant_off_the_api_origin_is_rebuilt_on_it(tmp_path: Path) -> None:
    body = grant_body()
    evil = "https://evil.example/v1/client-runs/run_1/attempts/att_1"
    body.update(attempt_url=evil, gateway_base_url=evil + "/gateway/v1")
    api = FakeAPI(repeat=False)
    api.on("POST", ATTEMPTS, httpx.Response(201, json=body))
    ctl, _ = controller(api, tmp_path)
    grant = await ctl._claim(None)
    assert grant is not None and grant.gateway_base_url.startswith(ORIGIN + "/v1/")


# -------------------------------------------------------------------------- heartbeats


def session(ctl: _controller.Controller, done: bool = False) -> _drivers.AttemptSession:
    server = SimpleNamespace(done_event=asyncio.Event(), task=None, tools=None)
    if done:
        server.done_event.set()
    return _drivers.AttemptSession(
        run_id=RUN,
        attempt_id="att_1",
        task_ref="t-1",
        attempt=1,
        deadline_at=ctl._timing.clock() + 3600,
        limits={},
        model_alias="m",
        gateway_base_url=ORIGIN,
        credential="ercr_1." + "a" * 43,
        workspace=Path("."),
        client=ctl._client,
        server=cast("Any", server),
        recorder=cast("Any", SimpleNamespace(enabled=False)),
        timing=ctl._timing,
        halt=asyncio.get_running_loop().create_future(),
    )


async def test_heartbeats_lost_for_longer_than_the_lease_fail_the_attempt(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", HEARTBEAT, httpx.Response(200, json={"attempt_id": "att_1", "state": "active"}))
    api.on("POST", HEARTBEAT, *[error(503, "service_unavailable") for _ in range(10)])
    clock = FakeClock()
    ctl, _ = controller(api, tmp_path, clock)
    one = session(ctl)
    await ctl._beats(one)
    assert one.halt.result() == _drivers.TurnEnd("failed", failure_code="client_network_lost")
    assert api.bodies("POST", HEARTBEAT)[0] == {"acp_state": "prompting"}
    # The first beat after 20 s, then every 20 s; lost once 120 s passed without a renewal.
    assert clock.sleeps == [20.0] * 8 and len(api.bodies("POST", HEARTBEAT)) == 8


async def test_a_run_stop_on_a_heartbeat_stops_the_turn(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", HEARTBEAT, error(409, "run_stopped"))
    ctl, _ = controller(api, tmp_path)
    one = session(ctl)
    await ctl._beats(one)
    assert one.halt.result() == _drivers.TurnEnd("stopped", code="run_stopped")
    assert ctl.stopped == "run_stopped"


async def test_an_attempt_over_on_the_platform_stops_heartbeating_only(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on("POST", HEARTBEAT, error(409, "attempt_closed"))
    ctl, _ = controller(api, tmp_path)
    one = session(ctl)
    await ctl._beats(one)
    assert not one.halt.done() and ctl.stopped is None


# ------------------------------------------------------------------------------ finish


async def test_finish_falls_back_to_the_legacy_form_on_422(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    receipt = {"attempt_id": "att_1", "state": "failed", "failure_code": "client_agent_exited"}
    api.on(
        "POST",
        f"{ATTEMPTS}/att_1/finish",
        error(422, "invalid_request"),
        httpx.Response(200, json=receipt),
    )
    ctl, _ = controller(api, tmp_path)
    body = {"outcome": "completed", "ended_by": "agent_exited"}
    assert await ctl._ending._finish("att_1", cast("Any", body), "client_agent_exited") == receipt
    sent = [r for r in api.requests if r.url.path.endswith("/finish")]
    assert [json.loads(r.content) for r in sent] == [
        body,
        {"outcome": "failed", "failure_code": "client_agent_exited"},
    ]
    assert [r.headers["idempotency-key"] for r in sent] == [
        "cr-finish-att_1",
        "cr-finish-att_1-legacy",
    ]


async def test_finish_after_the_attempt_or_run_ended_is_swallowed(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    api.on(
        "POST", f"{ATTEMPTS}/att_1/finish", error(409, "attempt_closed"), error(409, "run_stopped")
    )
    ctl, _ = controller(api, tmp_path)
    assert await ctl._ending._finish("att_1", {"outcome": "completed"}, None) is None
    assert await ctl._ending._finish("att_1", {"outcome": "completed"}, None) is None
    assert ctl.stopped == "run_stopped"


async def test_recovery_finishes_started_attempts_and_queues_their_retry(tmp_path: Path) -> None:
    api = FakeAPI(repeat=False)
    finish = f"{ATTEMPTS}/att_7/finish"
    api.on("POST", finish, httpx.Response(200, json={"attempt_id": "att_7", "state": "failed"}))
    ctl, _ = controller(api, tmp_path)
    ctl._state.put("att_7", status="started", task_ref="t-7")
    ctl._state.put("att_8", status="failed", task_ref="t-8", failure_code="client_agent_exited")
    ctl._state.put("att_9", status="failed", task_ref="t-9", failure_code="client_network_lost")
    await ctl._recover()
    assert api.bodies("POST", finish) == [
        {"outcome": "failed", "failure_code": "client_controller_crashed"}
    ]
    assert ctl._state.attempts["att_7"]["status"] == "failed"
    assert list(ctl._retries) == ["att_7", "att_9"]  # never the agent's own failure


async def test_an_agent_that_gave_up_after_a_refusal_fails_with_the_refusals_code(
    tmp_path: Path,
) -> None:
    api = FakeAPI(repeat=False)
    receipt = {"attempt_id": "att_1", "state": "failed", "failure_code": "client_no_submission"}
    api.on("POST", FINISH, httpx.Response(200, json=receipt), httpx.Response(200, json=receipt))
    ctl, events = controller(api, tmp_path)
    grant = parse_grant(grant_body(), RUN, BASE.removesuffix("/v1"))
    recorder = cast("Any", SimpleNamespace(enabled=False))
    refusal = admit({"max_output_tokens": 4096}, 0, {"max_tokens": 64000})
    settled: list[bool] = []

    async def settle() -> None:
        settled.append(True)

    one = session(ctl)
    one.server.last_output = None  # type: ignore[attr-defined]
    one.server.settle = settle  # type: ignore[attr-defined]
    one.route = cast("Any", SimpleNamespace(refused=refusal, calls=0))
    # Qwen Code's way: its prompt call fails once the gateway refused its max_tokens.
    failed = _drivers.TurnEnd("completed", ended_by="protocol_error", error_text="prompt_failed")
    outcome = await ctl._ending.complete(grant, None, failed, one, recorder, None)

    assert settled == [True]  # the workspace was settled first: nothing to grade
    assert outcome.failure_code == "client_output_tokens_too_large"
    assert outcome.failure_class == "agent" and outcome.stderr_log
    # The service takes its nearest code; ours stays in the record and the event.
    assert api.bodies("POST", FINISH) == [
        {"outcome": "failed", "failure_code": "client_no_submission"}
    ]
    record = ctl._state.attempts["att_1"]
    assert record["failure_code"] == "client_output_tokens_too_large"
    assert record["failure_reason"] == "gateway_refused"
    [event] = [e for e in events if e.type == "attempt_failed"]
    assert event.failure_code == "client_output_tokens_too_large"
    assert event.reason == "gateway_refused" and event.message == record["failure_hint"]
    assert event.message is not None and "--attempt-max-output-tokens 64000" in event.message

    # Once the agent submitted something, its own ending stands: what it submitted is graded.
    one.server.last_output = {"kind": "answer", "text": "4"}  # type: ignore[attr-defined]
    outcome = await ctl._ending.complete(grant, None, failed, one, recorder, None)
    assert api.bodies("POST", FINISH)[-1] == {"outcome": "completed", "ended_by": "protocol_error"}
    # ... and the refusal it went on past is carried on its outcome, and said.
    assert outcome.refused == "client_output_tokens_too_large"
    [said] = outcome.warnings
    assert "submitted anyway" in said
    [warning] = [e for e in events if e.type == "warning"]
    assert warning.reason == "gateway_refused" and warning.message == said


# ------------------------------------------------------------------------------ driver


def driver_for(fn: Callable[[Any], Any]) -> InCodeDriver:
    agent = agents.define_agent(name="x")(fn)
    return InCodeDriver(agent, lambda s: cast("Any", s))


async def test_driver_endings(tmp_path: Path) -> None:
    ctl, _ = controller(FakeAPI(repeat=False), tmp_path)

    async def returns(context: Any) -> str:
        return "max_tokens"

    assert await driver_for(returns).drive(session(ctl)) == _drivers.TurnEnd(
        "completed", stop_reason="max_tokens"
    )

    async def done_then_lingers(context: Any) -> None:
        context.server.done_event.set()
        await asyncio.sleep(3600)

    end = await driver_for(done_then_lingers).drive(session(ctl))
    assert end == _drivers.TurnEnd("completed", stop_reason="attempt_ended")

    async def stopped(context: Any) -> None:
        raise EvalRouterError("run_stopped", "stopped")

    assert await driver_for(stopped).drive(session(ctl)) == _drivers.TurnEnd(
        "stopped", code="run_stopped"
    )

    async def raises_after_done(context: Any) -> None:
        context.server.done_event.set()
        raise ValueError("late")

    end = await driver_for(raises_after_done).drive(session(ctl))
    assert end == _drivers.TurnEnd("completed", stop_reason="attempt_ended")

    async def hangs(context: Any) -> None:
        await asyncio.Event().wait()

    end = await driver_for(hangs).drive(session(ctl))  # the injected tick ends the turn
    assert end == _drivers.TurnEnd("completed", ended_by="deadline")

    halted = session(ctl)
    halted.end(_drivers.TurnEnd("failed", failure_code="client_controller_crashed"))
    end = await driver_for(hangs).drive(halted)
    assert end.failure_code == "client_controller_crashed"


def test_turn_seconds_leave_time_to_settle() -> None:
    timing = _drivers.RunnerTiming(clock=lambda: 1000.0)
    one = SimpleNamespace(deadline_at=1000.0 + 1800, timing=timing)
    assert _drivers.AttemptSession.turn_seconds(cast("Any", one)) == 1800 - 60
    one.deadline_at = 1000.0 + 100
    assert _drivers.AttemptSession.turn_seconds(cast("Any", one)) == 90
    one.deadline_at = 999.0
    assert _drivers.AttemptSession.turn_seconds(cast("Any", one)) == 1.0
