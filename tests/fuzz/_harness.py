"""The fuzz harness: real EvalRouter Local answers, mutated on their way to the SDK.

``FuzzLocal`` is an EvalRouter Local whose clients talk through a ``Tap``: an httpx transport
(sync and async) that forwards every request to Local and, while armed, rewrites the answers of
one operation (``Mutation``) before the SDK reads them. Setup calls run disarmed, so only the
call under test sees mutated answers.

``CALLS`` lists every facade call a user makes, each with its sync and async form. ``attempt``
runs one call under one mutation and classifies what happened (``Outcome``): a value, an
``EvalRouterError``, a ``runaway`` (more than ``MAX_REQUESTS`` requests: a loop that would not
end on its own), or an ``escape`` (any other exception, with the file and line that raised it).

Used by tests/fuzz and by bench/robustness.py.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import traceback
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx
from hypothesis import HealthCheck, Phase, settings

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError
from evalrouter.testing import EvalRouterLocal

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.json"

# A call that sends more requests than this is stuck in a loop (every legitimate call here
# needs fewer than 60: a wait polls a few times, a follow reads a few pages).
MAX_REQUESTS = 400
# Every call is bounded by the client's timeout too (the virtual clock moves on each wait).
CLIENT_TIMEOUT = 600.0
CALL_TIMEOUT = 300.0
MAX_EVENTS = 5_000

LARGE, SMALL = "sim/sim-large", "sim/sim-small"
START = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)

# ----------------------------------------------------------------------------- routes


def _route_patterns() -> list[tuple[str, re.Pattern[str]]]:
    spec = json.loads(SPEC.read_text())
    server = "/v1"
    patterns = []
    for template, item in spec["paths"].items():
        regex = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template))
        for method in item:
            if method in ("get", "post", "put", "patch", "delete"):
                route = f"{method.upper()} {template}"
                patterns.append((route, re.compile(f"{re.escape(server)}{regex}$")))
    # Literal segments first, so /runs/{id}/events never matches a longer template by mistake.
    patterns.sort(key=lambda p: -len(p[1].pattern))
    return patterns


_PATTERNS = _route_patterns()


def route_of(request: httpx.Request) -> str:
    """``GET /runs/{run_id}`` for a request to ``/v1/runs/run_123``."""
    path = request.url.path
    for route, pattern in _PATTERNS:
        if route.startswith(request.method + " ") and pattern.match(path):
            return route
    return f"{request.method} {path}"


# -------------------------------------------------------------------------- mutations

Path_ = tuple[str, ...]  # keys, with "*" for every element of an array
WILDCARD = "*"

# Kinds that change one value at a path.
DROP = "drop"
NULL = "null"
RETYPE = "retype"
UNKNOWN_VARIANT = "unknown_variant"
HUGE_VALUE = "huge_value"
PATH_KINDS = (DROP, NULL, RETYPE, UNKNOWN_VARIANT, HUGE_VALUE)
# Kinds that replace the whole body.
TRUNCATE = "truncate"
DEEP_NESTING = "deep_nesting"
DEEP_OBJECT = "deep_object"
EMPTY = "empty"
HUGE_BODY = "huge_body"
WRONG_KIND = "wrong_kind"
BODY_KINDS = (TRUNCATE, DEEP_NESTING, DEEP_OBJECT, EMPTY, HUGE_BODY, WRONG_KIND)
# The whole body replaced by the JSON ``arg`` (a page that never advances): named cases only.
REPLACE = "replace"

RETYPES: tuple[Any, ...] = ("fuzz", 7, -1, 1.5, True, False, [], ["fuzz"], {}, {"fuzz": 1})
UNKNOWN = "fuzz_unknown_variant"
HUGE_STRING_CHARS = 2_000_000
DEPTH = 100_000


@dataclass(frozen=True)
class Mutation:
    kind: str
    route: str
    path: Path_ = ()
    arg: Any = None
    also: Mutation | None = None  # a mutation of another route's answers, applied too

    def __str__(self) -> str:
        where = ".".join(self.path) if self.path else "<body>"
        arg = "" if self.arg is None else f"={self.arg!r}"
        also = f" + {self.also}" if self.also is not None else ""
        return f"{self.kind}{arg} {self.route} {where}{also}"

    def of(self, route: str) -> Mutation | None:
        """The mutation of ``route``'s answers (this one or the one it carries), if any."""
        if self.route == route:
            return self
        return self.also.of(route) if self.also is not None else None


