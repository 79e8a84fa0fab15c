"""``runs.follow`` always ends or raises (issue 27), on both clients, on the fake clock.

A page whose ``run_status`` is absent, null, of another type or a string this SDK does not know
asks the run itself; a run that has ended ends the follow after one last read. When neither the
page nor the run says (or pages say ``has_more`` and never move the cursor), the follow raises
``invalid_response`` naming the field after ``MAX_FUTILE_READS`` reads, long before its
timeout. ``runs.wait`` does the same for a run read without a ``status``. Events are typed
``RunEvent`` objects holding the JSON exactly as received."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from evalrouter_generated.models.run_event import RunEvent

from evalrouter import EvalRouterError
from evalrouter._flows._wait import MAX_FUTILE_READS, RUN_STATUSES
from tests.support.api import FakeAPI, collect, done
from tests.support.clock import FakeClock
from tests.support.records import event, events, run_record

ROOT = Path(__file__).resolve().parents[3]
TIMEOUT = 3600.0


def page(items: list[Any], nxt: int, **fields: Any) -> dict[str, Any]:
    """An events page with ``fields`` as given (``run_status`` absent unless given)."""
    return {"data": items, "has_more": False, "next_sequence": nxt, **fields}


def run_without_status(run_id: str = "run_1") -> dict[str, Any]:
    return {k: v for k, v in run_record(run_id).items() if k != "status"}


UNUSABLE = {
    "absent": {},
    "null": {"run_status": None},
    "int": {"run_status": 7},
    "list": {"run_status": ["completed"]},
    "unknown_string": {"run_status": "fuzz_unknown_variant"},
}


@pytest.mark.parametrize("case", list(UNUSABLE), ids=list(UNUSABLE))
async def test_a_page_without_a_usable_status_asks_the_run_and_ends_when_it_has(
    client: Any, api: FakeAPI, clock: FakeClock, case: str
):
    api.on(
        "GET",
        "/runs/run_1/events",
        page([event(1)], 1, **UNUSABLE[case]),
        page([event(2)], 2, **UNUSABLE[case]),
        page([], 2, **UNUSABLE[case]),
    )
    api.on("GET", "/runs/run_1", run_record("run_1", "running"), run_record("run_1", "failed"))
    seen = await collect(client.runs.follow("run_1", timeout=TIMEOUT))
    assert [e.sequence for e in seen] == [1, 2]
    assert api.calls() == [
        "GET /runs/run_1/events?after=0&limit=100",
        "GET /runs/run_1",
        "GET /runs/run_1/events?after=1&limit=100",
        "GET /runs/run_1",
        "GET /runs/run_1/events?after=2&limit=100",  # one last read after the end
    ]
    assert clock.sleeps == [1.0]


async def test_a_newer_status_the_run_confirms_is_followed_until_the_run_ends(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on(
        "GET",
        "/runs/run_1/events",
        page([event(1)], 1, run_status="paused"),
        page([], 1, run_status="paused"),
        page([event(2)], 2, run_status="completed"),
    )
    api.on("GET", "/runs/run_1", run_record("run_1", "paused"))
    seen = await collect(client.runs.follow("run_1", timeout=TIMEOUT))
    assert [e.sequence for e in seen] == [1, 2]
    assert clock.sleeps == [1.0, 1.0]  # a status, though a newer one: followed, not refused


@pytest.mark.parametrize("case", ["absent", "int", "unknown_string"])
async def test_no_status_from_the_page_or_the_run_raises_invalid_response(
    client: Any, api: FakeAPI, clock: FakeClock, case: str
):
    api.on("GET", "/runs/run_1/events", page([event(1)], 1, **UNUSABLE[case]))
    api.on("GET", "/runs/run_1", run_without_status())
    with pytest.raises(EvalRouterError) as info:
        await collect(client.runs.follow("run_1", timeout=TIMEOUT))
    err = info.value
    assert err.code == "invalid_response"
    assert err.details["field"] == "run_status"
    assert "`run_status`" in err.message and "`status`" in err.message
    assert err.hint is not None and "after=1" in err.hint
    run_reads = [c for c in api.calls() if c == "GET /runs/run_1"]
    assert len(run_reads) == MAX_FUTILE_READS
    assert sum(clock.sleeps) == pytest.approx(MAX_FUTILE_READS - 1)  # not the hour's timeout


async def test_the_run_read_failing_for_a_moment_is_ridden_out(
    client: Any, api: FakeAPI, clock: FakeClock
):
    from tests.support.records import error

    api.on("GET", "/runs/run_1/events", page([event(1)], 1), page([], 1))
    api.on("GET", "/runs/run_1", error(503, "unavailable", "busy"), run_record("run_1", "failed"))
    seen = await collect(client.runs.follow("run_1", timeout=TIMEOUT, poll_interval=0.5))
    assert [e.sequence for e in seen] == [1]


async def test_wait_without_a_status_raises_invalid_response(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on("GET", "/runs/run_1", run_without_status())
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.wait("run_1"))
    assert info.value.code == "invalid_response"
    assert info.value.details["field"] == "status"
    assert len(api.requests) == MAX_FUTILE_READS


async def test_events_are_typed_and_hold_the_json_as_received(client: Any, api: FakeAPI):
    odd = {**event(3, "fuzz.new_type"), "extra": {"nested": [1, None]}}
    api.on(
        "GET",
        "/runs/run_1/events",
        events(
            [event(1), {"sequence": "2"}, "not an object", odd, event(2)], 3, status="completed"
        ),
    )
    seen = await collect(client.runs.follow("run_1"))
    assert all(type(e) is RunEvent for e in seen)
    # Without a usable sequence an event cannot be placed: skipped; so is one that goes back.
    assert [e.to_dict() for e in seen] == [event(1), odd]
    assert seen[1].type == "fuzz.new_type" and seen[1]["extra"] == {"nested": [1, None]}


async def test_only_objects_with_an_int_sequence_past_the_cursor_become_events(
    client: Any, api: FakeAPI
):
    """Every JSON kind as an item, every type as a sequence: only an object whose sequence is
    an int (not a bool) past the cursor is an event; nothing else ends or breaks the follow."""
    items = [
        [event(4)],
        7,
        None,
        True,
        2.5,
        "event",
        {},
        {**event(5), "sequence": True},  # a bool is no sequence, though True > 0
        {**event(5), "sequence": 5.0},
        {**event(5), "sequence": [5]},
        {**event(5), "sequence": {"n": 5}},
        {**event(5), "sequence": -1},
        event(0),  # at the cursor: a resumed read may overlap
        event(4),
        event(4),  # the same again: not past the cursor any more
        event(6),
        event(5),  # goes back
    ]
    api.on("GET", "/runs/run_1/events", events(items, 6, status="completed"))
    seen = await collect(client.runs.follow("run_1"))
    assert [type(e) for e in seen] == [RunEvent, RunEvent]
    assert [e.to_dict() for e in seen] == [event(4), event(6)]
    assert api.calls() == ["GET /runs/run_1/events?after=0&limit=100"]


def test_run_statuses_are_the_contracts():
    schemas = json.loads((ROOT / "openapi.json").read_text())["components"]["schemas"]
    page_known = schemas["EventPage"]["properties"]["run_status"]["x-evalrouter-known-values"]
    assert frozenset(page_known) == RUN_STATUSES
