"""Every multi-step flow of runs and name resolution, written once, without I/O.

A flow is a generator. It yields *steps* — :class:`Call` (a client method by attribute path),
:class:`Sleep`, :data:`NOW` (read the clock) or :class:`Emit` (hand a value to the caller) —
and receives each call's result, or has its error thrown in. Two small drivers run flows: one
for :class:`~evalrouter.EvalRouter` (calls return values), one for
:class:`~evalrouter.AsyncEvalRouter` (calls return awaitables). So the sync and async clients
share one implementation, step for step, and tests can drive flows either way.
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Mapping
from dataclasses import dataclass, field
from functools import partial, reduce
from typing import TYPE_CHECKING, Any, TypeVar, cast

from evalrouter_generated import _operations as _ops
from evalrouter_generated._contract import RUN_TERMINAL_STATUSES
from evalrouter_generated._model import JsonValue, Model
from evalrouter_generated._operations import Operation

from . import _config
from . import _resolution as res
from ._boundary import PUBLIC
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    ConflictError,
    EvalRouterError,
    NotFoundError,
    UnexpectedArgument,
    WaitTimeout,
    public,
)
from ._money import check_microusd, format_usd, from_microusd, to_microusd
from ._resolution import ResolvedBenchmark
from ._state import IdempotencyStore, derive_key

if TYPE_CHECKING:
    from evalrouter_generated.models.quote_record import QuoteRecord
    from evalrouter_generated.models.result_record import ResultRecord
    from evalrouter_generated.models.run_record import RunRecord

T = TypeVar("T")
log = logging.getLogger("evalrouter")

TERMINAL = RUN_TERMINAL_STATUSES
MIN_SUBJECTS, MAX_SUBJECTS = 2, 8
PAGE_LIMIT = 100
MAX_PAGES = 5  # catalog reads stop at 500 rows; the slug route is authoritative beyond that
MAX_CONNECTION_PAGES = 1000  # remote agents: every page of GET /connections (bounded all the same)
REMOTE_PREFIX = "remote:"
# wait(): first poll after ~1 s, then x1.5 up to ~10 s, plus up to 10% jitter.
FIRST_POLL, POLL_GROWTH, POLL_CAP, POLL_JITTER = 1.0, 1.5, 10.0, 0.1
FOLLOW_READ_TIMEOUT = 10.0  # each events read: min(10 s, time left), as the API documents
_TRANSIENT_STATUS = frozenset({408, 425, 429})
# Admission whose answer was lost: ask again after 1 s, doubling to 8 s, while the budget lasts
# (the client's total timeout per call; this when it has none).
RECOVERY_FIRST, RECOVERY_CAP, DEFAULT_ADMISSION_BUDGET = 1.0, 8.0, 120.0


# --------------------------------------------------------------------------- steps


@dataclass(frozen=True, slots=True)
class Call:
    """Call a client method by attribute path (``call(_ops.RUNS_EVENTS_LIST, run_id)`` makes
    ``Call("runs.events.list", (run_id,), {})``)."""

    path: str
    args: tuple[Any, ...] = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)

    def target(self, client: Any) -> Callable[..., Any]:
        fn: Callable[..., Any] = reduce(getattr, self.path.split("."), client)
        return fn


@dataclass(frozen=True, slots=True)
class Sleep:
    seconds: float


@dataclass(frozen=True, slots=True)
class Emit:
    value: Any


@dataclass(frozen=True, slots=True)
class Blocking:
    """Blocking local work (the idempotency state file: reads, writes, its lock): run inline by
    the sync driver, in a worker thread by the async one, so the event loop never waits on it."""

    fn: Callable[[], Any]


@dataclass(frozen=True, slots=True)
class Callback:
    """Call the user's callback with ``value``; the async driver awaits an ``async def`` one."""

    fn: Callable[[Any], object]
    value: Any


class _Now:
    def __repr__(self) -> str:
        return "NOW"


NOW = _Now()
Step = Call | Sleep | Emit | Blocking | Callback | _Now
Flow = Generator[Step, Any, T]


def call(op: Operation, *args: Any, **kwargs: Any) -> Call:
    """Call the client method of a generated operation (``_ops.RUNS_GET`` → ``runs._get``)."""
    return Call(op.attr, args, {k: v for k, v in kwargs.items() if v is not None})


# --------------------------------------------------------------------------- drivers


@dataclass
class SyncHooks:
    sleep: Callable[[float], None]
    clock: Callable[[], float]


@dataclass
class AsyncHooks:
    sleep: Callable[[float], Awaitable[None]]
    clock: Callable[[], float]


def run_sync[T](client: Any, flow: Flow[T], hooks: SyncHooks) -> T:
    """Drive a flow that emits nothing to its end and return its result."""
    steps = iterate_sync(client, flow, hooks)
    with PUBLIC:
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                result: T = stop.value
                return result


def iterate_sync[T](client: Any, flow: Flow[T], hooks: SyncHooks) -> Generator[Any, None, T]:
    """Drive a flow, yielding what it emits; returns its result. An ``EvalRouterError`` leaves
    with its SDK frames cut (see :mod:`evalrouter._boundary`); any other is a bug and keeps them."""
    with PUBLIC:
        return (yield from _iterate_sync(client, flow, hooks))


def _iterate_sync[T](client: Any, flow: Flow[T], hooks: SyncHooks) -> Generator[Any, None, T]:
    value: Any = None
    error: Exception | None = None
    try:
        while True:
            try:
                step = flow.throw(error) if error is not None else flow.send(value)
            except StopIteration as stop:
                result: T = stop.value
                return result
            value, error = None, None
            if isinstance(step, Emit):
                yield step.value
                continue
            try:
                if isinstance(step, Call):
                    value = step.target(client)(*step.args, **step.kwargs)
                elif isinstance(step, Sleep):
                    hooks.sleep(step.seconds)
                elif isinstance(step, Blocking):
                    value = step.fn()
                elif isinstance(step, Callback):
                    value = _callback_sync(step)
                else:
                    value = hooks.clock()
            except Exception as exc:
                error = exc
    finally:
        flow.close()


def _callback_sync(step: Callback) -> Any:
    value = step.fn(step.value)
    if inspect.isawaitable(value):
        if inspect.iscoroutine(value):
            value.close()  # never awaited, and never a "was never awaited" warning either
        raise async_callback_refused()
    return value


def async_callback_refused() -> EvalRouterError:
    return EvalRouterError(
        "invalid_input",
        "on_progress is an async function, which the sync client cannot await.",
        hint="Pass a plain function, or use AsyncEvalRouter, which awaits it.",
    )