def _at(node: Any, path: Path_, change: Callable[[Any, Any], None]) -> None:
    """Call ``change(container, key)`` for every place ``path`` names in ``node``."""
    head, rest = path[0], path[1:]
    if head == WILDCARD:
        if isinstance(node, list):
            for index in range(len(node)):
                if rest:
                    _at(node[index], rest, change)
                else:
                    change(node, index)
        return
    if not isinstance(node, dict) or head not in node:
        return
    if rest:
        _at(node[head], rest, change)
    else:
        change(node, head)


def _value_change(mutation: Mutation) -> Callable[[Any, Any], None]:
    kind = mutation.kind

    def change(container: Any, key: Any) -> None:
        if kind == DROP:
            if isinstance(container, dict):
                del container[key]
        elif kind == NULL:
            container[key] = None
        elif kind == RETYPE:
            container[key] = mutation.arg
        elif kind == UNKNOWN_VARIANT:
            value = container[key]
            if isinstance(value, dict):
                # A new union member: its tag changed, the rest kept.
                for tag in ("kind", "type", "status"):
                    if tag in value:
                        value[tag] = UNKNOWN
                        return
                value["kind"] = UNKNOWN
            else:
                container[key] = UNKNOWN
        elif kind == HUGE_VALUE:
            container[key] = "x" * HUGE_STRING_CHARS

    return change


