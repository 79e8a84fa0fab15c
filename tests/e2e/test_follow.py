"""``runs.follow``: every event in order, once, until the run ends, across transient failures."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from evalrouter import EvalRouterError, WaitTimeout
from tests.e2e.e2e_env import Env

EVENTS = "/v1/runs/{run_id}/events"


async def _start(env: Env, benchmark: str = "gsm8k@2") -> Any:
    return await env(env.client.runs.create, benchmark=benchmark, model="Sim Large", max_cost=5)


async def _all_events(env: Env, run_id: str) -> list[tuple[int, str]]:
    """The run's whole event log, read directly (the reference follow is checked against)."""
    page = await env(env.client.runs.events.list, run_id, after=0, limit=1000)
    assert not page.has_more
    return [(e.sequence, e.type) for e in page.data]


def _check_sequence(events: list[Any], first: int = 1) -> None:
    sequences = [e.sequence for e in events]
    assert sequences == list(range(first, first + len(sequences))), "gaps or duplicates"


async def test_follow_yields_every_event_in_order_until_the_end(env: Env) -> None:
    run = await _start(env)
    events = await env.collect(env.client.runs.follow(run.id))
    _check_sequence(events)
    assert events[0].type == "run.queued" and events[-1].type == "run.completed"
    assert sum(e.type == "sample.completed" for e in events) == 40
    assert [(e.sequence, e.type) for e in events] == await _all_events(env, run.id)
    # Following is read-only: the only writes are the create's quote and admission.
    writes = [r.operation_id for r in env.local.requests if r.method != "GET"]
    assert writes == ["quotes_create", "runs_create"] and len(env.local.run_ids) == 1
    assert env.clock.sleeps and set(env.clock.sleeps) == {1.0}  # poll_interval between reads
    record = await env(env.client.runs.get, run.id)
    assert record.status == "completed"


async def test_follow_after_resumes_after_that_sequence(env: Env) -> None:
    run = await _start(env)
    everything = await env.collect(env.client.runs.follow(run.id))
    rest = await env.collect(env.client.runs.follow(run.id, after=10))
    _check_sequence(rest, first=11)
    assert [(e.sequence, e.type) for e in rest] == [(e.sequence, e.type) for e in everything[10:]]
    assert await env.collect(env.client.runs.follow(run.id, after=len(everything))) == []


async def test_follow_filters_types(env: Env) -> None:
    run = await _start(env, "mcq-mini")
    events = await env.collect(
        env.client.runs.follow(run.id, types=["run.started", "run.completed"])
    )
    assert [e.type for e in events] == ["run.started", "run.completed"]
    assert env.seen("runs_events_list")[0].query["type"] == "run.started,run.completed"


async def test_follow_reads_every_page_of_a_long_run(env: Env) -> None:
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k",
        subjects=["Sim Small", "Sim Large", "Sim Reasoner"],
        max_cost=10,
    )
    events = await env.collect(env.client.runs.follow(run.id))
    _check_sequence(events)
    assert sum(e.type == "sample.completed" for e in events) == 3 * 48
    assert len(events) > 100  # more than one page (the SDK asks for 100 at a time)
    assert events[-1].type == "run.completed"


async def test_stopping_a_follow_early_changes_nothing(env: Env) -> None:
    run = await _start(env, "mcq-mini")
    taken: list[Any] = []
    iterator = env.client.runs.follow(run.id)
    if env.is_async:
        async for event in iterator:
            taken.append(event)
            if len(taken) == 3:
                break
        await iterator.aclose()
    else:
        for event in iterator:
            taken.append(event)
            if len(taken) == 3:
                break
        iterator.close()
    _check_sequence(taken)
    assert env.seen("runs_cancel") == []
    done = await env(env.client.runs.wait, run.id)
    assert done.status == "completed"


def _fail_bare_503(env: Env) -> None:
    # More failures than the transport retries (1 + 2), so follow itself must resume.
    env.local.faults.fail_next("GET", EVENTS, status=503, bare=True, times=4)


def _drop_connection(env: Env) -> None:
    env.local.faults.drop_connection_next("GET", EVENTS, after_processing=True, times=4)


def _retryable_error(env: Env) -> None:
    env.local.faults.fail_next("GET", EVENTS, status=500, retryable=True, times=5)


@pytest.mark.parametrize(
    "fault", [_fail_bare_503, _drop_connection, _retryable_error], ids=lambda f: f.__name__
)
async def test_follow_survives_a_fault_midway_without_gaps_or_duplicates(
    env: Env, fault: Callable[[Env], None]
) -> None:
    run = await _start(env)
    injected_at: list[int] = []

    def inject(count: int, _event: Any) -> None:
        if count == 5:
            fault(env)
            injected_at.append(len(env.seen("runs_events_list")))

    events = await env.collect(env.client.runs.follow(run.id), on_item=inject)
    assert injected_at, "the fault was never injected"
    reads = env.seen("runs_events_list")
    failed = [r for r in reads[injected_at[0] :] if r.status != 200 or r.dropped]
    assert len(failed) >= 4, "the fault never fired"
    assert env.local.faults.pending == []
    _check_sequence(events)
    assert events[-1].type == "run.completed"
    assert [(e.sequence, e.type) for e in events] == await _all_events(env, run.id)
    # Every read after the fault resumed from the last event seen, never from the start.
    cursors = [int(r.query["after"]) for r in reads]
    assert cursors == sorted(cursors)


@pytest.mark.local(polls_to_complete=None)
async def test_follow_timeout_raises_wait_timeout_and_leaves_the_run(env: Env) -> None:
    run = await _start(env)
    env.local.advance(3)
    seen: list[Any] = []
    with pytest.raises(WaitTimeout) as caught:
        await env.collect(
            env.client.runs.follow(run.id, timeout=5, poll_interval=1),
            on_item=lambda _n, e: seen.append(e),
        )
    assert caught.value.last is not None and caught.value.last.sequence == seen[-1].sequence
    _check_sequence(seen)
    assert env.seen("runs_cancel") == []
    env.local.run_until_done(run.id)
    rest = await env.collect(env.client.runs.follow(run.id, after=seen[-1].sequence))
    _check_sequence(seen + rest)
    assert rest[-1].type == "run.completed"


async def test_follow_gives_up_after_the_disconnect_timeout(env: Env) -> None:
    run = await _start(env)
    env.local.faults.fail_next("GET", EVENTS, status=503, bare=True, times=1000)
    with pytest.raises(EvalRouterError) as caught:
        await env.collect(env.client.runs.follow(run.id, disconnect_timeout=5, poll_interval=1))
    assert caught.value.code == "api_unreachable"
    assert env.seen("runs_cancel") == []
    env.local.faults.clear()


async def test_follow_a_missing_run_is_not_found(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env.collect(env.client.runs.follow("run_missing"))
    assert caught.value.code == "run_not_found" and caught.value.status_code == 404