async def _execute_async(client: Any, step: Step, hooks: AsyncHooks) -> Any:
    if isinstance(step, Call):
        value = step.target(client)(*step.args, **step.kwargs)
        if inspect.isawaitable(value):
            value = await value
        return value
    if isinstance(step, Sleep):
        await hooks.sleep(step.seconds)
        return None
    if isinstance(step, Blocking):
        from anyio import to_thread

        return await to_thread.run_sync(step.fn)
    if isinstance(step, Callback):
        value = step.fn(step.value)
        if inspect.isawaitable(value):
            value = await value
        return value
    return hooks.clock()


async def run_async[T](client: Any, flow: Flow[T], hooks: AsyncHooks) -> T:
    """The async twin of :func:`run_sync`."""
    result: list[T] = []
    with PUBLIC:
        async for _ in iterate_async(client, flow, hooks, result):
            raise RuntimeError("this flow emits values; drive it with iterate_async")
        return result[0]


async def iterate_async[T](
    client: Any, flow: Flow[T], hooks: AsyncHooks, result: list[T] | None = None
) -> AsyncIterator[Any]:
    """The async twin of :func:`iterate_sync`; an async generator cannot return a value, so
    the flow's result is appended to ``result`` when one is given."""
    value: Any = None
    error: Exception | None = None
    with PUBLIC:
        try:
            while True:
                try:
                    step = flow.throw(error) if error is not None else flow.send(value)
                except StopIteration as stop:
                    if result is not None:
                        result.append(stop.value)
                    return
                value, error = None, None
                if isinstance(step, Emit):
                    yield step.value
                    continue
                try:
                    value = await _execute_async(client, step, hooks)
                except Exception as exc:
                    error = exc
        finally:
            flow.close()


def single(op: Operation, *args: Any, **kwargs: Any) -> Flow[Any]:
    """A flow of one call."""
    return (yield call(op, *args, **kwargs))


def _value(obj: Any, name: str) -> Any:
    return res._get(obj, name)


def _wire_map(obj: Any) -> Model | dict[str, Any] | None:
    """What reads like the JSON received: a record or a dict as they are, a page's JSON."""
    if isinstance(obj, Model | dict):
        return obj
    data = obj.to_dict() if hasattr(obj, "to_dict") else None  # a page
    return data if isinstance(data, dict) else None


def _has(obj: Any, name: str) -> bool:
    """The service sent ``name`` (null counts; absent does not)."""
    data = _wire_map(obj)
    return data is not None and name in data


def _wire(obj: Any, name: str) -> Any:
    """A field exactly as the service sent it (None when absent)."""
    data = _wire_map(obj)
    return data[name] if data is not None and name in data else None


# --------------------------------------------------------------------------- catalog reads


def list_all(op: Operation, required: tuple[str, ...] = ("id",), **params: Any) -> Flow[list[Any]]:
    """Up to MAX_PAGES pages of a catalog list, as one list. A page without ``data``, or a row
    without one of the ``required`` fields, is an ``invalid_response`` naming the field."""
    where = f"{op.method} {op.path}"
    items: list[Any] = []
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = yield call(op, limit=PAGE_LIMIT, cursor=cursor, **params)
        if not isinstance(_wire(page, "data"), list):
            raise _missing(where, "data", "a page of the catalog")
        rows = page.data
        for row in rows:
            for name in required:
                value = _value(row, name)
                if not isinstance(value, str) or not value:
                    raise _missing(where, name, "a catalog row")
        items.extend(rows)
        cursor = _value(page, "next_cursor")
        if not cursor:
            break
    return items


def _unavailable(label: str, reason: str, details: Any = None) -> EvalRouterError:
    return EvalRouterError(
        "benchmark_unavailable",
        f"{label} cannot be quoted right now: {reason}.",
        hint="Try again later, or pick another version or benchmark.",
        details=details,
    )


def _not_found(term: str, names: list[str | None]) -> EvalRouterError:
    close = res.did_you_mean(term, names)
    return EvalRouterError(
        "benchmark_not_found",
        f"No benchmark matches {term!r}.",
        hint=res.suggestion_hint(
            close, "List benchmarks with client.benchmarks.list(status='active')."
        ),
        details={"term": term, "suggestions": list[JsonValue](close)},
    )


def resolve_benchmark(term: Any) -> Flow[ResolvedBenchmark]:
    """A benchmark name → the one version that can be quoted (sdk-behavior §10.2)."""
    if isinstance(term, ResolvedBenchmark):
        return term
    if isinstance(term, dict) and "id" in term:
        return res.from_dict(term)
    if not isinstance(term, str) or not term.strip():
        raise res.invalid_name("benchmark", term)
    term = term.strip()
    if res.PRIVATE_ID.fullmatch(term):
        return (yield from _private_benchmark(term))
    if term.startswith(res.EVAL_PREFIX):
        return (yield from _eval_benchmark(term))
    if "@" in term:
        return (yield from _pinned_benchmark(term))
    return (yield from _named_benchmark(term))


def _private_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    record = yield call(_ops.BENCHMARKS_PRIVATE_GET, term)
    if record.id != term:
        raise EvalRouterError(
            "invalid_response",
            f"Asked for private benchmark {term} but the API answered with {record.id!r}.",
        )
    if record.status != "active":
        raise _unavailable(f"Private benchmark {term}", f"it is {record.status}")
    return ResolvedBenchmark(
        id=term,
        slug=term.partition("@")[0],
        version="1",
        name=record.name,
        task_count=record.row_count,
        private=True,
        record=record,
    )


def _eval_benchmark(ref: str) -> Flow[ResolvedBenchmark]:
    record = yield call(_ops.BENCHMARKS_EVALS_GET, ref)
    availability = _value(record, "availability")
    if availability is not None and availability != res.READY:
        reason = _value(record, "availability_reason") or f"it is {availability}"
        raise _unavailable(ref, reason)
    return ResolvedBenchmark(
        id=record.profile_id or record.ref,
        slug=record.name,
        version=str(record.version),
        name=record.display_name,
        task_count=record.task_count,
        eval_reference=record.ref,
        record=record,
    )


def _versions(detail: Any) -> list[Any]:
    rows = _value(detail, "versions")
    if not isinstance(rows, list):
        raise _missing("GET /catalog/benchmarks/{slug}", "versions", "a benchmark")
    return list(rows)


def _choose_version(label: str, rows: list[Any]) -> ResolvedBenchmark:
    if not rows:
        raise EvalRouterError(
            "benchmark_not_found",
            f"The catalog lists no version of {label}.",
            hint="List benchmarks with client.benchmarks.list(status='active').",
            details={"term": label, "versions": []},
        )
    best = res.newest_quotable(rows)
    if best is None:
        newest = max(rows, key=lambda r: res.version_key(r.version))
        raise _unavailable(label, res.unavailable_reason(newest))
    return res.from_catalog(best)


