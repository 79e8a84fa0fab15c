"""Waiting for a run and following its events: ``runs.wait`` polls until the run ends,
``runs.follow`` reads its events in order, resuming at the same cursor after a failure. Both
ride out transient failures (a dropped connection, a 5xx, a 429) until their own deadline, and
both are read-only: they never submit, retry work or cancel anything. Interrupted (Ctrl+C),
they say which run goes on and how to resume or cancel it."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeGuard

from evalrouter_generated import _operations as _ops
from evalrouter_generated._contract import RUN_TERMINAL_STATUSES

from .._backoff import backoff, no_jitter
from .._errors import NEWER_SERVICE_HINT, invalid_input, invalid_response
from .._exceptions import (
    ConflictError,
    EvalRouterError,
    NotFoundError,
    WaitTimeout,
    is_transient,
)
from ._steps import (
    NOW,
    Call,
    Callback,
    Emit,
    Flow,
    Sleep,
    call,
    field_of,
    note_interrupt,
    read_run,
    short,
    wire_fields,
)

if TYPE_CHECKING:
    from evalrouter_generated.models.result_record import ResultRecord
    from evalrouter_generated.models.run_event import RunEvent
    from evalrouter_generated.models.run_record import RunRecord

log = logging.getLogger("evalrouter")

TERMINAL = RUN_TERMINAL_STATUSES
# Every run status the service documents (EventPage.run_status's x-evalrouter-known-values in
# openapi.json). A page whose run_status is not one of them is not trusted to say whether the
# run has ended: follow asks the run itself.
RUN_STATUSES = frozenset(("queued", "running", "cancelling", "finalizing", *TERMINAL))
# Reads in a row that can never make progress (no status from the page or the run, or pages
# that say has_more and bring nothing) before follow raises invalid_response.
MAX_FUTILE_READS = 5
PAGE_LIMIT = 100
# wait(): first poll after ~1 s, then x1.5 up to ~10 s, plus up to 10% jitter.
FIRST_POLL, POLL_GROWTH, POLL_CAP, POLL_JITTER = 1.0, 1.5, 10.0, 0.1
FOLLOW_READ_TIMEOUT = 10.0  # each events read: min(10 s, time left), as the API documents


# The event types the service documents (RunEvent.type's x-evalrouter-known-values in
# openapi.json); the service filters `type=` by type or by category, the part before the dot.
EVENT_TYPES = (
    "run.queued",
    "run.started",
    "run.updated",
    "run.stopping",
    "run.cancellation_requested",
    "run.completed",
    "unit.completed",
    "unit.deferred",
    "unit.interrupted",
    "capacity.waiting",
    "capacity.resumed",
    "sample.completed",
    "samples.stopped",
    "sandbox.preparing",
    "sandbox.running",
    "sandbox.verifying",
    "sandbox.verified",
    "results.provisional",
    "rollout.changed",
    "provider.progress",
    "provider.preview",
)
EVENT_CATEGORIES = tuple(dict.fromkeys(t.partition(".")[0] for t in EVENT_TYPES))


def fetch_results(run_id: str, timeout: float | None = None) -> Flow[ResultRecord | None]:
    """The run's results, or None when it has none (failed before any result)."""
    try:
        result: ResultRecord = yield call(_ops.RUNS_RESULTS, run_id, timeout=timeout)
    except (NotFoundError, ConflictError):
        return None
    return result


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
    read_timeout: float | None = None,
    awaited: bool = False,
) -> Flow[tuple[RunRecord, ResultRecord | None]]:
    """Poll until the run ends. Returns (record, results or None). Never cancels anything.

    A poll that fails transiently (no answer, a 5xx, a 429: :func:`is_transient`) is made
    again on the wait's own schedule until ``timeout``; any other failure raises at once.
    ``read_timeout`` (the client's ``timeout``) bounds each read, within what is left."""
    try:
        return (
            yield from _wait(
                run_id,
                timeout,
                poll_interval,
                on_progress,
                wrap,
                random,
                with_results,
                read_timeout,
            )
        )
    except KeyboardInterrupt as exc:
        note_interrupt(exc, run_id, awaited=awaited)
        raise


