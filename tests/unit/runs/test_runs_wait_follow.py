"""runs.wait and runs.follow: polling, backoff, timeouts, resuming; injected sleep and clock."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import AsyncRun, EvalRouterError, Run, WaitTimeout
from tests.support.api import FakeAPI, collect, done, make_client
from tests.support.clock import FakeClock
from tests.support.records import error, event, events, result_record, run_record


def statuses(api: FakeAPI, *names: str, run_id: str = "run_1") -> None:
    api.on("GET", f"/runs/{run_id}", *[run_record(run_id, s) for s in names])


# --------------------------------------------------------------------------- wait


async def test_wait_backs_off_from_one_second_to_a_cap(client: Any, api: FakeAPI, clock: FakeClock):
    statuses(api, *["running"] * 9, "completed")
    api.on("GET", "/runs/run_1/results", result_record())
    run = await done(client.runs.wait("run_1"))
    assert run.status == "completed"
    assert clock.sleeps == [1.0, 1.5, 2.25, 3.375, 5.0625, 7.59375, 10.0, 10.0, 10.0]


async def test_jitter_is_added_on_top(mode: str, api: FakeAPI, clock: FakeClock):
    clock.random = lambda: 1.0
    client = make_client(mode, api, clock, max_retries=0)
    statuses(api, "running", "running", "completed")
    api.on("GET", "/runs/run_1/results", result_record())
    await done(client.runs.wait("run_1"))
    assert clock.sleeps == [1.1, 1.65]


async def test_poll_interval_is_honoured_and_progress_sees_every_poll(
    client: Any, api: FakeAPI, clock: FakeClock, mode: str
):
    statuses(api, "queued", "running", "completed")
    api.on("GET", "/runs/run_1/results", result_record())
    seen: list[Any] = []
    await done(client.runs.wait("run_1", poll_interval=4, on_progress=seen.append))
    assert clock.sleeps == [4.0, 4.0]
    assert [r.status for r in seen] == ["queued", "running", "completed"]
    assert all(isinstance(r, Run if mode == "sync" else AsyncRun) for r in seen)


async def test_wait_timeout_carries_the_last_run_and_cancels_nothing(
    client: Any, api: FakeAPI, clock: FakeClock, mode: str
):
    statuses(api, "running")
    with pytest.raises(WaitTimeout) as info:
        await done(client.runs.wait("run_1", timeout=5))
    err = info.value
    assert err.code == "wait_timeout"
    assert isinstance(err.last, Run if mode == "sync" else AsyncRun)
    assert err.last.status == "running"
    assert sum(clock.sleeps) == pytest.approx(5.0)  # the last sleep is cut to the deadline
    assert clock.sleeps == [1.0, 1.5, 2.25, 0.25]
    assert all(r.method == "GET" for r in api.requests)


@pytest.mark.parametrize("status", ["failed", "cancelled", "partial"])
async def test_every_end_state_is_returned_not_raised(client: Any, api: FakeAPI, status: str):
    statuses(api, status)
    api.on("GET", "/runs/run_1/results", error(404, "results_not_found"))
    run = await done(client.runs.wait("run_1"))
    assert run.status == status
    assert run.score is None  # no results, known without I/O
    assert api.calls() == ["GET /runs/run_1", "GET /runs/run_1/results"]


async def test_poll_errors_propagate(client: Any, api: FakeAPI):
    api.on("GET", "/runs/run_1", error(404, "run_not_found"))
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.wait("run_1"))
    assert info.value.code == "run_not_found"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"timeout": 0}, "invalid_input"),
        ({"timeout": float("inf")}, "invalid_input"),
        ({"poll_interval": -1}, "invalid_input"),
    ],
)
async def test_wait_arguments_are_checked(client: Any, api: FakeAPI, kwargs: Any, code: str):
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.wait("run_1", **kwargs))
    assert info.value.code == code
    assert api.requests == []


# --------------------------------------------------------------------------- follow


def follow(client: Any, **kwargs: Any) -> Any:
    return client.runs.follow("run_1", **kwargs)


async def test_follow_yields_events_in_order_until_the_run_ends(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on(
        "GET",
        "/runs/run_1/events",
        events([event(1, "run.queued"), event(2, "run.started")], 2, more=True),
        events([event(3, "weird.new")], 3),
        events([], 3),
        events([event(4, "run.completed")], 4, status="completed"),
    )
    seen = await collect(follow(client))
    assert [(e.sequence, e.type) for e in seen] == [
        (1, "run.queued"),
        (2, "run.started"),
        (3, "weird.new"),  # unknown types pass through
        (4, "run.completed"),
    ]
    assert [r.url.params["after"] for r in api.requests] == ["0", "2", "3", "3"]
    assert {r.url.params["limit"] for r in api.requests} == {"100"}
    assert clock.sleeps == [1.0, 1.0]  # none after has_more
    assert all(r.method == "GET" for r in api.requests)


async def test_follow_resumes_after_a_sequence_with_a_type_filter(client: Any, api: FakeAPI):
    api.on("GET", "/runs/run_1/events", events([event(8)], 8, status="completed"))
    seen = await collect(follow(client, after=7, types=["run.updated", "unit.completed"]))
    assert [e.sequence for e in seen] == [8]
    assert api.calls() == [
        "GET /runs/run_1/events?after=7&limit=100&type=run.updated,unit.completed"
    ]


async def test_transient_failures_retry_the_same_cursor_without_gaps_or_repeats(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on(
        "GET",
        "/runs/run_1/events",
        events([event(1), event(2)], 2),
        error(503, "unavailable"),
        error(502, "bad_gateway"),
        # the server repeats event 2 around the failure; it is not yielded twice
        events([event(2), event(3)], 3, status="completed"),
    )
    seen = await collect(follow(client, poll_interval=0.5))
    assert [e.sequence for e in seen] == [1, 2, 3]
    assert [r.url.params["after"] for r in api.requests] == ["0", "2", "2", "2"]
    assert clock.sleeps == [0.5, 1.0, 1.0]


async def test_non_transient_errors_raise_at_once(client: Any, api: FakeAPI):
    api.on("GET", "/runs/run_1/events", error(403, "forbidden"))
    with pytest.raises(EvalRouterError) as info:
        await collect(follow(client))
    assert info.value.code == "forbidden"
    assert len(api.requests) == 1


async def test_a_long_outage_is_api_unreachable(client: Any, api: FakeAPI, clock: FakeClock):
    api.on("GET", "/runs/run_1/events", error(500, "internal_error"))
    with pytest.raises(EvalRouterError) as info:
        await collect(follow(client, disconnect_timeout=10))
    assert info.value.code == "api_unreachable"
    assert "internal_error" in info.value.message
    assert sum(clock.sleeps) == pytest.approx(10.0)


async def test_follow_timeout_raises_wait_timeout(client: Any, api: FakeAPI, clock: FakeClock):
    api.on("GET", "/runs/run_1/events", events([event(1)], 1), events([], 1))
    with pytest.raises(WaitTimeout) as info:
        await collect(follow(client, timeout=3))
    assert info.value.code == "wait_timeout"
    assert info.value.last.sequence == 1
    assert info.value.hint is not None and "after=1" in info.value.hint


async def test_an_older_server_without_run_status(client: Any, api: FakeAPI, clock: FakeClock):
    api.on(
        "GET",
        "/runs/run_1/events",
        events([event(1)], 1, status=None),
        events([event(2)], 2, status=None),
        events([], 2, status=None),
    )
    statuses(api, "running", "completed")
    seen = await collect(follow(client))
    assert [e.sequence for e in seen] == [1, 2]
    assert api.calls() == [
        "GET /runs/run_1/events?after=0&limit=100",
        "GET /runs/run_1",
        "GET /runs/run_1/events?after=1&limit=100",
        "GET /runs/run_1",
        "GET /runs/run_1/events?after=2&limit=100",  # one last read after the end
    ]


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"after": -1}, "invalid_input"),
        ({"timeout": 0}, "invalid_input"),
        ({"poll_interval": 0}, "invalid_input"),
        ({"disconnect_timeout": -5}, "invalid_input"),
    ],
)
async def test_follow_arguments_are_checked_at_call_time(
    client: Any, api: FakeAPI, kwargs: Any, code: str
):
    with pytest.raises(EvalRouterError) as info:
        follow(client, **kwargs)
    assert info.value.code == code
    assert api.requests == []