def _pinned_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    slug, _, version = term.rpartition("@")
    if not slug or not version:
        raise EvalRouterError(
            "invalid_input",
            f"{term!r} is not a pinned benchmark.",
            hint='Pin a version as slug@version, e.g. "gsm8k@2".',
        )
    try:
        detail = yield call(_ops.BENCHMARKS_GET, slug)
    except EvalRouterError as exc:
        if exc.code in res.PIN_FALLBACK_CODES:
            return (yield from _eval_benchmark(term))
        raise
    rows = [row for row in _versions(detail) if str(row.version) == version]
    if rows:
        return _choose_version(term, rows)
    # No such version in the catalog: the whole term may be an eval reference (§10.2 step 4).
    # That lookup's own error goes to the user, with the catalog's versions in its hint.
    known = sorted({str(r.version) for r in _versions(detail)}, key=res.version_key)
    try:
        return (yield from _eval_benchmark(term))
    except EvalRouterError as exc:
        if known:
            listed = f"Known versions of {slug}: {', '.join(known)}."
            exc.hint = f"{exc.hint} {listed}" if exc.hint else listed
            if exc.details is None or isinstance(exc.details, dict):
                exc.details = {**(exc.details or {}), "versions": list[JsonValue](known)}
        raise


def _tolerated(exc: EvalRouterError) -> bool:
    """Errors of a speculative slug lookup that just mean "not that"."""
    if isinstance(exc, APIStatusError):
        return exc.status_code < 500
    return exc.code == "invalid_input"


def _named_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    rows = yield from list_all(_ops.BENCHMARKS_LIST, ("id", "slug"), status="active")
    for row in rows:
        if row.id == term:
            if not res.is_quotable(row):
                raise _unavailable(term, res.unavailable_reason(row))
            return res.from_catalog(row)
    by_slug: dict[str, list[Any]] = {}
    for row in rows:
        by_slug.setdefault(row.slug, []).append(row)
    collapsed = [
        res.newest_quotable(group) or max(group, key=lambda r: res.version_key(r.version))
        for group in by_slug.values()
    ]
    matches = res.rank(term, [(r, [r.slug, _value(r, "name"), r.id]) for r in collapsed])
    if not matches:
        try:
            detail = yield call(_ops.BENCHMARKS_GET, term)
        except EvalRouterError as exc:
            if not _tolerated(exc):
                raise
            names = [r.slug for r in collapsed] + [_value(r, "name") for r in collapsed]
            raise _not_found(term, names) from None
        return _choose_version(term, _versions(detail))
    if len(matches) > 1:
        slugs = [m.slug for m in matches]
        raise res.ambiguous("benchmark", term, slugs, slugs[0])
    slug = matches[0].slug
    detail = yield call(_ops.BENCHMARKS_GET, slug)
    return _choose_version(slug, _versions(detail))


def _routes(cache: dict[str | None, list[Any]], benchmark_id: str | None) -> Flow[list[Any]]:
    if benchmark_id not in cache:
        cache[benchmark_id] = yield from list_all(_ops.MODELS_LIST, benchmark=benchmark_id)
    return cache[benchmark_id]


def _last_part(model_id: object) -> str | None:
    """``openai/gpt-5-2025-08-07`` → ``gpt-5-2025-08-07`` (None when there is no model id)."""
    return model_id.rsplit("/", 1)[-1] if isinstance(model_id, str) else None


def _model_not_found(
    term: str, bench: ResolvedBenchmark | None, routes: list[Any]
) -> EvalRouterError:
    names = [r.id for r in routes] + [r.display_name for r in routes]
    close = res.did_you_mean(term, names)
    where = ""
    if bench is not None and bench.shared:
        where = f" among the models that can run {bench.slug}@{bench.version}"
    return EvalRouterError(
        "model_not_found",
        f"No model matches {term!r}{where}.",
        hint=res.suggestion_hint(close, "List models with client.models.list()."),
        details={"term": term, "suggestions": list[JsonValue](close)},
    )


def resolve_model(
    term: Any,
    bench: ResolvedBenchmark | None = None,
    cache: dict[str | None, list[Any]] | None = None,
) -> Flow[dict[str, Any]]:
    """A model name → the quote's ``model`` body (sdk-behavior §10.3)."""
    if isinstance(term, dict):
        return dict(term)
    if not isinstance(term, str) or not term.strip():
        raise res.invalid_name("model", term)
    term = term.strip()
    cache = {} if cache is None else cache
    connection = res.CONNECTION.fullmatch(term)
    if connection:
        return {"kind": "connection", "connection_id": connection.group(1)}
    if term.startswith("connection:"):
        raise EvalRouterError(
            "model_not_found",
            f"{term!r} is not a connection: expected connection:<uuid>.",
            hint="List your connections with client.connections.list().",
        )
    compatible = bench is not None and bench.shared
    if bench is not None and compatible:
        try:
            routes = yield from _routes(cache, bench.id)
        except EvalRouterError as exc:
            if exc.code != "benchmark_not_found":
                raise
            raise EvalRouterError(
                "benchmark_not_found",
                f"{bench.slug}@{bench.version} is not offered for new quotes.",
                hint="Resolve the benchmark again to get its current version.",
            ) from exc
        routes = [r for r in routes if r.id not in res.AGENT_ONLY_ROUTES]
        if not routes:
            raise EvalRouterError(
                "model_not_found",
                f"No managed model can run {bench.slug}@{bench.version} right now.",
                hint="Try again later, or use a connection: model='connection:<id>'.",
            )
    else:
        routes = yield from _routes(cache, None)
    matches = res.rank(
        term,
        [(r, [r.id, r.model_id, r.display_name, _last_part(r.model_id)]) for r in routes],
    )
    if len(matches) == 1:
        return {"kind": "managed", "route_id": matches[0].id}
    if len(matches) > 1:
        raise res.ambiguous("model", term, [res.model_label(r) for r in matches], matches[0].id)
    if bench is not None and compatible:
        everything = yield from _routes(cache, None)
        found = res.rank(term, [(r, [r.id, r.model_id, r.display_name]) for r in everything])
        if len(found) == 1:
            raise (yield from _refusal(found[0], bench, routes))
    raise _model_not_found(term, bench, routes)


