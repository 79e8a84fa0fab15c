"""Waiting and following as a stranger meets them (issue 14), on both clients: Ctrl+C says
which run goes on and how to resume or cancel it, without the SDK's frames; a wait rides out a
short outage; ``follow`` reads on while a filtered page says ``has_more``; ``types`` is checked
against the event types and categories the service filters by."""

from __future__ import annotations

import json
import traceback
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter import EvalRouterError, WaitTimeout, agents
from evalrouter.testing import EvalRouterLocal
from tests.support.api import collect, done
from tests.unit.stranger.stranger_support import API, Clock, events, failure, ok, results, run

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def sdk_frames(exc: BaseException) -> list[traceback.FrameSummary]:
    return [
        f
        for f in traceback.extract_tb(exc.__traceback__)
        if "/src/evalrouter/" in f.filename or "/evalrouter_generated/" in f.filename
    ]


def assert_noted(exc: BaseException, run_id: str, mode: str, resume: str) -> None:
    notes = getattr(exc, "__notes__", [])
    assert len(notes) == 1, notes
    (note,) = notes
    aw = "await " if mode == "async" else ""
    assert f"Run {run_id} goes on on the service" in note
    assert resume in note
    assert f'{aw}client.runs.cancel("{run_id}")' in note
    # Nothing of the SDK's machinery in what is printed.
    assert sdk_frames(exc) == []
    text = "".join(traceback.format_exception(exc))
    assert "/_flows/" not in text and "_pipeline.py" not in text and "/httpx/" not in text


# --------------------------------------------------------------------------- 3. Ctrl+C


async def test_ctrl_c_during_a_wait_names_the_run_and_the_calls_to_go_on(mode: str):
    api = API().on("GET", "/runs/run_1", ok(run("run_1", "running")))
    client = api.client(mode, Clock(interrupt_after=2))
    with pytest.raises(KeyboardInterrupt) as info:
        await done(client.runs.wait("run_1"))
    aw = "await " if mode == "async" else ""
    assert_noted(info.value, "run_1", mode, f'{aw}client.runs.wait("run_1")')


async def test_ctrl_c_while_create_waits_names_the_run_it_started(mode: str):
    api = API()
    api.on("POST", "/quotes", ok({"id": "q_1", "max_charge_microusd": "4000000"}))
    api.on("POST", "/runs", ok(run("run_7", "queued")))
    api.on("GET", "/runs/run_7", ok(run("run_7", "running")), KeyboardInterrupt())
    client = api.client(mode)
    with pytest.raises(KeyboardInterrupt) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, wait=True))
    aw = "await " if mode == "async" else ""
    assert_noted(info.value, "run_7", mode, f'{aw}client.runs.wait("run_7")')


async def test_ctrl_c_during_follow_says_where_to_follow_on(mode: str):
    api = API().on("GET", "/runs/run_1/events", ok(events((4, "run.started"))), KeyboardInterrupt())
    client = api.client(mode)
    seen: list[Any] = []
    with pytest.raises(KeyboardInterrupt) as info:
        async_or_sync = client.runs.follow("run_1")
        if mode == "sync":
            seen.extend(async_or_sync)
        else:
            async for event in async_or_sync:
                seen.append(event)
    assert [e.sequence for e in seen] == [4]
    assert_noted(info.value, "run_1", mode, 'client.runs.follow("run_1", after=4)')


def test_ctrl_c_during_agents_evaluate_names_the_run_and_how_to_resume_it():
    class Solver(agents.Agent):
        name = "solver"

        async def run(self, context: agents.AgentContext) -> None:
            await context.task.get()
            await context.task.submit("0")
            await context.task.done()

    def ctrl_c(event: Any) -> None:
        raise KeyboardInterrupt

    local = EvalRouterLocal()
    with pytest.raises(KeyboardInterrupt) as info:
        agents.evaluate(
            local.client(),
            agent=Solver(),
            model="sim/gpt-5-mini",
            tasks="gsm8k",
            coverage=1,
            on_event=ctrl_c,
        )
    (run_id,) = local.run_ids
    assert_noted(info.value, run_id, "sync", f'agents.AgentRun.resume(client, "{run_id}", agent)')


# --------------------------------------------------------------------------- 5. outages


async def test_a_wait_rides_out_an_outage_until_the_api_answers_again(mode: str):
    outage: list[Any] = [httpx.ConnectError("refused"), failure(503, "unavailable")] * 4
    outage += [failure(429, "rate_limited"), httpx.ReadTimeout("slow")] * 2
    api = API().on(
        "GET", "/runs/run_1", ok(run("run_1", "running")), *outage, ok(run("run_1", "completed"))
    )
    api.on("GET", "/runs/run_1/results", ok(results()))
    clock = Clock()
    waited = await done(api.client(mode, clock).runs.wait("run_1", timeout=600))
    assert waited.status == "completed" and waited.score == 0.75
    assert sum(clock.sleeps) > 60  # a minute without an answer, far past the ~3.5 s of before
    # the wait's own pace: ~1 s, x1.5, up to ~10 s
    assert clock.sleeps[:4] == [1.0, 1.5, 2.25, 3.375] and max(clock.sleeps) == 10.0