def _wait(
    run_id: str,
    timeout: float,
    poll_interval: float | None,
    on_progress: Callable[[Any], object] | None,
    wrap: Callable[[RunRecord], Any],
    random: Callable[[], float],
    with_results: bool,
    read_timeout: float | None,
) -> Flow[tuple[RunRecord, ResultRecord | None]]:
    deadline = (yield NOW) + timeout
    attempt = blind = 0  # blind: reads in a row without a status
    last: Any = None
    failure: Exception | None = None

    def timed_out(status: object) -> WaitTimeout:
        still = f"still {status}" if last is not None else "not read once"
        lost = ""
        if failure is not None:
            lost = f" (the last poll failed: {getattr(failure, 'code', type(failure).__name__)})"
        return WaitTimeout(
            f"Run {run_id} is {still} after {timeout:g}s of waiting{lost}; it goes on on the "
            "server.",
            last=last,
            hint="Wait again with client.runs.wait(run_id), or stop it with run.cancel().",
        )

    while True:
        left = deadline - (yield NOW)
        # A read gets what is left of the wait (at least a second), within the client's timeout.
        each = max(left, FIRST_POLL)
        if read_timeout is not None:
            each = min(read_timeout, each)
        try:
            record: RunRecord = yield from read_run(run_id, timeout=each)
            status = field_of(record, "status")
            results = None
            if is_terminal(status) and with_results:
                results = yield from fetch_results(run_id, timeout=each)
        except Exception as exc:
            if not is_transient(exc):
                raise
            failure = exc
            log.info("run %s: a poll failed (%s); polling again", run_id, short(exc))
        else:
            failure = None
            last = wrap(record)
            if on_progress is not None:
                yield Callback(on_progress, last)
            if is_terminal(status):
                return record, results
            blind = 0 if isinstance(status, str) else blind + 1
            if blind >= MAX_FUTILE_READS:
                raise invalid_response(
                    f"Run {run_id} was read {blind} times in a row without a `status`, so "
                    "the wait could never tell that it has ended. It goes on on the server.",
                    field="status",
                    run_id=run_id,
                    reads=blind,
                )
        remaining = deadline - (yield NOW)
        if remaining <= 0:
            error = timed_out(field_of(last, "status"))
            if failure is not None:
                raise error from failure
            raise error
        yield Sleep(min(poll_delay(attempt, poll_interval, random), remaining))
        attempt += 1


def _known_type(name: str) -> bool:
    """An event type or category the service filters by: a category (``"sample"``: every
    ``sample.*`` event), a known type, or a newer type of a known category."""
    category, dot, rest = name.partition(".")
    return category in EVENT_CATEGORIES and (not dot or bool(rest))


def type_filter(types: object) -> str | None:
    """``types=`` of follow: an event type or category, or a list of them, sent comma-joined
    as the ``type`` query (the service filters: a category matches every type under it)."""
    if types is None:
        return None
    names = [types] if isinstance(types, str) else types
    if isinstance(names, list | tuple) and names and all(isinstance(t, str) for t in names):
        unknown = [t for t in names if not _known_type(t.strip())]
        if not unknown:
            return ",".join(t.strip() for t in names)
        raise invalid_input(
            f"types names no event type or category the service knows: {short(unknown[0])}. "
            f"Categories: {', '.join(EVENT_CATEGORIES)}; types: {', '.join(EVENT_TYPES)}.",
            argument="types",
            hint='Pass a category (types="sample": every sample.* event) or types, e.g. '
            'types=["run.completed", "unit.completed"].',
            categories=list(EVENT_CATEGORIES),
            types=list(EVENT_TYPES),
        )
    raise invalid_input(
        f"types must be an event type or category, or a list of them, not {short(types)}.",
        argument="types",
        hint='For example types="sample" or types=["run.completed", "unit.completed"].',
    )


def follow(
    run_id: str,
    *,
    after: int | None,
    types: str | None,
    timeout: float,
    poll_interval: float,
    disconnect_timeout: float,
    awaited: bool = False,
) -> Flow[str | None]:
    """Emit the run's events in order until it ends; returns the final status.

    ``types``: the ``type`` filter (:func:`type_filter`). Resumes at the same cursor after
    transient failures, so nothing is skipped or repeated. Read-only: it never submits,
    retries work or cancels anything.
    """
    where = {"cursor": after or 0}
    try:
        return (
            yield from _follow(run_id, where, types, timeout, poll_interval, disconnect_timeout)
        )
    except KeyboardInterrupt as exc:
        q = json.dumps(run_id)
        resume = f"client.runs.follow({q}, after={where['cursor']})"
        if awaited:
            resume = f"async for event in {resume}: ..."
        note_interrupt(exc, run_id, awaited=awaited, resume=resume)
        raise


