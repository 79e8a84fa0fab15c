"""Facade arguments a user might pass by mistake: every outcome is a value or an EvalRouterError.

Wrong types, None, huge strings, control characters, non-ASCII header values,
arbitrary objects, NaN / infinite / negative money, bad ``extra_query`` / ``extra_headers``,
unknown options, on every facade call and constructor option, sync and async. Besides the
outcome, what reached the wire is checked: no header value with CR, LF, NUL or a non-ASCII
character, and no Python object sent as its repr. A header value that cannot be sent is refused
locally as ``invalid_input`` naming the header, before any request.

Budget (part of the ~3 minutes tests/fuzz may take on 2 cores): about 10 s on one core for
2 x 200 hypothesis examples, 2 x 60 unknown options, 100 constructor examples, 2 x 60 header
values, and the deterministic pass (every argument x every sample value on both clients, and every
client option x every sample value three ways: ~3,700 calls of a few ms each). Derandomized, so
CI sees the same examples on every run.
"""

from __future__ import annotations

import asyncio
import math
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzz import _harness as h
from tests.fuzz.arguments import (
    CONSTRUCTIONS,
    CONSTRUCTOR_OPTIONS,
    FUZZ,
    bad_values,
    check,
    construct,
    dry,
    exhaustive,
    exhaustive_constructors,
    fuzz_slots,
    fuzz_unknown_options,
    numbers,
    option_names,
    unsendable,
    wire_problems,
)


def test_bad_arguments_sync(world: h.World) -> None:
    fuzz_slots(world, use_async=False)


def test_bad_arguments_async(world: h.World) -> None:
    fuzz_slots(world, use_async=True)


def test_unknown_options_sync(world: h.World) -> None:
    fuzz_unknown_options(world, use_async=False)


def test_unknown_options_async(world: h.World) -> None:
    fuzz_unknown_options(world, use_async=True)


def test_constructor_options(world: h.World) -> None:
    """``EvalRouter(option=v)`` / ``AsyncEvalRouter(option=v)`` and ``with_options``: a client,
    or an EvalRouterError; a client that was made then answers or fails with one."""
    outcomes: list[tuple[h.Outcome, list[str]]] = []

    @settings(FUZZ, max_examples=100)
    @given(
        st.one_of(st.sampled_from(CONSTRUCTOR_OPTIONS), option_names),
        bad_values,
        st.sampled_from(CONSTRUCTIONS),
    )
    def explore(option: str, value: Any, how: str) -> None:
        outcome = construct(world, option, value, how)
        outcomes.append((outcome, wire_problems(outcome.requests)))

    explore()
    check(outcomes)


def test_every_constructor_option_with_every_sample(world: h.World) -> None:
    check(exhaustive_constructors(world))


@pytest.mark.parametrize("use_async", [False, True], ids=["sync", "async"])
def test_unsendable_header_value_is_refused_locally(world: h.World, use_async: bool) -> None:
    """A CR/LF, NUL or non-ASCII header value is refused naming the header, and nothing is
    sent: ``invalid_input`` on a call, ``invalid_configuration`` on a client's default_headers."""
    wrong: list[str] = []
    runs = 0

    @settings(FUZZ, max_examples=60)
    @given(unsendable, st.sampled_from(["per_call", "create", "default_headers"]))
    def explore(value: str, where: str) -> None:
        nonlocal runs
        runs += 1
        header = "X-Fuzz-Header"

        def sync_call() -> Any:
            if where == "per_call":
                return world.client.runs.get(world.run_id, extra_headers={header: value})
            if where == "create":
                return dry(world.client, extra_headers={header: value})
            return world.local.fuzz_client(default_headers={header: value}).wallet.get()

        async def async_call() -> Any:
            if where == "per_call":
                return await world.aclient.runs.get(world.run_id, extra_headers={header: value})
            if where == "create":
                return await dry(world.aclient, extra_headers={header: value})
            client = world.local.fuzz_async_client(default_headers={header: value})
            return await client.wallet.get()

        tap = world.local.tap
        tap.arm(None)
        try:
            outcome = h.classify(
                f"{where} {header}={value!r}",
                None,
                (lambda: asyncio.run(async_call())) if use_async else sync_call,
                tap,
            )
        finally:
            tap.disarm()
        expected = "invalid_configuration" if where == "default_headers" else "invalid_input"
        if outcome.kind != h.ERROR or outcome.code != expected:
            wrong.append(
                f"{outcome.call}: {outcome.kind} {outcome.code or outcome.exc_type}"
                f" at {outcome.where}: {outcome.message[:120]}"
            )
        elif header.casefold() not in outcome.message.casefold():
            wrong.append(f"{outcome.call}: the error does not name the header: {outcome.message}")
        elif outcome.requests:
            wrong.append(f"{outcome.call}: {len(outcome.requests)} requests sent anyway")

    explore()
    assert runs >= 30
    if wrong:
        pytest.fail(
            f"{len(wrong)} of {runs} unsendable header values were not refused "
            "locally:\n" + "\n".join(wrong[:15]),
            pytrace=False,
        )


def test_money_strategy_covers_non_finite() -> None:
    """The value strategy reaches the money cases the issue lists (NaN, inf, negative)."""
    seen: list[Any] = []

    @settings(FUZZ, max_examples=300)
    @given(numbers)
    def collect(value: Any) -> None:
        seen.append(value)

    collect()
    floats = [v for v in seen if isinstance(v, float)]
    assert any(math.isnan(v) for v in floats)
    assert any(math.isinf(v) for v in floats)
    assert any(v < 0 for v in seen if not (isinstance(v, float | Decimal) and v != v))


@pytest.mark.parametrize("use_async", [False, True], ids=["sync", "async"])
def test_every_argument_with_every_sample(world: h.World, use_async: bool) -> None:
    check(exhaustive(world, use_async=use_async))