async def test_an_outage_longer_than_the_wait_ends_in_wait_timeout(mode: str):
    api = API().on("GET", "/runs/run_1", ok(run("run_1", "running")), httpx.ConnectError("x"))
    clock = Clock()
    with pytest.raises(WaitTimeout) as info:
        await done(api.client(mode, clock).runs.wait("run_1", timeout=30))
    err = info.value
    assert err.last is not None and err.last.status == "running"
    assert "network_error" in err.message and isinstance(err.__cause__, EvalRouterError)
    assert sum(clock.sleeps) == pytest.approx(30)


async def test_a_refusal_during_a_wait_raises_at_once(mode: str):
    api = API().on("GET", "/runs/run_1", ok(run("run_1", "running")), failure(404, "run_not_found"))
    clock = Clock()
    with pytest.raises(EvalRouterError) as info:
        await done(api.client(mode, clock).runs.wait("run_1"))
    assert info.value.code == "run_not_found"
    assert len(api.requests) == 2 and clock.sleeps == [1.0]


# --------------------------------------------------------------------------- 6. follow pages


async def test_follow_reads_on_past_pages_a_filter_emptied(mode: str):
    # The service filters after paging: a page may bring no matching event, or fewer than the
    # limit, yet move next_sequence on and say has_more, even once the run has ended.
    api = API().on(
        "GET",
        "/runs/run_1/events",
        ok(events(has_more=True, next_sequence=100, status="completed")),
        ok(events((150, "sample.completed"), has_more=True, next_sequence=200, status="completed")),
        ok(events((250, "sample.completed"), status="completed")),
    )
    clock = Clock()
    got = await collect(api.client(mode, clock).runs.follow("run_1", types="sample"))
    assert [e.sequence for e in got] == [150, 250]
    assert api.calls() == [
        "GET /runs/run_1/events?after=0&limit=100&type=sample",
        "GET /runs/run_1/events?after=100&limit=100&type=sample",
        "GET /runs/run_1/events?after=200&limit=100&type=sample",
    ]
    assert clock.sleeps == []  # read on at once


async def test_follow_still_backs_off_when_has_more_does_not_move_the_cursor(mode: str):
    api = API().on(
        "GET",
        "/runs/run_1/events",
        ok(events((5, "run.started"), has_more=True, next_sequence=5)),
        ok(events(has_more=True, next_sequence=5)),
        ok(events(next_sequence=5, status="completed")),
    )
    clock = Clock()
    got = await collect(api.client(mode, clock).runs.follow("run_1", poll_interval=2))
    assert [e.sequence for e in got] == [5]
    assert clock.sleeps == [2.0]  # no spin on a page that does not move


@pytest.mark.parametrize(
    ("types", "sent"),
    [
        ("sample", "sample"),
        ("sample.completed", "sample.completed"),
        (["run", "unit.completed"], "run,unit.completed"),
        ("provider.new_kind", "provider.new_kind"),  # a newer type of a known category
    ],
)
async def test_follow_sends_types_and_categories_as_the_service_filters_them(
    mode: str, types: Any, sent: str
):
    api = API().on("GET", "/runs/run_1/events", ok(events(status="completed")))
    await collect(api.client(mode).runs.follow("run_1", types=types))
    assert api.requests[0].url.params["type"] == sent


@pytest.mark.parametrize("types", ["bogus", ["run", "smaple.completed"], "sample.", 3, []])
async def test_follow_refuses_types_the_service_does_not_know(mode: str, types: Any):
    api = API()
    with pytest.raises(EvalRouterError) as info:
        await collect(api.client(mode).runs.follow("run_1", types=types))
    assert info.value.code == "invalid_input"
    assert info.value.details["argument"] == "types"  # type: ignore[index]
    if isinstance(types, str):
        assert "Categories: run, unit, capacity, sample, samples" in info.value.message
        assert "sample.completed" in info.value.message
    assert api.requests == []


def test_the_known_event_types_are_the_contracts():
    from evalrouter._flows import EVENT_TYPES

    spec = json.loads((ROOT / "openapi.json").read_text())
    known = spec["components"]["schemas"]["RunEvent"]["properties"]["type"]
    assert list(EVENT_TYPES) == known["x-evalrouter-known-values"]


async def test_a_category_follows_every_event_of_it_on_evalrouter_local(mode: str):
    local = EvalRouterLocal()
    client = local.client() if mode == "sync" else local.async_client()
    created = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5))
    got = await collect(client.runs.follow(created.id, types="sample"))
    assert got and {e.type for e in got} == {"sample.completed"}