def _follow(
    run_id: str,
    where: dict[str, int],
    type_filter: str | None,
    timeout: float,
    poll_interval: float,
    disconnect_timeout: float,
) -> Flow[str | None]:
    cursor = where["cursor"]
    deadline: float = (yield NOW) + timeout
    failing_since: float | None = None
    last: Any = None
    draining = False
    status: str | None = None
    blind = stuck = 0  # reads in a row that could not tell the run's state / moved nothing

    def timed_out() -> WaitTimeout:
        return WaitTimeout(
            f"Stopped following run {run_id} after {timeout:g}s; it goes on on the server.",
            last=last,
            hint=f"Follow again from where this stopped: client.runs.follow(run_id, "
            f"after={cursor}).",
        )

    def lost(exc: Exception, now: float) -> float:
        """The pause before reading again after a failed read; raises when it is not transient,
        or contact is lost for ``disconnect_timeout``, or the follow's time is up."""
        nonlocal failing_since
        if not is_transient(exc):
            raise exc
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
        return min(pause, deadline - now)

    while True:
        now = yield NOW
        if now >= deadline:
            raise timed_out()
        try:
            # `call(RUNS_EVENTS_LIST, run_id, after=..., ...)`'s step, made directly (a page
            # is a hot loop): the path parameter, the query (None: not sent), the read's deadline.
            page = yield Call(
                _ops.RUNS_EVENTS_LIST,
                {"run_id": run_id, "after": cursor, "limit": PAGE_LIMIT, "type": type_filter},
                None,
                {"timeout": min(FOLLOW_READ_TIMEOUT, deadline - now)},
            )
        except Exception as exc:
            yield Sleep(lost(exc, (yield NOW)))
            continue
        failing_since = None
        # The page's fields as received (what its typed reads check, without a read each).
        fields = wire_fields(page)
        fresh, cursor = _fresh(fields.get("data"), cursor)
        moved = bool(fresh)
        if fresh:
            last = fresh[-1]
            where["cursor"] = cursor
            yield Emit(fresh)
        next_sequence: object = fields.get("next_sequence")
        if _is_sequence(next_sequence) and next_sequence > cursor:
            cursor = where["cursor"] = next_sequence
            moved = True  # progress, though no event came
        # A server may filter a page after paging: it then brings fewer events than asked
        # (or none) but moves `next_sequence` on and says `has_more`. Read on at once while the
        # cursor moves; `has_more` with the cursor standing still is taken as caught up (back
        # off, never spin), and only then can the run's end end the follow.
        more = fields.get("has_more") is True
        stuck = 0 if moved or not more else stuck + 1
        if moved and more:
            continue
        if draining:
            return status
        status = fields.get("run_status")
        if not (isinstance(status, str) and status in RUN_STATUSES):
            # No status this SDK knows (an older server, or one it cannot read): ask the run
            # itself; if it has ended, read once more to catch the last events.
            now = yield NOW
            try:
                each = min(FOLLOW_READ_TIMEOUT, deadline - now)
                record = yield from read_run(run_id, timeout=each)
            except Exception as exc:
                yield Sleep(lost(exc, (yield NOW)))
                continue
            status = field_of(record, "status")
            blind = 0 if isinstance(status, str) else blind + 1
            if is_terminal(status):
                draining = True
                continue
        else:
            blind = 0
        if is_terminal(status):
            return status
        if blind >= MAX_FUTILE_READS or stuck >= MAX_FUTILE_READS:
            raise _futile(run_id, cursor, blind=blind >= MAX_FUTILE_READS)
        now = yield NOW
        if now >= deadline:
            raise timed_out()
        yield Sleep(min(poll_interval, deadline - now))


def _fresh(items: Any, cursor: int) -> tuple[list[RunEvent], int]:
    """The events of a page's ``data`` after ``cursor``, in order, as typed :class:`RunEvent`
    objects (read from the JSON as received, without a layer per event), and the new cursor.
    An event without a usable ``sequence`` cannot be placed, so it could not be resumed after:
    it is skipped; so is one at or before the cursor (a resumed read may overlap)."""
    from evalrouter_generated.models.run_event import RunEvent

    fresh: list[RunEvent] = []
    if type(items) is not list:  # decoded JSON: a list is a list
        return fresh, cursor
    new = object.__new__
    for item in items:
        try:
            sequence = item["sequence"]  # decoded JSON: only an object has it
        except (KeyError, TypeError):
            continue
        if type(sequence) is int and sequence > cursor:
            # RunEvent._wrap(item), inlined: a page is a hot loop (and `fresh.append` is
            # quicker called as it is than bound ahead)
            fresh.append(event := new(RunEvent))
            event._data = item  # its decoding cache is made on its first typed read
            cursor = sequence
    return fresh, cursor


def _futile(run_id: str, cursor: int, *, blind: bool) -> EvalRouterError:
    """Reads that can never make progress: ``invalid_response`` naming what was wrong."""
    resume = f"client.runs.follow(run_id, after={cursor})"
    if blind:
        return invalid_response(
            f"Following run {run_id}: after {MAX_FUTILE_READS} reads in a row, neither its "
            "events page (`run_status`) nor the run (`status`) said whether it has ended, so "
            "the follow could never end. The run goes on on the server.",
            field="run_status",
            hint=f"{NEWER_SERVICE_HINT} Follow again later with {resume}.",
            run_id=run_id,
            after=cursor,
            reads=MAX_FUTILE_READS,
        )
    return invalid_response(
        f"Following run {run_id}: {MAX_FUTILE_READS} events pages in a row said `has_more` but "
        f"brought no event after {cursor} and did not move `next_sequence`, so the follow could "
        "never make progress. The run goes on on the server.",
        field="has_more",
        hint=f"{NEWER_SERVICE_HINT} Follow again later with {resume}.",
        run_id=run_id,
        after=cursor,
        reads=MAX_FUTILE_READS,
    )


def is_terminal(status: Any) -> bool:
    """The run has ended (a status of another type, or none, is not an end)."""
    return isinstance(status, str) and status in TERMINAL


def _is_sequence(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