def _refusal(route: Any, bench: ResolvedBenchmark, usable: list[Any]) -> Flow[EvalRouterError]:
    """Why a route that exists cannot run this benchmark version, in the API's own code."""
    code, reason = "compatibility_unknown", None
    try:
        rows = yield from list_all(
            _ops.BENCHMARKS_LIST, ("id", "slug"), model=route.id, q=bench.slug
        )
    except EvalRouterError as exc:
        if exc.code != "model_unavailable":
            raise
        code, reason = exc.code, exc.message
    else:
        row = next((r for r in rows if r.id == bench.id), None)
        if row is not None:
            availability = res.availability(row)
            fit = _value(row, "model_fit")
            if availability is not None and _value(availability, "status") == "unavailable":
                code = _value(availability, "reason_code") or "benchmark_unavailable"
                reason = _value(availability, "message")
            elif (
                fit is not None
                and fit.compatible is False
                and _value(fit, "code") not in (None, "fit_unknown")
            ):
                code, reason = fit.code, _value(fit, "message")
    alternatives = [r.id for r in usable[:3]]
    label = f"{bench.slug}@{bench.version}"
    because = f": {reason.rstrip('. ')}" if reason else " (the catalog does not say why)"
    return EvalRouterError(
        code,
        f"{route.display_name} ({route.id}) cannot run {label}{because}. Nothing was started.",
        hint=f"Models that can run {label}: {', '.join(alternatives)}." if alternatives else None,
        details={"route_id": route.id, "profile_id": bench.id, "alternatives": alternatives},
    )


# --------------------------------------------------------------------------- create


@public
class MaxCostExceeded(EvalRouterError):
    """The quote's maximum charge is above ``max_cost``; nothing was started.

    ``.quote`` is the quote, so you can read its plan and cost and decide.
    """

    def __init__(self, quote: QuoteRecord, charge_microusd: str, cap_microusd: str) -> None:
        quote_id = _value(quote, "id")
        super().__init__(
            "quote_exceeds_max_cost",
            f"Quote {quote_id} may charge up to {format_usd(charge_microusd)}, above "
            f"max_cost {format_usd(cap_microusd)}. Nothing was started.",
            hint=f"Raise max_cost to at least {format_usd(charge_microusd)}, or quote less "
            "work (e.g. coverage='sample').",
            details={
                "quote_id": quote_id,
                "max_charge_microusd": charge_microusd,
                "max_cost_microusd": cap_microusd,
            },
        )
        self.quote = quote


def _missing(where: str, name: str, what: str) -> EvalRouterError:
    return EvalRouterError(
        "invalid_response",
        f"The answer to {where} has {what} without `{name}`, which this call needs.",
        hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
        details={"field": name, "operation": where},
    )