def mutate_body(mutation: Mutation, content: bytes) -> bytes:
    kind = mutation.kind
    if kind == TRUNCATE:
        cut = int(mutation.arg or 0)
        return content[: max(0, min(cut, len(content) - 1))]
    if kind == DEEP_NESTING:
        return b"[" * DEPTH + b"]" * DEPTH if mutation.arg else b"[" * DEPTH
    if kind == DEEP_OBJECT:
        return b'{"a":' * DEPTH + b"1" + b"}" * DEPTH
    if kind == EMPTY:
        return b""
    if kind in (WRONG_KIND, REPLACE):
        return json.dumps(mutation.arg).encode()
    data = json.loads(content)
    if kind == HUGE_BODY:
        # The real answer padded with many unknown fields (a few MB), or a long array.
        if isinstance(data, dict):
            for index in range(40_000):
                data[f"fuzz_{index}"] = "y" * 64
        elif isinstance(data, list):
            data = data * max(1, 5_000 // max(1, len(data)))
        return json.dumps(data).encode()
    _at(data, mutation.path, _value_change(mutation))
    return json.dumps(data).encode()


# ---------------------------------------------------------------------------- the tap


class Runaway(BaseException):
    """Raised by the tap after MAX_REQUESTS requests in one armed call (a BaseException, so the
    SDK's own ``except Exception`` cannot swallow it)."""


@dataclass
class Exchange:
    route: str
    status: int
    body: Any  # Local's JSON answer, or None when it is not JSON
    request: httpx.Request
    received: Any = None  # the JSON the SDK was given (after any mutation), None if not JSON


@dataclass
class Tap:
    armed: bool = False
    mutation: Mutation | None = None
    exchanges: list[Exchange] = field(default_factory=list)
    mutated: int = 0

    def arm(self, mutation: Mutation | None) -> None:
        self.armed, self.mutation, self.exchanges, self.mutated = True, mutation, [], 0

    def disarm(self) -> None:
        self.armed = False

    def observe(self, request: httpx.Request, response: httpx.Response) -> httpx.Response:
        if not self.armed:
            return response
        if len(self.exchanges) >= MAX_REQUESTS:
            raise Runaway(f"more than {MAX_REQUESTS} requests in one call")
        route = route_of(request)
        content = response.read()
        body = None
        if "json" in response.headers.get("content-type", ""):
            try:
                body = json.loads(content)
            except ValueError:
                body = None
        exchange = Exchange(route, response.status_code, body, request, body)
        self.exchanges.append(exchange)
        mutation = self.mutation.of(route) if self.mutation is not None else None
        if mutation is None:
            return response
        if mutation.kind not in (*BODY_KINDS, REPLACE) and body is None:
            return response
        new = mutate_body(mutation, content)
        self.mutated += 1
        try:
            exchange.received = json.loads(new) if len(new) < 10_000_000 else None
        except (ValueError, RecursionError):
            exchange.received = None
        headers = [
            (k, v)
            for k, v in response.headers.multi_items()
            if k.lower() not in ("content-length", "content-encoding")
        ]
        return httpx.Response(response.status_code, headers=headers, content=new, request=request)


class TapTransport(httpx.BaseTransport, httpx.AsyncBaseTransport):
    def __init__(self, inner: Any, tap: Tap) -> None:
        self._inner = inner
        self._tap = tap

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self._tap.observe(request, self._inner.handle_request(request))

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self._inner.handle_async_request(request)
        return self._tap.observe(request, response)


class FuzzLocal(EvalRouterLocal):
    """EvalRouter Local whose clients talk through ``self.tap``."""

    def __init__(self, seed: int = 1) -> None:
        super().__init__(seed=seed, balance_usd=10_000_000, start_time=START)
        self.tap = Tap()

    def transport(self) -> Any:
        return TapTransport(super().transport(), self.tap)

    def fuzz_client(self, **kwargs: Any) -> EvalRouter:
        kwargs.setdefault("timeout", CLIENT_TIMEOUT)
        kwargs.setdefault("max_retries", 2)
        return self.client(**kwargs)

    def fuzz_async_client(self, **kwargs: Any) -> AsyncEvalRouter:
        kwargs.setdefault("timeout", CLIENT_TIMEOUT)
        kwargs.setdefault("max_retries", 2)
        return self.async_client(**kwargs)


# ----------------------------------------------------------------------------- calls


@dataclass
class World:
    """One Local with what the read calls need: finished runs, a quote, the quote body sent."""

    local: FuzzLocal
    client: EvalRouter
    aclient: AsyncEvalRouter
    run_id: str
    multi_run_id: str
    quote_id: str
    quote_body: dict[str, Any]


def make_world(seed: int = 1) -> World:
    local = FuzzLocal(seed)
    client = local.fuzz_client()
    quote = client.runs.create("gsm8k", model=LARGE, max_cost=5, dry_run=True)
    post = [r for r in local.requests if r.method == "POST" and r.path.endswith("/quotes")][-1]
    run = client.runs.create("gsm8k", model=LARGE, max_cost=5, wait=True, timeout=CALL_TIMEOUT)
    multi = client.runs.create(
        "gsm8k", subjects=[LARGE, SMALL], max_cost=5, wait=True, timeout=CALL_TIMEOUT
    )
    return World(
        local=local,
        client=client,
        aclient=local.fuzz_async_client(),
        run_id=run.id,
        multi_run_id=multi.id,
        quote_id=quote.id,
        quote_body=post.json,
    )


Setup = Callable[[World], Any]
SyncCall = Callable[[EvalRouter, World, Any], Any]
AsyncCall = Callable[[AsyncEvalRouter, World, Any], Awaitable[Any]]


@dataclass(frozen=True)
class Call:
    name: str
    sync: SyncCall
    async_: AsyncCall
    setup: Setup = lambda world: None
    # A plain read returns the record it decoded: a missing field must read None, never fail.
    plain_read: bool = False


def _started(world: World) -> str:
    """A run admitted but not finished (setup, disarmed)."""
    return world.client.runs.create("gsm8k", model=SMALL, max_cost=5).id


def _cancelled(world: World) -> str:
    run = world.client.runs.create("gsm8k", model=SMALL, max_cost=5)
    run.cancel()
    return run.id


def _consume(iterator: Iterator[Any]) -> list[Any]:
    out = []
    for item in iterator:
        out.append(item)
        if len(out) >= MAX_EVENTS:
            break
    return out


async def _aconsume(iterator: Any) -> list[Any]:
    out = []
    async for item in iterator:
        out.append(item)
        if len(out) >= MAX_EVENTS:
            break
    return out


def _first_page(page: Any) -> list[Any]:
    # A typed page model's ``data`` is required: the call returns, and reading it when the
    # answer lacks it raises invalid_response naming it
    # (tests/unit/codegen/test_required_fields.py), so an absent one is read here as the wire
    # has it. A facade page's is [] then.
    if "data" not in page.to_dict():
        return []
    return list(page.data or [])


# Each call as a user writes it, sync then async.


async def _a_list_runs(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return _first_page(await c.runs.list(limit=5))


async def _a_benchmarks(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await _aconsume(c.benchmarks.list())


async def _a_models(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await _aconsume(c.models.list())


async def _a_events(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return _first_page(await c.runs.events.list(w.run_id))


def _score(c: EvalRouter, w: World, x: Any) -> Any:
    run = c.runs.get(w.run_id)
    run.results()  # score reads results already loaded, on both clients
    return run.score


async def _a_score(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    run = await c.runs.get(w.run_id)
    await run.results()  # score reads results already loaded, on both clients
    return run.score


async def _a_run_results(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await (await c.runs.get(w.run_id)).results()


async def _a_compare(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await (await c.runs.get(w.multi_run_id)).compare()


async def _a_export(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await (await c.runs.get(w.run_id)).export("json")


async def _a_continue(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await (await c.runs.get(x)).continue_(max_cost=5)


async def _a_continue_dry(c: AsyncEvalRouter, w: World, x: Any) -> Any:
    return await (await c.runs.get(x)).continue_(max_cost=5, dry_run=True)


CALLS: tuple[Call, ...] = (
    Call(
        "runs.create(dry_run)",
        lambda c, w, x: c.runs.create("gsm8k", model=LARGE, max_cost=5, dry_run=True),
        lambda c, w, x: c.runs.create("gsm8k", model=LARGE, max_cost=5, dry_run=True),
    ),
    Call(
        "runs.create",
        lambda c, w, x: c.runs.create("gsm8k", model=LARGE, max_cost=5),
        lambda c, w, x: c.runs.create("gsm8k", model=LARGE, max_cost=5),
    ),
    Call(
        "runs.create(subjects)",
        lambda c, w, x: c.runs.create("gsm8k@2", subjects=[LARGE, SMALL], max_cost=5),
        lambda c, w, x: c.runs.create("gsm8k@2", subjects=[LARGE, SMALL], max_cost=5),
    ),
    Call(
        "runs.create(wait)",
        lambda c, w, x: c.runs.create(
            "gsm8k", model=LARGE, max_cost=5, wait=True, timeout=CALL_TIMEOUT
        ),
        lambda c, w, x: c.runs.create(
            "gsm8k", model=LARGE, max_cost=5, wait=True, timeout=CALL_TIMEOUT
        ),
    ),
    Call(
        "runs.create(quote_id)",
        lambda c, w, x: c.runs.create(quote_id=x, max_cost=5),
        lambda c, w, x: c.runs.create(quote_id=x, max_cost=5),
        setup=lambda w: w.client.runs.create("gsm8k", model=SMALL, max_cost=5, dry_run=True).id,
    ),
    Call(
        "runs.get",
        lambda c, w, x: c.runs.get(w.run_id),
        lambda c, w, x: c.runs.get(w.run_id),
        plain_read=True,
    ),
    Call(
        "runs.list",
        lambda c, w, x: _first_page(c.runs.list(limit=5)),
        _a_list_runs,
        plain_read=True,
    ),
    Call(
        "runs.wait",
        lambda c, w, x: c.runs.wait(x, timeout=CALL_TIMEOUT),
        lambda c, w, x: c.runs.wait(x, timeout=CALL_TIMEOUT),
        setup=_started,
    ),
    Call(
        "runs.follow",
        lambda c, w, x: _consume(c.runs.follow(x, timeout=CALL_TIMEOUT)),
        lambda c, w, x: _aconsume(c.runs.follow(x, timeout=CALL_TIMEOUT)),
        setup=_started,
    ),
    Call(
        "runs.follow(finished)",
        lambda c, w, x: _consume(c.runs.follow(w.run_id, timeout=CALL_TIMEOUT)),
        lambda c, w, x: _aconsume(c.runs.follow(w.run_id, timeout=CALL_TIMEOUT)),
    ),
    Call(
        "runs.cancel",
        lambda c, w, x: c.runs.cancel(x),
        lambda c, w, x: c.runs.cancel(x),
        setup=_started,
        plain_read=True,
    ),
    Call(
        "runs.results",
        lambda c, w, x: c.runs.results(w.run_id),
        lambda c, w, x: c.runs.results(w.run_id),
        plain_read=True,
    ),
    Call("run.score", _score, _a_score),
    Call("run.results()", lambda c, w, x: c.runs.get(w.run_id).results(), _a_run_results),
    Call("run.compare()", lambda c, w, x: c.runs.get(w.multi_run_id).compare(), _a_compare),
    Call("run.export()", lambda c, w, x: c.runs.get(w.run_id).export("json"), _a_export),
    Call(
        "run.continue_()",
        lambda c, w, x: c.runs.get(x).continue_(max_cost=5),
        _a_continue,
        setup=_cancelled,
    ),
    Call(
        "run.continue_(dry_run)",
        lambda c, w, x: c.runs.get(x).continue_(max_cost=5, dry_run=True),
        _a_continue_dry,
        setup=_cancelled,
    ),
    Call(
        "quotes.create",
        lambda c, w, x: c.quotes.create(w.quote_body),
        lambda c, w, x: c.quotes.create(w.quote_body),
        plain_read=True,
    ),
    Call(
        "quotes.get",
        lambda c, w, x: c.quotes.get(w.quote_id),
        lambda c, w, x: c.quotes.get(w.quote_id),
        plain_read=True,
    ),
    Call(
        "wallet.get",
        lambda c, w, x: c.wallet.get(),
        lambda c, w, x: c.wallet.get(),
        plain_read=True,
    ),
    Call(
        "benchmarks.list",
        lambda c, w, x: list(c.benchmarks.list()),
        _a_benchmarks,
        plain_read=True,
    ),
    Call(
        "benchmarks.resolve_benchmark",
        lambda c, w, x: c.benchmarks.resolve_benchmark("gsm8k"),
        lambda c, w, x: c.benchmarks.resolve_benchmark("gsm8k"),
    ),
    Call(
        "benchmarks.resolve_benchmark(pinned)",
        lambda c, w, x: c.benchmarks.resolve_benchmark("gsm8k@2"),
        lambda c, w, x: c.benchmarks.resolve_benchmark("gsm8k@2"),
    ),
    Call(
        "benchmarks.resolve_model",
        lambda c, w, x: c.benchmarks.resolve_model("Sim Large"),
        lambda c, w, x: c.benchmarks.resolve_model("Sim Large"),
    ),
    Call("models.list", lambda c, w, x: list(c.models.list()), _a_models, plain_read=True),
    Call(
        "benchmarks.get",
        lambda c, w, x: c.benchmarks.get("gsm8k"),
        lambda c, w, x: c.benchmarks.get("gsm8k"),
        plain_read=True,
    ),
    Call(
        "runs.events.list",
        lambda c, w, x: _first_page(c.runs.events.list(w.run_id)),
        _a_events,
        plain_read=True,
    ),
    Call(
        "runs.receipt",
        lambda c, w, x: c.runs.receipt(w.run_id),
        lambda c, w, x: c.runs.receipt(w.run_id),
        plain_read=True,
    ),
    Call(
        "account.whoami",
        lambda c, w, x: c.account.whoami(),
        lambda c, w, x: c.account.whoami(),
        plain_read=True,
    ),
)
CALLS_BY_NAME = {call.name: call for call in CALLS}

# ---------------------------------------------------------------------------- outcomes

VALUE, ERROR, ESCAPE, RUNAWAY = "value", "error", "escape", "runaway"
# Python refusing a keyword the signature does not have, before any SDK code runs (what mypy
# reports statically); not an exception the SDK let escape.
SIGNATURE = "signature"


@dataclass(frozen=True)
class Outcome:
    kind: str  # value, error (an EvalRouterError), escape (anything else), runaway
    call: str
    mutation: Mutation | None
    exc_type: str = ""
    code: str = ""  # the EvalRouterError's code
    where: str = ""  # file:line that raised, inside the SDK when it can be found
    message: str = ""
    requests: tuple[httpx.Request, ...] = ()
    value: Any = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        head = f"{self.call} [{self.mutation}]" if self.mutation else self.call
        if self.kind == VALUE:
            return f"{head}: value"
        detail = self.code or self.exc_type
        return f"{head}: {self.kind} {detail} at {self.where}: {self.message[:200]}"


def raised_at(exc: BaseException) -> str:
    """The innermost frame in this project's code (src/ or generated/) that the exception
    passed through, as ``path:line``; else the innermost frame."""
    # An EvalRouterError leaves a public call with its SDK frames cut; they are kept aside.
    tb = getattr(exc, "_sdk_traceback", None) or exc.__traceback__
    frames = traceback.extract_tb(tb)
    ours = _sdk_frames(tb)
    frame = (ours or frames or [None])[-1]
    if frame is None:
        return "?"
    name = frame.filename
    for marker in ("src/evalrouter/", "generated/evalrouter_generated/"):
        if marker in name:
            name = marker + name.split(marker, 1)[1]
            break
    else:
        name = Path(name).name
    return f"{name}:{frame.lineno}"


def _sdk_frames(where: BaseException | TracebackType | None) -> list[traceback.FrameSummary]:
    tb = where.__traceback__ if isinstance(where, BaseException) else where
    return [
        f
        for f in traceback.extract_tb(tb)
        if ("/src/evalrouter/" in f.filename or "/evalrouter_generated/" in f.filename)
        and "/testing/" not in f.filename
    ]


def classify(call: str, mutation: Mutation | None, run: Callable[[], Any], tap: Tap) -> Outcome:
    try:
        value = run()
    except EvalRouterError as exc:
        kind, exc_obj = ERROR, exc
    except Runaway as exc:
        kind, exc_obj = RUNAWAY, exc
    except Exception as exc:  # what the suite is looking for
        signature = isinstance(exc, TypeError) and not _sdk_frames(exc) and "argument" in str(exc)
        kind, exc_obj = (SIGNATURE if signature else ESCAPE), exc
    else:
        return Outcome(VALUE, call, mutation, requests=_sent(tap), value=value)
    return Outcome(
        kind,
        call,
        mutation,
        exc_type=type(exc_obj).__name__,
        code=getattr(exc_obj, "code", "") if kind == ERROR else "",
        where=raised_at(exc_obj),
        message=_message(exc_obj),
        requests=_sent(tap),
    )


def _message(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception as inner:  # a message that cannot even be shown
        return f"<unprintable {type(exc).__name__}: {type(inner).__name__}>"


def _sent(tap: Tap) -> tuple[httpx.Request, ...]:
    return tuple(e.request for e in tap.exchanges)


def attempt(world: World, call: Call, mutation: Mutation | None, *, use_async: bool) -> Outcome:
    """Run ``call`` once with ``mutation`` applied to its answers (setup disarmed)."""
    tap = world.local.tap
    tap.disarm()
    context = call.setup(world)
    tap.arm(mutation)
    try:
        if use_async:
            return classify(
                call.name,
                mutation,
                lambda: asyncio.run(call.async_(world.aclient, world, context)),
                tap,
            )
        return classify(call.name, mutation, lambda: call.sync(world.client, world, context), tap)
    finally:
        tap.disarm()


def attempt_within(
    world: World, call: Call, mutation: Mutation | None, *, use_async: bool, seconds: float
) -> tuple[Outcome | None, float]:
    """:func:`attempt` in a thread of its own, waited on for at most ``seconds`` of real time:
    the outcome (None when the call had not ended by then; the daemon thread is left to end on
    its own) and the seconds of Local's virtual clock the call waited."""
    box: list[Outcome] = []
    before = world.local.clock.now_us()

    def work() -> None:
        box.append(attempt(world, call, mutation, use_async=use_async))

    worker = threading.Thread(target=work, name=f"fuzz {call.name}", daemon=True)
    worker.start()
    worker.join(seconds)
    return (box[0] if box else None), (world.local.clock.now_us() - before) / 1e6


# ------------------------------------------------------------------------ the baseline


@dataclass(frozen=True)
class Baseline:
    """What one call exchanged with Local, unmutated: its routes and their JSON paths."""

    call: str
    routes: tuple[str, ...]  # routes answered with JSON, in first-seen order
    paths: dict[str, tuple[Path_, ...]]  # route -> every path present in its answers
    all_routes: tuple[str, ...]  # every route, JSON or not


def _paths(node: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    if isinstance(node, dict):
        for key, value in node.items():
            path = (*prefix, str(key))
            yield path
            yield from _paths(value, path)
    elif isinstance(node, list):
        path = (*prefix, WILDCARD)
        if node:
            yield path
        for item in node:
            yield from _paths(item, path)


def baseline(world: World, call: Call) -> Baseline:
    for use_async in (True, False):  # the sync exchanges are the ones kept
        outcome = attempt(world, call, None, use_async=use_async)
        if outcome.kind != VALUE:
            raise AssertionError(f"the unmutated call fails: {outcome}")
    paths: dict[str, dict[Path_, None]] = {}
    all_routes: dict[str, None] = {}
    for exchange in world.local.tap.exchanges:
        all_routes[exchange.route] = None
        if exchange.body is not None:
            seen = paths.setdefault(exchange.route, {})
            for path in _paths(exchange.body):
                seen[path] = None
    return Baseline(
        call.name,
        tuple(paths),
        {route: tuple(found) for route, found in paths.items()},
        tuple(all_routes),
    )


def drop_mutations(base: Baseline) -> list[Mutation]:
    """Every object field of every answer, dropped once (arrays' items all at once)."""
    return [
        Mutation(DROP, route, path)
        for route in base.routes
        for path in base.paths[route]
        if path[-1] != WILDCARD
    ]


def any_mutation(pick: Callable[[Sequence[Any]], Any], base: Baseline) -> Mutation:
    """One mutation of one of the call's answers; ``pick`` chooses (``random.choice`` in the
    bench, a hypothesis draw in the tests), so both explore the same space."""
    # Value changes are most of the space; whole-body ones (one root cause each) a fifth.
    kind = pick(PATH_KINDS * 4 + BODY_KINDS) if base.routes else pick(BODY_KINDS)
    if kind in BODY_KINDS:
        route = pick(base.all_routes)
        arg: Any = None
        if kind == TRUNCATE:
            arg = pick((0, 1, 2, 10, 50, 200, 1000))
        elif kind == DEEP_NESTING:
            arg = pick((False, True))  # unterminated, or balanced
        elif kind == WRONG_KIND:
            arg = pick(("text", 7, None, True, [], {}))
        return Mutation(kind, route, (), arg)
    route = pick(base.routes)
    paths = base.paths[route]
    if kind == UNKNOWN_VARIANT:
        tagged = tuple(p for p in paths if p[-1] in TAGS or _parent_of_tag(p, paths))
        paths = tagged or paths
    path = pick(paths)
    if kind == DROP and path[-1] == WILDCARD:
        kind = NULL
    return Mutation(kind, route, path, pick(RETYPES) if kind == RETYPE else None)


TAGS = ("kind", "type", "status", "basis", "mode", "code", "state")


def _parent_of_tag(path: Path_, paths: Sequence[Path_]) -> bool:
    return any(p[:-1] == path and p[-1] in TAGS for p in paths)


# The sites issue 7 lists (and a few like them), each a call and one mutation of its answers.
def _m(kind: str, route: str, path: str = "", arg: Any = None) -> Mutation:
    return Mutation(kind, route, tuple(path.split(".")) if path else (), arg)


_COMPARISON = "GET /runs/{run_id}/comparison"
_BENCHMARK = "GET /catalog/benchmarks/{slug}"
_BENCHMARKS = "GET /catalog/benchmarks"
_MODELS = "GET /catalog/models"
_EVENTS = "GET /runs/{run_id}/events"
KNOWN: tuple[tuple[str, Mutation], ...] = (
    ("run.compare()", _m(DROP, _COMPARISON, "benchmarks.*.ranking.*.interval.high")),
    ("run.compare()", _m(DROP, _COMPARISON, "benchmarks.*.pairs.*.interval.high")),
    ("run.compare()", _m(NULL, _COMPARISON, "benchmarks.*.ranking.*.interval.low")),
    ("run.compare()", _m(RETYPE, _COMPARISON, "benchmarks.*.ranking.*.score", "0.5")),
    ("run.compare()", _m(RETYPE, _COMPARISON, "benchmarks.*.ranking", {})),
    ("run.compare()", _m(RETYPE, _COMPARISON, "benchmarks.*.pairs.*.model_index", "0")),
    ("run.compare()", _m(UNKNOWN_VARIANT, _COMPARISON, "benchmarks.*.pairs.*.interval_basis")),
    ("run.score", _m(RETYPE, "GET /runs/{run_id}/results", "profiles", {})),
    ("run.score", _m(RETYPE, "GET /runs/{run_id}/results", "profiles.*.metrics", 7)),
    ("benchmarks.resolve_benchmark", _m(RETYPE, _BENCHMARKS, "data.*.slug", 7)),
    ("benchmarks.resolve_benchmark", _m(RETYPE, _BENCHMARK, "versions.*.version", [])),
    ("benchmarks.resolve_benchmark", _m(RETYPE, _BENCHMARK, "versions", [])),
    ("benchmarks.resolve_benchmark", _m(DROP, _BENCHMARK, "versions.*.quote_availability.status")),
    ("benchmarks.resolve_benchmark", _m(RETYPE, _BENCHMARK, "versions.*.id", 7)),
    ("benchmarks.resolve_benchmark(pinned)", _m(RETYPE, _BENCHMARK, "versions.*.version", 2)),
    ("benchmarks.resolve_model", _m(RETYPE, _MODELS, "data.*.display_name", 7)),
    ("benchmarks.resolve_model", _m(NULL, _MODELS, "data.*.model_id")),
    ("runs.follow(finished)", _m(NULL, _EVENTS, "data.*.sequence")),
    ("runs.follow(finished)", _m(RETYPE, _EVENTS, "has_more", 7)),
    ("runs.follow", _m(RETYPE, _EVENTS, "next_sequence", "x")),
    ("runs.wait", _m(RETYPE, "GET /runs/{run_id}", "status", [])),
    ("runs.get", _m(UNKNOWN_VARIANT, "GET /runs/{run_id}", "model")),
    ("runs.results", _m(DEEP_NESTING, "GET /runs/{run_id}/results", arg=False)),
    ("wallet.get", _m(DROP, "GET /billing/wallet", "balance_microusd")),
)


# ----------------------------------------------------------------- reporting


def fuzz_settings(examples: int) -> settings:
    """Bounded and derandomized (CI sees the same examples on every run), no database; outcomes
    are collected and reported together, so nothing is shrunk."""
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        phases=(Phase.explicit, Phase.generate),
        suppress_health_check=(
            HealthCheck.function_scoped_fixture,  # the per-test state dir is fine to share
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
        ),
    )


def grouped(outcomes: list[Outcome]) -> str:
    """Failures by root cause: kind, exception type (or error code) and where it was raised."""
    groups: dict[tuple[str, str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        groups[(o.kind, o.code or o.exc_type, o.where)].append(o)
    lines = []
    for (kind, exc_type, where), items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        calls = sorted({o.call.split(" <- ")[0] for o in items})
        lines.append(f"{len(items)} x {kind} {exc_type} at {where} in {', '.join(calls)}")
        lines.extend(f"    {o}" for o in items[:3])
    return "\n".join(lines)


def escapes(outcomes: list[Outcome]) -> list[Outcome]:
    return [o for o in outcomes if o.kind in (ESCAPE, RUNAWAY)]
