"""The argument fuzz's sample values, the facade calls' argument slots and the passes that feed
them: used by tests/fuzz/test_arguments_fuzz.py and bench/robustness.py."""

from __future__ import annotations

import asyncio
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from urllib.parse import unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evalrouter import AsyncEvalRouter, EvalRouter
from tests.fuzz import _harness as h
from tests.fuzz._harness import escapes, grouped

EXAMPLES = 200
FUZZ = h.fuzz_settings(EXAMPLES)
LARGE = h.LARGE


class Opaque:
    """An object with no wire form."""


# ----------------------------------------------------------------------------- values

text = st.text(max_size=40)
awkward_text = st.one_of(
    text,
    st.sampled_from(
        [
            "",
            " ",
            "a" * 1_000_000,
            "line\r\nX-Injected: 1",
            "nul\x00byte",
            "é",
            "日本語",
            "\u202e",
            "../../etc",
            "a?b=c&d#e",
            "%00",
            "NaN",
            "-5",
            "1e6",
            "1.5",
        ]
    ),
)
numbers = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([Decimal("NaN"), Decimal("-1"), Decimal("1e6"), Decimal("Infinity")]),
)
objects = st.sampled_from(
    [
        object(),
        Opaque(),
        Opaque,
        print,
        b"bytes",
        bytearray(b"x"),
        {1, 2},
        (1, "a"),
        Ellipsis,
        1j,
        range(3),
    ]
)
bad_values = st.one_of(
    st.none(),
    st.booleans(),
    awkward_text,
    numbers,
    objects,
    st.lists(st.one_of(text, st.integers(), st.none()), max_size=4),
    st.dictionaries(text, st.one_of(text, st.integers(), st.none(), objects), max_size=3),
)
# A fixed sample of the same space, for the exhaustive pass and bench/robustness.py.
SAMPLE_VALUES: tuple[Any, ...] = (
    None,
    True,
    0,
    -5,
    10**30,
    1.5,
    math.nan,
    math.inf,
    -math.inf,
    Decimal("NaN"),
    Decimal("-1"),
    "",
    "a" * 1_000_000,
    "line\r\nX-Injected: 1",
    "nul\x00byte",
    "é",
    "a?b=c&d#e",
    "1e6",
    "-5",
    object(),
    Opaque,
    b"bytes",
    {1, 2},
    (1, "a"),
    [],
    ["a", None],
    {},
    {"k": object()},
    {"k": "é"},
)
option_names = st.one_of(
    st.from_regex(r"[a-z][a-z_]{0,14}", fullmatch=True),
    st.sampled_from(["max_cst", "timout", "max_retrys", "extra_header", "q", "limit"]),
)


# ------------------------------------------------------------------------------ slots


@dataclass(frozen=True)
class Slot:
    """One argument of one call; ``sync(client, world, value)`` and its async twin."""

    name: str
    sync: Callable[[EvalRouter, h.World, Any], Any]
    async_: Callable[[AsyncEvalRouter, h.World, Any], Awaitable[Any]]


def both(name: str, body: Callable[[Any, h.World, Any], Any]) -> Slot:
    """A slot whose call reads the same on both clients (the async one is awaited)."""

    async def run_async(c: AsyncEvalRouter, w: h.World, v: Any) -> Any:
        return await body(c, w, v)

    return Slot(name, body, run_async)


def dry(client: Any, /, **kw: Any) -> Any:
    kw.setdefault("model", LARGE)
    kw.setdefault("max_cost", 5)
    return client.runs.create(kw.pop("benchmark", "gsm8k"), dry_run=True, **kw)


async def _a_list(page: Any) -> Any:
    return list((await page).data)


async def _a_follow(c: AsyncEvalRouter, w: h.World, **kw: Any) -> Any:
    return await h._aconsume(c.runs.follow(kw.pop("run_id", w.run_id), **kw))


async def _a_run(c: AsyncEvalRouter, w: h.World) -> Any:
    return await c.runs.get(w.run_id)


async def _a_export(c: AsyncEvalRouter, w: h.World, v: Any, key: str) -> Any:
    run = await _a_run(c, w)
    return await run.export(**{key: v}) if key == "version" else await run.export(v)


async def _a_results(c: AsyncEvalRouter, w: h.World, v: Any) -> Any:
    return await (await _a_run(c, w)).results(version=v)


async def _a_continue(c: AsyncEvalRouter, w: h.World, v: Any) -> Any:
    return await (await _a_run(c, w)).continue_(max_cost=v, dry_run=True)


async def _a_report(c: AsyncEvalRouter, w: h.World, v: Any) -> Any:
    return c.runs.report_url(w.run_id, web_url=v)


async def _a_report_id(c: AsyncEvalRouter, w: h.World, v: Any) -> Any:
    return c.runs.report_url(v)


