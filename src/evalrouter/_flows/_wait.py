"""Waiting for a run and following its events: ``runs.wait`` polls until the run ends,
``runs.follow`` reads its events in order, resuming at the same cursor after a failure. Both
are read-only: they never submit, retry work or cancel anything."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from evalrouter_generated import _operations as _ops
from evalrouter_generated._contract import RUN_TERMINAL_STATUSES

from .._backoff import backoff, no_jitter
from .._errors import invalid_input
from .._exceptions import (
    ConflictError,
    EvalRouterError,
    NotFoundError,
    WaitTimeout,
    is_transient,
)
from ._steps import NOW, Callback, Emit, Flow, Sleep, call, field_of, read_results, read_run, short

if TYPE_CHECKING:
    from evalrouter_generated.models.result_record import ResultRecord
    from evalrouter_generated.models.run_record import RunRecord

log = logging.getLogger("evalrouter")

TERMINAL = RUN_TERMINAL_STATUSES
PAGE_LIMIT = 100
# wait(): first poll after ~1 s, then x1.5 up to ~10 s, plus up to 10% jitter.
FIRST_POLL, POLL_GROWTH, POLL_CAP, POLL_JITTER = 1.0, 1.5, 10.0, 0.1
FOLLOW_READ_TIMEOUT = 10.0  # each events read: min(10 s, time left), as the API documents


def fetch_results(run_id: str) -> Flow[ResultRecord | None]:
    """The run's results, or None when it has none (failed before any result)."""
    try:
        return (yield from read_results(run_id))
    except (NotFoundError, ConflictError):
        return None


def poll_delay(attempt: int, poll_interval: float | None, random: Callable[[], float]) -> float:
    """Seconds between polls: ``poll_interval`` if given, else a bounded, jittered backoff."""
    if poll_interval is not None:
        return poll_interval
    return backoff(
        attempt,
        first=FIRST_POLL,
        cap=POLL_CAP,
        factor=POLL_GROWTH,
        jitter=POLL_JITTER,
        random=random,
    )


def wait(
    run_id: str,
    *,
    timeout: float,
    poll_interval: float | None = None,
    on_progress: Callable[[Any], object] | None = None,
    wrap: Callable[[RunRecord], Any] = lambda r: r,
    random: Callable[[], float] = lambda: 0.0,
    with_results: bool = True,
) -> Flow[tuple[RunRecord, ResultRecord | None]]:
    """Poll until the run ends. Returns (record, results or None). Never cancels anything."""
    deadline = (yield NOW) + timeout
    attempt = 0
    while True:
        record = yield from read_run(run_id)
        if on_progress is not None:
            yield Callback(on_progress, wrap(record))
        status = field_of(record, "status")
        if is_terminal(status):
            results = (yield from fetch_results(run_id)) if with_results else None
            return record, results
        remaining = deadline - (yield NOW)
        if remaining <= 0:
            raise WaitTimeout(
                f"Run {run_id} is still {status} after {timeout:g}s of waiting; it "
                "goes on on the server.",
                last=wrap(record),
                hint="Wait again with client.runs.wait(run_id), or stop it with run.cancel().",
            )
        yield Sleep(min(poll_delay(attempt, poll_interval, random), remaining))
        attempt += 1


def _type_filter(types: object) -> str | None:
    """``types=`` of follow: one event type or a list of them, sent comma-joined."""
    if types is None or (isinstance(types, str) and types):
        return types
    if isinstance(types, list | tuple) and types and all(isinstance(t, str) and t for t in types):
        return ",".join(types)
    raise invalid_input(
        f"types must be an event type or a list of them, not {short(types)}.",
        argument="types",
        hint='For example types=["run.completed", "unit.completed"].',
    )


def follow(
    run_id: str,
    *,
    after: int | None,
    types: str | list[str] | None,
    timeout: float,
    poll_interval: float,
    disconnect_timeout: float,
) -> Flow[str | None]:
    """Emit the run's events in order until it ends; returns the final status.

    Resumes at the same cursor after transient failures, so nothing is skipped or repeated.
    Read-only: it never submits, retries work or cancels anything.
    """
    cursor = after or 0
    type_filter = _type_filter(types)
    deadline = (yield NOW) + timeout
    failing_since: float | None = None
    last: Any = None
    draining = False
    status: str | None = None

    def timed_out() -> WaitTimeout:
        return WaitTimeout(
            f"Stopped following run {run_id} after {timeout:g}s; it goes on on the server.",
            last=last,
            hint=f"Follow again from where this stopped: client.runs.follow(run_id, "
            f"after={cursor}).",
        )

    while True:
        now = yield NOW
        if now >= deadline:
            raise timed_out()
        try:
            page = yield call(
                _ops.RUNS_EVENTS_LIST,
                run_id,
                after=cursor,
                limit=PAGE_LIMIT,
                type=type_filter,
                timeout=min(FOLLOW_READ_TIMEOUT, deadline - now),
            )
        except Exception as exc:
            if not is_transient(exc):
                raise
            now = yield NOW
            failing_since = now if failing_since is None else failing_since
            if now - failing_since >= disconnect_timeout:
                code = getattr(exc, "code", type(exc).__name__)
                raise EvalRouterError(
                    "api_unreachable",
                    f"Lost contact with the API for {now - failing_since:g}s while following "
                    f"run {run_id} (last error: {code}). The run goes on on the server.",
                    hint=f"Follow again later: client.runs.follow(run_id, after={cursor}).",
                ) from exc
            if now >= deadline:
                raise timed_out() from exc
            # A failing read is tried again at the same cursor, at an even pace (a backoff of
            # factor 1): the run goes on meanwhile, and disconnect_timeout bounds it.
            pause = backoff(0, first=2 * poll_interval, cap=2 * poll_interval, random=no_jitter)
            yield Sleep(min(pause, deadline - now))
            continue
        failing_since = None
        fresh = False
        for event in _listed(page):
            sequence = field_of(event, "sequence")
            if not _is_sequence(sequence):
                log.debug("skipping an event without a usable sequence: %r", sequence)
                continue  # it cannot be placed, so it could not be resumed after either
            if sequence <= cursor:
                continue  # already seen: a resumed read may overlap
            last = event
            cursor = sequence
            fresh = True
            yield Emit(event)
        next_sequence = field_of(page, "next_sequence")
        if _is_sequence(next_sequence) and next_sequence > cursor:
            cursor = next_sequence
        # Read again at once only when this page brought new events; `has_more` with nothing
        # new (or events out of order) is treated as having caught up: back off, never spin.
        if fresh and field_of(page, "has_more") is True:
            continue
        if draining:
            return status
        status = field_of(page, "run_status")
        if not isinstance(status, str):
            # An older server: ask the run itself, then read once more to catch the last events.
            record = yield from read_run(run_id)
            status = field_of(record, "status")
            if is_terminal(status):
                draining = True
                continue
        if is_terminal(status):
            return status
        now = yield NOW
        if now >= deadline:
            raise timed_out()
        yield Sleep(min(poll_interval, deadline - now))


def is_terminal(status: Any) -> bool:
    """The run has ended (a status of another type, or none, is not an end)."""
    return isinstance(status, str) and status in TERMINAL


def _is_sequence(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _listed(page: Any) -> list[Any]:
    items = field_of(page, "data")
    return items if isinstance(items, list) else []
