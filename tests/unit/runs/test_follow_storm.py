"""``runs.follow()`` never re-requests in a tight loop, whatever the pages say: ``has_more``
with nothing new, a missing, null, repeated or decreasing sequence. It backs off as when it has
caught up, and pages that say ``has_more`` but never move the cursor end it with
``invalid_response`` after a bounded number of reads. Counted on the fake clock: requests over
a bounded stretch of virtual time."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter import EvalRouterError, WaitTimeout
from evalrouter._flows._wait import MAX_FUTILE_READS
from tests.support.api import FakeAPI, collect
from tests.support.clock import FakeClock
from tests.support.records import error, event, run_record

STORM_GUARD = 2000  # far above any bound below: a spinning follow fails here, never hangs
TIMEOUT, POLL = 60.0, 1.0


def page(data: list[Any], **fields: Any) -> dict[str, Any]:
    return {"data": data, "run_status": "running", **fields}


def without(key: str, item: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k != key}


# Each: the first page, then the page the server repeats forever.
PAGES = {
    "has_more_and_nothing": (
        page([event(1)], has_more=False, next_sequence=1),
        page([], has_more=True, next_sequence=1),
    ),
    "has_more_and_repeats": (
        page([event(1), event(2)], has_more=False, next_sequence=2),
        page([event(1), event(2)], has_more=True, next_sequence=2),
    ),
    "has_more_and_older_events": (
        page([event(5)], has_more=False, next_sequence=5),
        page([event(3), event(4)], has_more=True, next_sequence=4),
    ),
    "sequence_null": (
        page([event(1)], has_more=False, next_sequence=1),
        page([{**event(2), "sequence": None}], has_more=True, next_sequence=None),
    ),
    "sequence_missing": (
        page([event(1)], has_more=False, next_sequence=1),
        page([without("sequence", event(2))], has_more=True),
    ),
    "sequence_wrong_type": (
        page([event(1)], has_more=False, next_sequence=1),
        page([{**event(2), "sequence": "2"}], has_more=True, next_sequence="2"),
    ),
    "next_sequence_backwards": (
        page([event(7)], has_more=False, next_sequence=7),
        page([], has_more=True, next_sequence=3),
    ),
    "has_more_null": (
        page([event(1)], has_more=False, next_sequence=1),
        page([], has_more=None, next_sequence=1),
    ),
}


def script(api: FakeAPI, first: dict[str, Any], forever: dict[str, Any]) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        served = sum(1 for r in api.requests if r.url.path.endswith("/events"))
        if served > STORM_GUARD:
            return error(400, "request_storm", f"{served} event reads")
        return httpx.Response(200, json=first if served == 1 else forever)

    api.on("GET", "/runs/run_1/events", answer)


@pytest.mark.parametrize("case", list(PAGES), ids=list(PAGES))
async def test_follow_never_spins_whatever_the_pages_say(
    client: Any, api: FakeAPI, clock: FakeClock, case: str
):
    script(api, *PAGES[case])
    start = clock.now
    with pytest.raises(EvalRouterError) as info:
        await collect(client.runs.follow("run_1", timeout=TIMEOUT, poll_interval=POLL))
    reads = [r for r in api.requests if r.url.path.endswith("/events")]
    # At most one read per poll interval over the timeout (plus the first and a last one).
    assert len(reads) <= TIMEOUT / POLL + 2, f"{len(reads)} reads in {TIMEOUT:g}s"
    assert all(s == POLL for s in clock.sleeps[:-1])
    if case != "has_more_null":
        # Pages that say has_more and never move the cursor can never make progress: after
        # MAX_FUTILE_READS of them in a row, invalid_response naming the field, long before the
        # timeout.
        assert info.value.code == "invalid_response", info.value
        assert info.value.details["field"] == "has_more"
        assert len(reads) == 1 + MAX_FUTILE_READS
        assert clock.now - start == pytest.approx(MAX_FUTILE_READS * POLL)
    else:
        assert isinstance(info.value, WaitTimeout)
        assert clock.now - start == pytest.approx(TIMEOUT)


async def test_pages_that_bring_events_are_still_read_at_once(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on(
        "GET",
        "/runs/run_1/events",
        page([event(1)], has_more=True, next_sequence=1),
        page([event(2)], has_more=True, next_sequence=2),
        page([event(3)], has_more=False, next_sequence=3, run_status="completed"),
    )
    seen = await collect(client.runs.follow("run_1"))
    assert [e.sequence for e in seen] == [1, 2, 3]
    assert clock.sleeps == []


async def test_events_without_a_usable_sequence_are_skipped_not_fatal(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on(
        "GET",
        "/runs/run_1/events",
        page(
            [event(1), {**event(2), "sequence": None}, {**event(3), "sequence": "3"}, event(4)],
            has_more=False,
            next_sequence=4,
            run_status="completed",
        ),
    )
    seen = await collect(client.runs.follow("run_1"))
    assert [e.sequence for e in seen] == [1, 4]


@pytest.mark.parametrize("status", [["completed"], {"s": 1}, 7])
async def test_a_run_status_of_another_type_is_not_an_end_and_not_a_crash(
    client: Any, api: FakeAPI, clock: FakeClock, status: Any
):
    api.on(
        "GET", "/runs/run_1/events", page([], has_more=False, next_sequence=0, run_status=status)
    )
    api.on("GET", "/runs/run_1", run_record("run_1", "running"))
    with pytest.raises(WaitTimeout):
        await collect(client.runs.follow("run_1", timeout=5, poll_interval=1))
    assert len(api.requests) <= 2 * (5 + 2)