def _follow(c: EvalRouter, w: h.World, **kw: Any) -> Any:
    return h._consume(c.runs.follow(kw.pop("run_id", w.run_id), **kw))


SLOTS: tuple[Slot, ...] = (
    both("runs.create(benchmark=)", lambda c, w, v: dry(c, benchmark=v)),
    both("runs.create(model=)", lambda c, w, v: dry(c, model=v)),
    both("runs.create(subjects=)", lambda c, w, v: dry(c, model=None, subjects=v)),
    both("runs.create(subjects=[.., v])", lambda c, w, v: dry(c, model=None, subjects=[LARGE, v])),
    both("runs.create(max_cost=) dry", lambda c, w, v: dry(c, max_cost=v)),
    both(
        "runs.create(max_cost=)",
        lambda c, w, v: c.runs.create("gsm8k", model=LARGE, max_cost=v),
    ),
    both("runs.create(quote_id=)", lambda c, w, v: c.runs.create(quote_id=v, max_cost=5)),
    both(
        "runs.create(quote_id, max_cost=)",
        lambda c, w, v: c.runs.create(quote_id=w.quote_id, max_cost=v),
    ),
    both("runs.create(name=)", lambda c, w, v: dry(c, name=v)),
    both("runs.create(metadata=)", lambda c, w, v: dry(c, metadata=v)),
    both("runs.create(metadata={k: v})", lambda c, w, v: dry(c, metadata={"k": v})),
    both("runs.create(coverage=)", lambda c, w, v: dry(c, coverage=v)),
    both("runs.create(idempotency_key=)", lambda c, w, v: dry(c, idempotency_key=v)),
    both("runs.create(extra_headers=)", lambda c, w, v: dry(c, extra_headers=v)),
    both("runs.create(concurrency=)", lambda c, w, v: dry(c, concurrency=v)),
    both(
        "runs.create(wait, timeout=)",
        lambda c, w, v: c.runs.create("gsm8k", model=LARGE, max_cost=5, wait=True, timeout=v),
    ),
    both(
        "runs.create(wait, poll_interval=)",
        lambda c, w, v: c.runs.create(
            "gsm8k", model=LARGE, max_cost=5, wait=True, timeout=h.CALL_TIMEOUT, poll_interval=v
        ),
    ),
    both("runs.get(run_id)", lambda c, w, v: c.runs.get(v)),
    both("runs.get(extra_query=)", lambda c, w, v: c.runs.get(w.run_id, extra_query=v)),
    both(
        "runs.get(extra_query={k: v})", lambda c, w, v: c.runs.get(w.run_id, extra_query={"k": v})
    ),
    both("runs.get(extra_headers=)", lambda c, w, v: c.runs.get(w.run_id, extra_headers=v)),
    both(
        "runs.get(extra_headers={X: v})",
        lambda c, w, v: c.runs.get(w.run_id, extra_headers={"X-Fuzz": v}),
    ),
    both("runs.get(timeout=)", lambda c, w, v: c.runs.get(w.run_id, timeout=v)),
    both("runs.get(request_timeout=)", lambda c, w, v: c.runs.get(w.run_id, request_timeout=v)),
    both("runs.get(max_retries=)", lambda c, w, v: c.runs.get(w.run_id, max_retries=v)),
    both("runs.cancel(run_id)", lambda c, w, v: c.runs.cancel(v)),
    both(
        "runs.cancel(idempotency_key=)",
        lambda c, w, v: c.runs.cancel(w.run_id, idempotency_key=v),
    ),
    both("runs.results(run_id)", lambda c, w, v: c.runs.results(v)),
    both("runs.wait(run_id)", lambda c, w, v: c.runs.wait(v, timeout=h.CALL_TIMEOUT)),
    both("runs.wait(timeout=)", lambda c, w, v: c.runs.wait(w.run_id, timeout=v)),
    both(
        "runs.wait(poll_interval=)",
        lambda c, w, v: c.runs.wait(w.run_id, timeout=h.CALL_TIMEOUT, poll_interval=v),
    ),
    Slot(
        "runs.follow(run_id)",
        lambda c, w, v: _follow(c, w, run_id=v),
        lambda c, w, v: _a_follow(c, w, run_id=v),
    ),
    Slot(
        "runs.follow(after=)",
        lambda c, w, v: _follow(c, w, after=v),
        lambda c, w, v: _a_follow(c, w, after=v),
    ),
    Slot(
        "runs.follow(types=)",
        lambda c, w, v: _follow(c, w, types=v),
        lambda c, w, v: _a_follow(c, w, types=v),
    ),
    Slot(
        "runs.follow(timeout=)",
        lambda c, w, v: _follow(c, w, timeout=v),
        lambda c, w, v: _a_follow(c, w, timeout=v),
    ),
    Slot(
        "runs.list(limit=)",
        lambda c, w, v: list(c.runs.list(limit=v).data),
        lambda c, w, v: _a_list(c.runs.list(limit=v)),
    ),
    Slot(
        "runs.list(cursor=)",
        lambda c, w, v: list(c.runs.list(cursor=v).data),
        lambda c, w, v: _a_list(c.runs.list(cursor=v)),
    ),
    Slot(
        "benchmarks.list(q=)",
        lambda c, w, v: list(c.benchmarks.list(q=v).data),
        lambda c, w, v: _a_list(c.benchmarks.list(q=v)),
    ),
    Slot(
        "models.list(benchmark=)",
        lambda c, w, v: list(c.models.list(benchmark=v).data),
        lambda c, w, v: _a_list(c.models.list(benchmark=v)),
    ),
    both("benchmarks.resolve_benchmark()", lambda c, w, v: c.benchmarks.resolve_benchmark(v)),
    both("benchmarks.resolve_model()", lambda c, w, v: c.benchmarks.resolve_model(v)),
    both("benchmarks.get(slug)", lambda c, w, v: c.benchmarks.get(v)),
    both("quotes.get(quote_id)", lambda c, w, v: c.quotes.get(v)),
    both("quotes.create(body)", lambda c, w, v: c.quotes.create(v)),
    both(
        "quotes.create({.., max_charge_microusd: v})",
        lambda c, w, v: c.quotes.create({**w.quote_body, "max_charge_microusd": v}),
    ),
    Slot(
        "run.export(format)",
        lambda c, w, v: c.runs.get(w.run_id).export(v),
        lambda c, w, v: _a_export(c, w, v, "format"),
    ),
    Slot(
        "run.export(version=)",
        lambda c, w, v: c.runs.get(w.run_id).export(version=v),
        lambda c, w, v: _a_export(c, w, v, "version"),
    ),
    Slot(
        "run.results(version=)", lambda c, w, v: c.runs.get(w.run_id).results(version=v), _a_results
    ),
    Slot(
        "run.continue_(max_cost=)",
        lambda c, w, v: c.runs.get(w.run_id).continue_(max_cost=v, dry_run=True),
        _a_continue,
    ),
    Slot(
        "runs.report_url(web_url=)",
        lambda c, w, v: c.runs.report_url(w.run_id, web_url=v),
        _a_report,
    ),
    Slot("runs.report_url(run_id)", lambda c, w, v: c.runs.report_url(v), _a_report_id),
)