def required_id(record: Any, what: str, where: str) -> str:
    """The ``id`` a flow cannot go on without, or an ``invalid_response`` naming the field."""
    value = _value(record, "id")
    if isinstance(value, str) and value:
        return value
    raise EvalRouterError(
        "invalid_response",
        f"The answer to {where} has no {what} `id` (got {_short(value)}).",
        hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
        details={"field": "id", "operation": where},
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_cap(quote: QuoteRecord, cap_microusd: str | None) -> str | None:
    """Check a quote against ``max_cost`` (µUSD) and return the cap to admit it with.

    The quote's ``max_charge_microusd`` must be whole micro-USD digits or null; anything else
    is an ``invalid_response`` naming the field, before anything is started. A cap above
    ``max_cost`` raises :class:`MaxCostExceeded`. A quote without a cap (``null``) is admitted
    with ``max_cost`` as its cap, so the run can never spend more than ``max_cost``; with no
    ``max_cost`` either, the wallet bounds the run. An answer that does not say (the field is
    absent) cannot be checked against ``max_cost``: it is refused, naming the field.
    """
    where = f"Quote {_value(quote, 'id')}"
    # The wire value, not the typed attribute (which reads None for a number or a list): money
    # of the wrong type is refused, never taken for "no cap".
    charge = check_microusd(_wire(quote, "max_charge_microusd"), "max_charge_microusd", where)
    if cap_microusd is None:
        return charge
    if charge is None and not _has(quote, "max_charge_microusd"):
        raise EvalRouterError(
            "invalid_response",
            f"{where} came without max_charge_microusd, so it cannot be checked against "
            f"max_cost ({format_usd(cap_microusd)}); nothing was started.",
            hint="Read the quote again with client.quotes.get(quote_id), or quote again.",
            details={"field": "max_charge_microusd", "quote_id": _value(quote, "id")},
            retryable=True,
        )
    if charge is None:
        return cap_microusd
    if int(charge) > int(cap_microusd):
        raise MaxCostExceeded(quote, charge, cap_microusd)
    return charge


def _invalid(message: str, hint: str | None = None, code: str = "invalid_input") -> EvalRouterError:
    details: dict[str, JsonValue] | None = None
    if code != "invalid_input":  # the code is invalid_input; "invalid_subjects" is the reason
        details = {"argument": code.removeprefix("invalid_"), "reason": code}
    return EvalRouterError("invalid_input", message, hint=hint, details=details)


@dataclass
class CreateArgs:
    """A checked ``runs.create`` call."""

    benchmark: Any = None
    model: Any = None
    subjects: list[Any] | None = None
    max_cost: str | None = None  # µUSD
    quote_id: str | None = None
    dry_run: bool = False
    name: str | None = None
    metadata: dict[str, str] | None = None
    advanced: dict[str, Any] = field(default_factory=dict)
    idempotency_key: str | None = None
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def repeatable(self) -> bool:
        """Calling the same create again can never start a second run: it names its quote,
        or its idempotency_key leads back to the recorded quote and run."""
        return self.idempotency_key is not None or self.quote_id is not None

    def fingerprint(self) -> str:
        """What the create asks for, so a key reused for another create is caught."""

        def plain(value: Any) -> Any:
            if isinstance(value, ResolvedBenchmark):
                return value.to_dict()
            return value

        data = {
            "benchmark": plain(self.benchmark),
            "model": self.model,
            "subjects": self.subjects,
            "max_cost": self.max_cost,
            "quote_id": self.quote_id,
            "name": self.name,
            "metadata": self.metadata,
            "advanced": self.advanced,
        }
        text = json.dumps(data, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()


def _quote_fields() -> tuple[str, ...]:
    from evalrouter_generated.params import QuoteOptions

    return tuple(QuoteOptions.__annotations__)


def _coverage(value: Any) -> dict[str, Any]:
    if isinstance(value, str) and value in ("full", "sample"):
        return {"mode": value}
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return {"mode": "sample", "sample_count": value}
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list | tuple) and value and all(isinstance(v, str) for v in value):
        return {"mode": "tasks", "task_ids": list(value)}
    raise _invalid(
        f"coverage={value!r} is not a coverage.",
        hint="Pass coverage='full', coverage='sample', coverage=25 (a sample of 25 tasks) "
        "or coverage=['task-1', 'task-2'].",
    )


def check_idempotency_key(key: Any) -> str | None:
    return _config.check_idempotency_key(key)


def check_timeout(name: str, value: Any) -> float:
    """A positive, finite number of seconds (the one rule, from the client's settings)."""
    return float(_config.check_timeout(name, value, allow_none=False) or 0)


def prepare_create(
    *,
    benchmark: Any,
    model: Any,
    subjects: Any,
    max_cost: Any,
    quote_id: Any,
    dry_run: bool,
    wait: bool,
    name: Any,
    metadata: Any,
    coverage: Any,
    idempotency_key: Any,
    extra_headers: Any,
    advanced: dict[str, Any],
    parameters: tuple[str, ...] = (),
) -> CreateArgs:
    """Every check ``runs.create`` makes before any request (``parameters``: every name the
    method takes, for "did you mean")."""
    allowed = _quote_fields()
    for key in advanced:
        if key in ("model", "subjects"):
            raise UnexpectedArgument(
                "invalid_input",
                f"Pass the {key} as {key}=..., not as a raw quote field.",
                details={"argument": key, "reason": "unknown_option"},
            )
        if key == "max_charge_microusd":
            raise UnexpectedArgument(
                "invalid_input",
                "Pass the cap as max_cost= in USD (it becomes max_charge_microusd exactly).",
                hint='For example max_cost=5 or max_cost="0.25".',
                details={"argument": key, "reason": "unknown_option"},
            )
        if key not in allowed:
            from ._config import unknown_option

            raise unknown_option("runs.create()", key, parameters or ("coverage", *allowed))
    extras = dict(advanced)
    if coverage is not None:
        extras["coverage"] = _coverage(coverage)
    if quote_id is not None:
        named = (("benchmark", benchmark), ("model", model), ("subjects", subjects))
        given = [n for n, v in named if v is not None] + sorted(extras)
        if given:
            raise _invalid(
                f"quote_id= starts an existing quote; it cannot be combined with "
                f"{', '.join(given)}.",
                hint="Pass either quote_id= or what to run (benchmark=, model=), not both.",
            )
        if not isinstance(quote_id, str) or not quote_id.strip():
            raise _invalid(
                f"quote_id must be a quote id, not {quote_id!r}.",
                hint="Pass the id of a quote, e.g. quote_id=quote.id from a dry_run=True create.",
            )
    else:
        if subjects is not None and model is not None:
            raise _invalid(
                "Pass model= for one model or subjects=[...] to compare several, not both.",
                hint="To compare, list every model in subjects, e.g. "
                "subjects=['gpt-5', 'claude-sonnet-4.5'].",
            )
        if benchmark is None and "selection" not in extras:
            raise _invalid("runs.create() needs a benchmark.", hint='Pass e.g. benchmark="gsm8k".')
        if benchmark is not None:
            _check_benchmark(benchmark)
        if subjects is not None:
            subjects = _check_subjects(subjects)
        elif model is None:
            raise _invalid(
                "runs.create() needs a model (or subjects=[...] to compare several).",
                hint='Pass e.g. model="gpt-5".',
            )
        elif not isinstance(model, dict) and (not isinstance(model, str) or not model.strip()):
            raise res.invalid_name("model", model)
    cap = None if max_cost is None else to_microusd(max_cost)
    if dry_run and wait:
        raise _invalid(
            "dry_run=True only quotes; there is no run to wait for.",
            hint="Drop wait=True, or create the run from the quote: "
            "client.runs.create(quote_id=quote.id, wait=True).",
        )
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise _invalid(f"name must be a non-empty string, not {name!r}.")
    if metadata is not None and (
        not isinstance(metadata, Mapping)
        or not all(isinstance(k, str) and isinstance(v, str) for k, v in metadata.items())
    ):
        raise _invalid(
            "metadata must map strings to strings.", hint='For example metadata={"team": "ml"}.'
        )
    options: dict[str, Any] = {}
    headers = _config.check_headers(extra_headers, "extra_headers")  # before any request
    if headers:
        options["extra_headers"] = headers
    return CreateArgs(
        benchmark=benchmark,
        model=model,
        subjects=subjects,
        max_cost=cap,
        quote_id=quote_id.strip() if isinstance(quote_id, str) else None,
        dry_run=bool(dry_run),
        name=name,
        metadata=dict(metadata) if metadata is not None else None,
        advanced=extras,
        idempotency_key=check_idempotency_key(idempotency_key),
        options=options,
    )


def _check_benchmark(benchmark: Any) -> None:
    if isinstance(benchmark, ResolvedBenchmark | dict):
        return
    if not isinstance(benchmark, str) or not benchmark.strip():
        raise res.invalid_name("benchmark", benchmark)


def _check_subjects(subjects: Any) -> list[Any]:
    hint = "Pass 2 to 8 models, e.g. subjects=['gpt-5', 'claude-sonnet-4.5']."
    if isinstance(subjects, str | bytes | dict) or not isinstance(subjects, list | tuple):
        raise _invalid(
            f"subjects must be a list of model names, not {type(subjects).__name__}.",
            hint=hint,
            code="invalid_subjects",
        )
    if not MIN_SUBJECTS <= len(subjects) <= MAX_SUBJECTS:
        raise _invalid(
            f"subjects lists {len(subjects)} model(s); a comparison runs "
            f"{MIN_SUBJECTS} to {MAX_SUBJECTS}.",
            hint=hint if len(subjects) < MIN_SUBJECTS else "Split the models over several runs.",
            code="invalid_subjects",
        )
    for index, item in enumerate(subjects):
        if isinstance(item, dict):
            continue
        if not isinstance(item, str) or not item.strip():
            raise _invalid(
                f"subjects[{index}] must be a model name, not {item!r}.",
                hint=hint,
                code="invalid_subjects",
            )
    return list(subjects)


def quote_body(args: CreateArgs) -> Flow[dict[str, Any]]:
    """Resolve names and build the ``POST /quotes`` body."""
    body = dict(args.advanced)
    bench: ResolvedBenchmark | None = None
    if "selection" not in body:
        if isinstance(args.benchmark, dict) and "id" not in args.benchmark:
            body["selection"] = dict(args.benchmark)
        else:
            bench = yield from resolve_benchmark(args.benchmark)
            body["selection"] = bench.selection()
    cache: dict[str | None, list[Any]] = {}
    if args.subjects is not None:
        subjects: list[dict[str, Any]] = []
        for item in args.subjects:
            if isinstance(item, dict):
                subjects.append(dict(item) if "model" in item else {"model": dict(item)})
            else:
                subjects.append({"model": (yield from resolve_model(item, bench, cache))})
        body["subjects"] = subjects
    else:
        body["model"] = yield from resolve_model(args.model, bench, cache)
    agent = body.get("agent")
    if isinstance(agent, str) and agent.strip().startswith(REMOTE_PREFIX):
        body["agent"] = yield from remote_agent(agent.strip().removeprefix(REMOTE_PREFIX).strip())
    if args.max_cost is not None:
        body["max_charge_microusd"] = args.max_cost
    return body


def _connection_enabled(row: Any) -> bool:
    """Enabled unless it says otherwise: ``enabled: false`` or a ``disabled_at`` time."""
    disabled_at = _wire(row, "disabled_at")
    return _wire(row, "enabled") is not False and not (isinstance(disabled_at, str) and disabled_at)


def remote_agent(name: str) -> Flow[dict[str, Any]]:
    """``agent="remote:<name>"`` → ``{"kind": "remote", "connection_id": ...}`` (sdk-behavior
    §8.8): every page of ``GET /connections`` is read, and exactly one enabled ``a2a``
    connection must have that name; otherwise ``remote_agent_connection_not_found``."""
    where = "GET /connections"
    enabled: list[Any] = []
    disabled = 0
    cursor: str | None = None
    seen: set[str] = set()
    for _ in range(MAX_CONNECTION_PAGES if name else 0):
        page = yield call(_ops.CONNECTIONS_LIST, limit=PAGE_LIMIT, cursor=cursor)
        rows = _wire(page, "data")
        if not isinstance(rows, list):
            raise _missing(where, "data", "a page of connections")
        for row in rows:
            if _wire(row, "name") != name or _wire(row, "protocol") != "a2a":
                continue
            if _connection_enabled(row):
                enabled.append(row)
            else:
                disabled += 1
        cursor = _wire(page, "next_cursor")
        if not isinstance(cursor, str) or not cursor or cursor in seen:
            break
        seen.add(cursor)
    if len(enabled) == 1:
        return {"kind": "remote", "connection_id": required_id(enabled[0], "connection", where)}
    if len(enabled) > 1:
        ids = [_wire(row, "id") for row in enabled]
        message = (
            f"{len(enabled)} enabled A2A connections are named {name!r}; "
            "agent='remote:<name>' needs exactly one. Nothing was quoted."
        )
        hint = (
            "Rename all but one (client.connections.update), or pass the one you mean: "
            f"agent={{'kind': 'remote', 'connection_id': {ids[0]!r}}}."
        )
    else:
        off = f" ({disabled} with that name is disabled)" if disabled else ""
        message = f"No enabled A2A connection is named {name!r}{off}. Nothing was quoted."
        hint = "List your connections with client.connections.list(), or create an A2A one."
    raise EvalRouterError(
        "remote_agent_connection_not_found",
        message,
        hint=hint,
        details={"name": name, "enabled": len(enabled), "disabled": disabled},
    )


def admission_body(
    quote_id: str,
    cap_microusd: str | None,
    name: str | None = None,
    metadata: dict[str, str] | None = None,
) -> dict[str, Any]:
    """``POST /runs``: the quote and the cap :func:`check_cap` chose (the quote's own, checked;
    ``max_cost`` for a quote without one), never a recomputation."""
    body: dict[str, Any] = {"quote_id": quote_id}
    if cap_microusd is not None:
        body["max_charge_microusd"] = cap_microusd
    if name is not None:
        body["name"] = name
    if metadata is not None:
        body["metadata"] = metadata
    return body


def _reused_key() -> EvalRouterError:
    return EvalRouterError(
        "idempotency_key_reused",
        "This idempotency_key was already used for a different create.",
        hint="Use a new key for a different run; repeat a create with the same arguments to "
        "get its run back.",
    )


@public
class RunStartUnconfirmed(APIConnectionError):
    """``POST /runs`` got no usable answer, after every retry the call's time allowed: the run
    may have started (and been funded).

    ``.quote_id`` is the quote being admitted and ``.idempotency_key`` the admission's key; both
    are in ``details`` too. ``.code`` is the last failure's (``network_error``,
    ``request_timeout``, ``invalid_response``, …) and
    ``details["reason"]`` is ``"run_start_unconfirmed"``. Admission is idempotent per quote, so
    the call in ``.hint``, ``client.runs.create(quote_id=...)``, returns that run if it started
    and never starts a second one.
    """

    quote_id: str

    def __init__(
        self,
        cause: EvalRouterError,
        *,
        quote_id: str,
        idempotency_key: str,
        attempts: int,
        recover: str,
        retryable: bool,
    ) -> None:
        details: dict[str, Any] = {
            "reason": "run_start_unconfirmed",
            "quote_id": quote_id,
            "idempotency_key": idempotency_key,
            "attempts": attempts,
            "cause": cause.code,
        }
        if isinstance(cause.details, dict) and "field" in cause.details:
            details["field"] = cause.details["field"]
        super().__init__(
            cause.code,
            f"Starting a run from quote {quote_id} got no usable answer "
            f"({cause.message.rstrip('.')}). The run may have started.",
            hint=f"Recover it with {recover}: it returns that run if it started, and never "
            "starts a second one.",
            request_id=cause.request_id,
            details=details,
            status_code=cause.status_code,
            retryable=retryable,
            idempotency_key=idempotency_key,
        )
        self.quote_id = quote_id


def recovery_call(
    quote_id: str,
    cap_microusd: str | None = None,
    name: str | None = None,
    metadata: dict[str, str] | None = None,
) -> str:
    """The exact call that gets back the run of ``quote_id`` (or starts it, once, capped)."""
    parts = [f"quote_id={json.dumps(quote_id)}"]
    if cap_microusd is not None:
        dollars = from_microusd(cap_microusd)
        parts.append(f'max_cost="{dollars:f}"')
    if name is not None:
        parts.append(f"name={json.dumps(name)}")
    if metadata is not None:
        parts.append(f"metadata={json.dumps(metadata)}")
    return f"client.runs.create({', '.join(parts)})"


def admit(
    body: dict[str, Any],
    key: str,
    options: Mapping[str, Any],
    *,
    budget: float,
    recover: str,
    repeatable: bool,
) -> Flow[RunRecord]:
    """``POST /runs``, asked again while ``budget`` seconds allow when the answer is lost.

    Admission is idempotent per quote (and the same key goes with every attempt), so asking
    again after a dropped connection, a timeout, a bare gateway 5xx or an unreadable 2xx gives
    back the run that may have started instead of a second one. When no usable answer arrives
    in time, or the API itself answers 5xx, raises :class:`RunStartUnconfirmed`.
    """
    quote_id: str = body["quote_id"]
    deadline = (yield NOW) + budget
    delay = RECOVERY_FIRST
    attempts = 0

    def unconfirmed(cause: EvalRouterError) -> RunStartUnconfirmed:
        return RunStartUnconfirmed(
            cause,
            quote_id=quote_id,
            idempotency_key=key,
            attempts=attempts,
            recover=recover,
            retryable=repeatable,
        )

    while True:
        attempts += 1
        cause: EvalRouterError
        # Each ask (with the transport's own retries inside) gets only what is left, so the
        # whole admission stays within the call's timeout.
        left = deadline - (yield NOW)
        try:
            record = yield call(
                _ops.RUNS_CREATE, body, idempotency_key=key, timeout=left, **options
            )
        except APIConnectionError as exc:  # dropped, timed out, or a gateway answered
            cause = exc
        except APIStatusError as exc:
            # The API answered; an error of its own after the run was funded is possible, and
            # its `retryable` is authoritative: not asked again, but said how to recover.
            if exc.status_code >= 500:
                raise unconfirmed(exc) from exc
            raise
        except EvalRouterError as exc:
            if exc.code != "invalid_response":
                raise
            cause = exc  # a 2xx: the API acted, but its answer cannot be read
        else:
            try:
                required_id(record, "run", "POST /runs")
            except EvalRouterError as exc:
                cause = exc
            else:
                return cast("RunRecord", record)
        now = yield NOW
        if now + delay >= deadline:
            raise unconfirmed(cause) from cause
        log.info(
            "asking again for the run of quote %s in %.0fs (no usable answer: %s)",
            quote_id,
            delay,
            cause.code,
        )
        yield Sleep(delay)
        delay = min(delay * 2, RECOVERY_CAP)


def create(
    args: CreateArgs, store: IdempotencyStore | None, *, budget: float = DEFAULT_ADMISSION_BUDGET
) -> Flow[RunRecord | QuoteRecord]:
    """``runs.create``: quote (or read the quote), check the cap, admit. Returns the quote
    (dry run) or the admitted run record.

    ``.retryable`` of what it raises answers "can this same create be called again without
    starting a second run?": with an idempotency_key or a quote_id it can, so a failure that
    left things unknown is retryable; without, it is not, and the error says how to recover.
    """
    try:
        return (yield from _create(args, store, budget))
    except APIConnectionError as exc:
        if args.repeatable:  # its writes are keyed, or it names its quote: repeating is safe
            exc.retryable = True
        raise


def _create(
    args: CreateArgs, store: IdempotencyStore | None, budget: float
) -> Flow[RunRecord | QuoteRecord]:
    key = args.idempotency_key
    opts = args.options
    fingerprint = args.fingerprint()
    quote: Any = None
    recorded = False
    if key is not None and store is not None:
        entry = yield Blocking(partial(store.get, key))
        if entry is not None:
            if entry.get("fingerprint") != fingerprint:
                raise _reused_key()
            # A record the server does not know (another workspace or service, or a local
            # EvalRouter since restarted) proves nothing was started there: start afresh.
            if entry.get("run_id") and not args.dry_run:
                with contextlib.suppress(NotFoundError):
                    found: RunRecord = yield call(_ops.RUNS_GET, entry["run_id"], **opts)
                    return found
            elif entry.get("quote_id"):
                try:
                    quote = yield call(_ops.QUOTES_GET, entry["quote_id"], **opts)
                    recorded = True
                except NotFoundError:
                    pass
    if recorded:
        quote_id = required_id(quote, "quote", "GET /quotes/{quote_id}")
    else:
        if args.quote_id is not None:
            quote = yield call(_ops.QUOTES_GET, args.quote_id, **opts)
            quote_id = required_id(quote, "quote", "GET /quotes/{quote_id}")
            if quote_id != args.quote_id:
                raise EvalRouterError(
                    "invalid_response",
                    f"Asked for quote {args.quote_id} but the API answered with {quote_id!r}.",
                    details={"field": "id", "quote_id": args.quote_id},
                )
        else:
            body = yield from quote_body(args)
            quote_key = derive_key(key, "quote") if key else None
            quote = yield from _quote(body, quote_key, opts, args.max_cost)
            quote_id = required_id(quote, "quote", "POST /quotes")
        if key is not None and store is not None:
            # The one write of a create: what makes repeating it re-admit this quote. The
            # run needs no record: admitting the same quote again gives back its run.
            record_quote = partial(
                store.put, key, fingerprint=fingerprint, quote_id=quote_id, run_id=None
            )
            yield Blocking(record_quote)
    cap = check_cap(quote, args.max_cost)
    if args.dry_run:
        return cast("QuoteRecord", quote)
    run_key = derive_key(key, "run") if key else str(uuid.uuid4())
    try:
        return (
            yield from admit(
                admission_body(quote_id, cap, args.name, args.metadata),
                run_key,
                opts,
                budget=budget,
                recover=recovery_call(quote_id, args.max_cost, args.name, args.metadata),
                repeatable=args.repeatable,
            )
        )
    except ConflictError as exc:
        # The recorded quote expired before it was ever admitted (an admitted quote answers
        # with its run): quote again under keys derived from the expired one, then admit.
        expired = recorded and exc.code == "quote_expired" and not args.quote_id
        if not expired or key is None or store is None:
            raise
    body = yield from quote_body(args)
    quote = yield from _quote(body, derive_key(key, f"quote:{quote_id}"), opts, args.max_cost)
    quote_id = required_id(quote, "quote", "POST /quotes")
    yield Blocking(partial(store.put, key, fingerprint=fingerprint, quote_id=quote_id))
    cap = check_cap(quote, args.max_cost)
    return (
        yield from admit(
            admission_body(quote_id, cap, args.name, args.metadata),
            derive_key(key, f"run:{quote_id}"),
            opts,
            budget=budget,
            recover=recovery_call(quote_id, args.max_cost, args.name, args.metadata),
            repeatable=True,
        )
    )


def _quote(
    body: dict[str, Any],
    key: str | None,
    opts: Mapping[str, Any],
    cap_microusd: str | None,
    again: str = "runs.create",
) -> Flow[Any]:
    """``POST /quotes`` for ``runs.create`` (or ``run.continue_()``, named by ``again``).

    Never repeated after an ambiguous failure (the transport's rule for it); a lost answer is
    told in the terms of the call the user made: no run was started, so calling it again is
    safe (``.retryable`` is True). A cap the API refuses as below the first task's price is
    told in dollars, as ``max_cost`` was given (micro-USD stay in ``details``).
    """
    try:
        return (yield call(_ops.QUOTES_CREATE, body, idempotency_key=key, **opts))
    except APIConnectionError as exc:
        exc.hint = (
            "No run was started: the connection was lost while quoting, before anything was "
            f"admitted. Calling the same {again} again is safe; a quote that was made anyway "
            "is never started, costs nothing and expires."
        )
        exc.retryable = True
        if exc.details is None or isinstance(exc.details, dict):
            exc.details = {**(exc.details or {}), "stage": "quote", "run_started": False}
        raise
    except APIStatusError as exc:
        minimum = exc.details.get("minimum_cap_microusd") if isinstance(exc.details, dict) else None
        if cap_microusd is not None and isinstance(minimum, str) and minimum.isdigit():
            exc.message = (
                f"max_cost {format_usd(cap_microusd)} is below {format_usd(minimum)}, the most "
                "the first task may cost, so the run could not do any work. Nothing was started."
            )
            exc.args = (exc.message,)
            exc.hint = f"Raise max_cost to at least {format_usd(minimum)}."
        raise


def started(exc: EvalRouterError, args: CreateArgs, run_id: str) -> EvalRouterError:
    """An error raised after ``runs.create`` started run ``run_id`` (while waiting for it):
    calling the same create again would start another run unless it is repeatable."""
    if not args.repeatable:
        exc.retryable = False
        if not isinstance(exc, WaitTimeout):
            exc.hint = (
                f"Run {run_id} was started; wait for it with "
                f"client.runs.wait({json.dumps(run_id)}) rather than creating it again."
            )
        if exc.details is None or isinstance(exc.details, dict):
            exc.details = {**(exc.details or {}), "run_id": run_id}
    return exc


def continue_run(
    run_id: str,
    max_cost: str | None,
    dry_run: bool,
    name: str | None,
    *,
    budget: float = DEFAULT_ADMISSION_BUDGET,
) -> Flow[RunRecord | QuoteRecord]:
    """Quote and admit the unfinished work of a run that stopped early (sdk-behavior §9.6)."""
    record = yield call(_ops.RUNS_GET, run_id)
    body: dict[str, Any] = {"kind": "continuation", "from_run": run_id}
    interruption = _value(record, "interruption")
    if _value(record, "status") == "cancelled" or (
        interruption is not None and _value(interruption, "reason") == "cancelled"
    ):
        body["continuation"] = {"include_owner_stops": True}
    if max_cost is not None:
        body["max_charge_microusd"] = max_cost
    quote = yield from _quote(body, None, {}, max_cost, again="run.continue_()")
    quote_id = required_id(quote, "quote", "POST /quotes")
    cap = check_cap(quote, max_cost)
    if dry_run:
        return cast("QuoteRecord", quote)
    return (
        yield from admit(
            admission_body(quote_id, cap, name),
            str(uuid.uuid4()),
            {},
            budget=budget,
            recover=recovery_call(quote_id, max_cost, name),
            repeatable=False,
        )
    )


# --------------------------------------------------------------------------- wait, follow


def fetch_results(run_id: str) -> Flow[ResultRecord | None]:
    """The run's results, or None when it has none (failed before any result)."""
    try:
        result: ResultRecord = yield call(_ops.RUNS_RESULTS, run_id)
    except (NotFoundError, ConflictError):
        return None
    return result


def poll_delay(attempt: int, poll_interval: float | None, jitter: float) -> float:
    """Seconds between polls: ``poll_interval`` if given, else a bounded, jittered backoff."""
    if poll_interval is not None:
        return poll_interval
    base = min(POLL_CAP, FIRST_POLL * POLL_GROWTH**attempt)
    return base * (1 + POLL_JITTER * jitter)


def wait(
    run_id: str,
    *,
    timeout: float,
    poll_interval: float | None = None,
    on_progress: Callable[[Any], object] | None = None,
    wrap: Callable[[RunRecord], Any] = lambda r: r,
    rng: Callable[[], float] = lambda: 0.0,
    with_results: bool = True,
) -> Flow[tuple[RunRecord, Any]]:
    """Poll until the run ends. Returns (record, results or None). Never cancels anything."""
    deadline = (yield NOW) + timeout
    attempt = 0
    while True:
        record = yield call(_ops.RUNS_GET, run_id)
        if on_progress is not None:
            yield Callback(on_progress, wrap(record))
        status = _value(record, "status")
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
        yield Sleep(min(poll_delay(attempt, poll_interval, rng()), remaining))
        attempt += 1


def _transient(exc: Exception) -> bool:
    if isinstance(exc, APIConnectionError):
        return True
    if isinstance(exc, APIStatusError):
        return exc.status_code >= 500 or exc.status_code in _TRANSIENT_STATUS
    return isinstance(exc, EvalRouterError) and exc.code in ("network_error", "request_timeout")


def _type_filter(types: object) -> str | None:
    """``types=`` of follow: one event type or a list of them, sent comma-joined."""
    if types is None or (isinstance(types, str) and types):
        return types
    if isinstance(types, list | tuple) and types and all(isinstance(t, str) and t for t in types):
        return ",".join(types)
    raise _invalid(
        f"types must be an event type or a list of them, not {_short(types)}.",
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
            if not _transient(exc):
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
            yield Sleep(min(2 * poll_interval, deadline - now))
            continue
        failing_since = None
        fresh = False
        for event in _listed(page):
            sequence = _value(event, "sequence")
            if not _is_sequence(sequence):
                log.debug("skipping an event without a usable sequence: %r", sequence)
                continue  # it cannot be placed, so it could not be resumed after either
            if sequence <= cursor:
                continue  # already seen: a resumed read may overlap
            last = event
            cursor = sequence
            fresh = True
            yield Emit(event)
        next_sequence = _value(page, "next_sequence")
        if _is_sequence(next_sequence) and next_sequence > cursor:
            cursor = next_sequence
        # Read again at once only when this page brought new events; `has_more` with nothing
        # new (or events out of order) is treated as having caught up: back off, never spin.
        if fresh and _value(page, "has_more") is True:
            continue
        if draining:
            return status
        status = _value(page, "run_status")
        if not isinstance(status, str):
            # An older server: ask the run itself, then read once more to catch the last events.
            record = yield call(_ops.RUNS_GET, run_id)
            status = _value(record, "status")
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
    items = _value(page, "data")
    return items if isinstance(items, list) else []


__all__ = [
    "NOW",
    "AsyncHooks",
    "Call",
    "CreateArgs",
    "Emit",
    "MaxCostExceeded",
    "RunStartUnconfirmed",
    "Sleep",
    "SyncHooks",
    "TERMINAL",
    "admit",
    "check_cap",
    "create",
    "follow",
    "iterate_async",
    "iterate_sync",
    "prepare_create",
    "resolve_benchmark",
    "resolve_model",
    "run_async",
    "run_sync",
    "wait",
]
