"""The steps a flow yields, and the two drivers that run them.

A flow is a generator, written once and without I/O (as httpx's ``auth_flow``). It yields a
*step*: :class:`Call` (one generated operation), :class:`Sleep`, :data:`NOW` (read the clock),
:class:`Blocking` (local file work), :class:`Callback` (the user's ``on_progress``) or
:class:`Emit` (hand values to the caller); it receives each step's result, or has its error
thrown in. :func:`run_sync`/:func:`iterate_sync` run flows for :class:`~evalrouter.EvalRouter`,
:func:`run_async`/:func:`iterate_async` for :class:`~evalrouter.AsyncEvalRouter`: a call goes
straight to the client's one request path (``client._call``), a pause and a clock read to the
client's :class:`~evalrouter._timing.Timing`.

A driver is given the per-call options of the public call it runs (``extra_headers``,
``extra_query``, ``request_timeout``, ``max_retries``: :func:`call_options`); they go to every
request the flow makes, under what a step sets itself (a follow read's own deadline, an
admission's key). A ``KeyboardInterrupt`` during a step is thrown into the flow, so a flow that
knows its run can say so on the way out (:func:`note_interrupt`), and is then raised as it is.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import AsyncIterator, Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from evalrouter_generated import _operations as _ops
from evalrouter_generated._model import Model
from evalrouter_generated._resource import REQUEST_OPTIONS

from .. import _config
from .._boundary import PUBLIC
from .._errors import invalid_input, invalid_response
from .._exceptions import EvalRouterError

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation
    from evalrouter_generated.models.result_record import ResultRecord
    from evalrouter_generated.models.run_record import RunRecord

    from .._timing import Timing


@dataclass(frozen=True, slots=True)
class Call:
    """Run one generated operation: ``client._call(op, values, body, options)``."""

    op: Operation
    values: Mapping[str, object] = field(default_factory=dict)
    body: object = None
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Sleep:
    seconds: float


@dataclass(frozen=True, slots=True)
class Emit:
    """Hand ``values`` to the caller, in order (a batch: one step for a page of events)."""

    values: Sequence[Any]


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
type Step = Call | Sleep | Emit | Blocking | Callback | _Now
type Flow[T] = Generator[Step, Any, T]


def call(op: Operation, *args: object, **kwargs: Any) -> Call:
    """The step of ``op`` called as its generated method is: path parameters by position (then
    the body, for an operation that takes one), query parameters and request options by
    keyword. ``None`` means "not given", as in the generated methods."""
    path = [p.py for p in op.params if p.location == "path"]
    values: dict[str, object] = dict(zip(path, args, strict=False))
    body = args[len(path)] if len(args) > len(path) else None
    params = {p.py for p in op.params}
    options: dict[str, Any] = {}
    for name, value in kwargs.items():
        if name in params:
            values[name] = value
        elif name in REQUEST_OPTIONS:
            if value is not None:
                options[name] = value
        else:
            raise TypeError(f"{op.attr}() takes no argument {name!r}")
    return Call(op, values, body, options)


CALL_OPTIONS = ("extra_headers", "extra_query", "request_timeout", "max_retries")
"""The per-call options that go to every request of a method that makes several (``timeout``
there is the method's own deadline, and ``idempotency_key`` is the method's to use)."""


def call_options(
    where: str, options: Mapping[str, Any], names: tuple[str, ...] = CALL_OPTIONS
) -> dict[str, Any]:
    """``options``' per-call request options (of ``names``), checked before any request."""
    from .._wire import _extra_query

    out: dict[str, Any] = {}
    for name in names:
        value = options.get(name)
        if value is None:
            continue
        if name == "extra_headers":
            value = _config.check_headers(value, "extra_headers")
        elif name == "extra_query":
            _extra_query(where, value)
            value = dict(value)
        elif name == "request_timeout":
            value = _config.check_timeout(name, value, allow_none=False)
        elif name == "max_retries":
            value = _config.check_retries(value)
        elif name == "timeout":
            value = _config.check_timeout(name, value, allow_none=True)
        out[name] = value
    return out