CONSTRUCTOR_OPTIONS = (
    "api_key",
    "base_url",
    "workspace_id",
    "web_url",
    "timeout",
    "request_timeout",
    "max_retries",
    "default_headers",
    "http_client",
)


# ------------------------------------------------------------------------------ checks

_HEADER_OK = re.compile(r"[\t\x20-\x7e]*")


def wire_problems(requests: tuple[Any, ...], value: Any = None) -> list[str]:
    """What should never have been sent: unsendable header values, Python reprs (of ``value``,
    when it has no wire form as a path segment or query value, or of any object)."""
    problems = []
    reprs = set()
    if not isinstance(value, str | int | float | Decimal) or isinstance(value, bool):
        reprs = {_safe(str, value), _safe(repr, value)} - {""}
    for request in requests:
        url = str(request.url)
        if " object at 0x" in url or "%20object%20at%200x" in url:
            problems.append(f"a Python repr in the URL: {url[:200]}")
        parts = [unquote(p) for p in request.url.path.split("/")]
        parts += [v for _, v in request.url.params.multi_items()]
        for part in parts:
            if part in reprs:
                problems.append(f"{_show(value)} sent as {part!r} in {url[:200]}")
        for name, raw in request.headers.raw:
            text = raw.decode("latin-1")
            if not _HEADER_OK.fullmatch(text):
                problems.append(f"header {name.decode('latin-1')} sent as {text[:80]!r}")
            if " object at 0x" in text:
                problems.append(f"a Python repr in header {name.decode('latin-1')}")
    return problems


def _safe(render: Callable[[Any], str], value: Any) -> str:
    try:
        return render(value)
    except Exception:
        return ""


def _show(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:40] + f"... ({len(text)} chars)"


def _attempt(world: h.World, slot: Slot, value: Any, *, use_async: bool) -> h.Outcome:
    tap = world.local.tap
    tap.arm(None)
    label = f"{slot.name} <- {_show(value)}"
    try:
        if use_async:
            return h.classify(
                label, None, lambda: asyncio.run(_as_coroutine(slot, world, value)), tap
            )
        return h.classify(label, None, lambda: slot.sync(world.client, world, value), tap)
    finally:
        tap.disarm()


