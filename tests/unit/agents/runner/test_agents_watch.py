"""A driver that only watches (``start(controller=False)``): what the service records of each
attempt becomes one ``attempt_started`` and one end event, polls back off while nothing moves,
and the watch ends with the run (or the interrupt). Time is injected: nothing here waits."""

from __future__ import annotations

import asyncio
from typing import Any

from evalrouter_generated.models.run_record import RunRecord

from evalrouter import agents
from evalrouter.agents._attempt.session import RunnerTiming
from evalrouter.agents._runner.watch import RunWatcher
from tests.support.api import FakeAPI, make_client
from tests.support.clock import FakeClock
from tests.support.records import minimal, page

RUN = "run_1"


def attempt(aid: str, state: str, **fields: Any) -> dict[str, Any]:
    task = fields.pop("task_id", f"task-{aid}")
    return minimal(
        "RunAttempt", id=aid, run_id=RUN, task_id=task, attempt_no=1, state=state, **fields
    )


def watcher(
    api: FakeAPI, statuses: list[str], clock: FakeClock
) -> tuple[RunWatcher, list[agents.AttemptEvent]]:
    client = make_client("async", api, clock)
    left = list(statuses)

    async def record(_client: object) -> RunRecord:
        status = left.pop(0) if len(left) > 1 else left[0]
        return RunRecord._wrap({"id": RUN, "status": status})

    events: list[agents.AttemptEvent] = []
    timing = RunnerTiming(sleep=clock.async_sleep, tick=clock.async_sleep, monotonic=clock)
    return RunWatcher(client, RUN, record, events.append, timing), events


async def test_each_attempt_is_started_once_and_ended_once() -> None:
    api = FakeAPI()
    api.on(
        "GET",
        f"/runs/{RUN}/attempts",
        page([attempt("a1", "active")]),
        page([attempt("a1", "graded"), attempt("a2", "active")]),
        page([attempt("a1", "graded"), attempt("a2", "active")]),  # nothing moved
        page(
            [
                attempt("a1", "graded"),
                attempt("a2", "expired", failure_class="infrastructure"),
                attempt("a3", "failed", failure_class="agent", retry_of=None),
                attempt("a4", "cancelled"),
            ]
        ),
    )
    clock = FakeClock()
    watch, events = watcher(api, ["running", "running", "running", "cancelled"], clock)
    outcomes = await watch.run()
    shown = [(e.type, e.attempt_id) for e in events]
    assert shown == [
        ("attempt_started", "a1"),
        ("attempt_finished", "a1"),
        ("attempt_started", "a2"),
        ("attempt_failed", "a2"),
        ("attempt_started", "a3"),
        ("attempt_failed", "a3"),
        ("attempt_started", "a4"),
        ("attempt_stopped", "a4"),
    ]
    classes = {e.attempt_id: e.failure_class for e in events if e.type == "attempt_failed"}
    assert classes == {"a2": "infrastructure", "a3": "agent"}
    assert [(o.attempt_id, o.outcome) for o in outcomes] == [
        ("a1", "completed"),
        ("a2", "failed"),
        ("a3", "failed"),
        ("a4", "stopped"),
    ]
    assert watch.stopped == "run_stopped"  # the run was cancelled
    # Polls back off while nothing moves (the third read), and start over when something does.
    assert clock.sleeps == [0.5, 0.5, 1.0]


async def test_the_watch_ends_with_the_interrupt() -> None:
    api = FakeAPI()
    api.on("GET", f"/runs/{RUN}/attempts", page([]))
    clock = FakeClock()
    watch, events = watcher(api, ["running"], clock)
    clock.on_sleep = lambda _seconds: watch.interrupt.set() if len(clock.sleeps) == 5 else None
    assert await asyncio.wait_for(watch.run(), timeout=10) == []
    assert events == [] and len(clock.sleeps) == 5
    assert clock.sleeps[-1] == 5.0  # 0.5, 1, 2, 4, then the cap