def _merged(step: Call, options: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """A step's request options over the call's: the step's own win, headers and query merge."""
    if not options:
        return step.options
    merged = {**options, **step.options}
    for name in ("extra_headers", "extra_query"):
        if name in options and name in step.options:
            merged[name] = {**options[name], **step.options[name]}
    return merged


def note_interrupt(
    exc: BaseException,
    run_id: str,
    *,
    awaited: bool,
    resume: str = "",
    stopped: str = "",
    by: str = "",
) -> None:
    """Tell an interrupted user what goes on: run ``run_id`` was not stopped, and the calls
    that resume it (``resume``, as written, else ``runs.wait``) and cancel it (``await``-ed
    on the async client); ``stopped``: what the interrupt did stop; ``by``: the signal that
    interrupted (``SIGTERM``), when not Ctrl+C. Once per exception: the innermost flow that
    knows the run says it."""
    notes: list[str] = getattr(exc, "__notes__", [])
    if any(run_id in note and "goes on" in note for note in notes):
        return
    q = json.dumps(run_id)
    aw = "await " if awaited else ""
    stopped = stopped or "only this process's wait for it"
    interrupt = by or "the interrupt"
    exc.add_note(
        f"Run {run_id} goes on on the service: {interrupt} stopped {stopped}.\n"
        f"  Resume: {resume or f'{aw}client.runs.wait({q})'}\n"
        f"  Cancel: {aw}client.runs.cancel({q})"
    )


def perform(op: Operation, *args: object, **kwargs: Any) -> Flow[Any]:
    """A flow of one call, returning its answer."""
    return (yield call(op, *args, **kwargs))


def read_run(run_id: str, **options: Any) -> Flow[RunRecord]:
    """``GET /runs/{run_id}``."""
    record: RunRecord = yield call(_ops.RUNS_GET, run_id, **options)
    return record


def read_results(run_id: str, version: int | None = None) -> Flow[ResultRecord]:
    """``GET /runs/{run_id}/results`` (the latest version unless ``version``)."""
    result: ResultRecord = yield call(_ops.RUNS_RESULTS, run_id, version=version)
    return result


# --------------------------------------------------------------------------- reading answers


def field_of(obj: Any, name: str) -> Any:
    """A field of a record, a dict or a page (None when absent, or when a required field is
    absent or of another type: the caller decides what that means)."""
    if isinstance(obj, dict):
        return obj.get(name)
    try:
        return getattr(obj, name, None)
    except EvalRouterError as exc:
        if exc.code != "invalid_response":
            raise
        return None


def _wire_map(obj: Any) -> Model | dict[str, Any] | None:
    """What reads like the JSON received: a record or a dict as they are, a page's JSON."""
    if isinstance(obj, Model | dict):
        return obj
    data = obj.to_dict() if hasattr(obj, "to_dict") else None  # a page
    return data if isinstance(data, dict) else None


def has_field(obj: Any, name: str) -> bool:
    """The service sent ``name`` (null counts; absent does not)."""
    data = _wire_map(obj)
    return data is not None and name in data


def wire(obj: Any, name: str) -> Any:
    """A field exactly as the service sent it (None when absent)."""
    data = _wire_map(obj)
    return data[name] if data is not None and name in data else None


def wire_fields(obj: Any) -> Mapping[str, Any]:
    """The fields of a record or a dict as received, not copied (none when it is neither): for
    reading only, where a copy per read would cost more than the read (a page of events)."""
    if isinstance(obj, Model):
        return obj._data
    return obj if isinstance(obj, dict) else {}


def missing_field(where: str, name: str, what: str) -> EvalRouterError:
    """An answer of ``where`` without a field the flow needs."""
    return invalid_response(
        f"The answer to {where} has {what} without `{name}`, which this call needs.",
        field=name,
        operation=where,
    )


def required_id(record: Any, what: str, where: str) -> str:
    """The ``id`` a flow cannot go on without, or an ``invalid_response`` naming the field."""
    value = field_of(record, "id")
    if isinstance(value, str) and value:
        return value
    raise invalid_response(
        f"The answer to {where} has no {what} `id` (got {short(value)}).",
        field="id",
        operation=where,
    )


def short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# --------------------------------------------------------------------------- drivers


def run_sync[T](client: Any, flow: Flow[T], options: Mapping[str, Any] | None = None) -> T:
    """Drive a flow that emits nothing to its end and return its result (``options``: the
    per-call options, for every request)."""
    with PUBLIC:
        steps = _drive_sync(client, flow, options)
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                return cast("T", stop.value)


def iterate_sync[T](
    client: Any, flow: Flow[T], options: Mapping[str, Any] | None = None
) -> Generator[Any, None, T]:
    """Drive a flow, yielding what it emits; returns its result. An ``EvalRouterError`` leaves
    with its SDK frames cut (see :mod:`evalrouter._boundary`); any other is a bug and keeps them."""
    # The driver itself, not a generator delegating to it: one frame resumed per value
    # emitted (a page of events is a hot loop).
    return _drive_sync(client, flow, options)


def _drive_sync[T](
    client: Any, flow: Flow[T], options: Mapping[str, Any] | None
) -> Generator[Any, None, T]:
    timing: Timing = client._settings.timing
    value: Any = None
    error: BaseException | None = None
    with PUBLIC:
        try:
            while True:
                try:
                    step = flow.throw(error) if error is not None else flow.send(value)
                except StopIteration as stop:
                    return cast("T", stop.value)
                value, error = None, None
                if isinstance(step, Emit):
                    yield from step.values
                    continue
                try:
                    if isinstance(step, Call):
                        merged = _merged(step, options)
                        value = client._call(step.op, step.values, step.body, merged)
                    elif isinstance(step, Sleep):
                        timing.sleep(step.seconds)
                    elif isinstance(step, Blocking):
                        value = step.fn()
                    elif isinstance(step, Callback):
                        value = _callback_sync(step)
                    else:
                        value = timing.monotonic()
                except (Exception, KeyboardInterrupt) as exc:
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
    return invalid_input(
        "on_progress is an async function, which the sync client cannot await.",
        argument="on_progress",
        hint="Pass a plain function, or use AsyncEvalRouter, which awaits it.",
    )


async def run_async[T](client: Any, flow: Flow[T], options: Mapping[str, Any] | None = None) -> T:
    """The async twin of :func:`run_sync`."""
    result: list[T] = []
    with PUBLIC:
        async for _ in iterate_async(client, flow, result, options):
            raise RuntimeError("this flow emits values; drive it with iterate_async")
        return result[0]


async def iterate_async[T](
    client: Any,
    flow: Flow[T],
    result: list[T] | None = None,
    options: Mapping[str, Any] | None = None,
) -> AsyncIterator[Any]:
    """The async twin of :func:`iterate_sync`; an async generator cannot return a value, so
    the flow's result is appended to ``result`` when one is given."""
    timing: Timing = client._settings.timing
    value: Any = None
    error: BaseException | None = None
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
                if step is NOW:  # a clock read: no coroutine made for it (a page makes two)
                    value = timing.monotonic()
                    continue
                if isinstance(step, Emit):
                    for item in step.values:
                        yield item
                    continue
                try:
                    value = await _execute_async(client, timing, step, options)
                except (Exception, KeyboardInterrupt) as exc:
                    error = exc
        finally:
            flow.close()


async def _execute_async(
    client: Any, timing: Timing, step: Step, options: Mapping[str, Any] | None
) -> Any:
    if isinstance(step, Call):
        value = client._call(step.op, step.values, step.body, _merged(step, options))
    elif isinstance(step, Sleep):
        value = timing.async_sleep(step.seconds)
    elif isinstance(step, Blocking):
        from anyio import to_thread

        value = to_thread.run_sync(step.fn)
    elif isinstance(step, Callback):
        value = step.fn(step.value)
    else:
        return timing.monotonic()
    return (await value) if inspect.isawaitable(value) else value