async def _as_coroutine(slot: Slot, world: h.World, value: Any) -> Any:
    return await slot.async_(world.aclient, world, value)


def check(outcomes: list[tuple[h.Outcome, list[str]]]) -> None:
    bad = escapes([o for o, _ in outcomes])
    sent_badly = [f"{o.call}: {p}" for o, problems in outcomes for p in problems]
    message = []
    if bad:
        message.append(
            f"{len(bad)} of {len(outcomes)} calls raised something other than EvalRouterError "
            f"or ran away:\n{grouped(bad)}"
        )
    if sent_badly:
        message.append(
            f"{len(sent_badly)} requests carried what should never be sent:\n"
            + "\n".join(sorted(set(sent_badly))[:20])
        )
    if message:
        pytest.fail("\n".join(message), pytrace=False)


def fuzz_slots(world: h.World, *, use_async: bool) -> None:
    outcomes: list[tuple[h.Outcome, list[str]]] = []

    @FUZZ
    @given(st.sampled_from(SLOTS), bad_values)
    def explore(slot: Slot, value: Any) -> None:
        outcome = _attempt(world, slot, value, use_async=use_async)
        outcomes.append((outcome, wire_problems(outcome.requests, value)))

    explore()
    assert len(outcomes) >= EXAMPLES // 2
    check(outcomes)


# ------------------------------------------------------------------- unknown options


def fuzz_unknown_options(world: h.World, *, use_async: bool) -> None:
    outcomes: list[tuple[h.Outcome, list[str]]] = []

    @settings(FUZZ, max_examples=60)
    @given(option_names, bad_values, st.sampled_from(["create", "get", "wait", "list"]))
    def explore(option: str, value: Any, method: str) -> None:
        kw = {option: value}

        def call(c: Any, w: h.World) -> Any:
            if method == "create":
                return dry(c, **kw)
            if method == "get":
                return c.runs.get(w.run_id, **kw)
            if method == "wait":
                return c.runs.wait(w.run_id, **kw)
            return c.runs.list(**kw)

        async def acall(c: Any, w: h.World) -> Any:
            out = call(c, w)
            return await out if hasattr(out, "__await__") else out

        slot = Slot(
            f"runs.{method}(**{{{option!r}: v}})",
            lambda c, w, v: call(c, w),
            lambda c, w, v: acall(c, w),
        )
        outcome = _attempt(world, slot, value, use_async=use_async)
        outcomes.append((outcome, wire_problems(outcome.requests)))

    explore()
    check(outcomes)


# ----------------------------------------------------------------------- constructors


def construct(world: h.World, option: str, value: Any, how: str) -> h.Outcome:
    """``EvalRouter(option=v)`` (``how="sync"``), ``AsyncEvalRouter(option=v)`` or
    ``with_options(option=v)``, then ``wallet.get()`` on the client made."""
    local = world.local

    def make_and_call() -> Any:
        kw: dict[str, Any] = {"base_url": local._base_url, option: value}
        if how == "with_options":
            return local.fuzz_client().with_options(**{option: value}).wallet.get()
        if how == "sync":
            with EvalRouter(transport=local.transport(), **kw) as client:
                return client.wallet.get()

        async def go() -> Any:
            async with AsyncEvalRouter(transport=local.transport(), **kw) as client:
                return await client.wallet.get()

        return asyncio.run(go())

    local.tap.arm(None)
    try:
        return h.classify(f"{how}({option}=) <- {_show(value)}", None, make_and_call, local.tap)
    finally:
        local.tap.disarm()


CONSTRUCTIONS = ("sync", "async", "with_options")


def exhaustive_constructors(world: h.World) -> list[tuple[h.Outcome, list[str]]]:
    """Every constructor option with every sample value, three ways."""
    outcomes = []
    for option in CONSTRUCTOR_OPTIONS:
        for value in SAMPLE_VALUES:
            for how in CONSTRUCTIONS:
                outcome = construct(world, option, value, how)
                outcomes.append((outcome, wire_problems(outcome.requests)))
    return outcomes


# --------------------------------------------------------------------- header values

unsendable = st.one_of(
    st.text(min_size=1, max_size=20).filter(lambda s: not _HEADER_OK.fullmatch(s)),
    st.sampled_from(["a\r\nX-Injected: 1", "nul\x00", "é", "\n", "\r", "日本"]),
)


def exhaustive(world: h.World, *, use_async: bool) -> list[tuple[h.Outcome, list[str]]]:
    """Every slot with every sample value (deterministic; also what the bench measures)."""
    outcomes = []
    for slot in SLOTS:
        for value in SAMPLE_VALUES:
            outcome = _attempt(world, slot, value, use_async=use_async)
            outcomes.append((outcome, wire_problems(outcome.requests, value)))
    return outcomes
