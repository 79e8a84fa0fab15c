"""Prices in integer micro-USD: what one task costs on one route, at worst and actually.

A task's price is its input tokens and output tokens at the route's per-million-token prices,
each rounded up to a whole micro-USD, plus the benchmark's per-task fee. The worst case assumes the
model writes the benchmark's full output budget; the charge uses the tokens it really wrote. The
expected price assumes the typical output length; ``output_variance`` is how far it spreads.
A connection (the user's own endpoint) is a route with zero token prices: its tasks cost the
benchmark's per-task fee only, the customer paying their provider for the tokens.
"""

from __future__ import annotations

import re

from .._metering import token_cost
from ._catalog import EFFORT_TOKEN_FACTOR, BenchmarkVersion, Route
from ._errors import ApiError, invalid_field
from ._tasks import Task

_MICROUSD = re.compile(r"^[0-9]{1,16}$")
MAX_MICROUSD = 10**16 - 1


def task_cost(route: Route, bench: BenchmarkVersion, input_tokens: int, output_tokens: int) -> int:
    return (
        token_cost(input_tokens, route.input_microusd_per_mtok)
        + token_cost(output_tokens, route.output_microusd_per_mtok)
        + bench.task_fee_microusd
    )


def worst_case(route: Route, bench: BenchmarkVersion, task: Task) -> int:
    return task_cost(route, bench, task.input_tokens, bench.max_output_tokens)


def expected(route: Route, bench: BenchmarkVersion, task: Task, effort: str | None = None) -> int:
    low, high = route.extra_output_tokens
    typical = (low + high) / 2 * EFFORT_TOKEN_FACTOR.get(effort or "", 1.0)
    output = min(bench.max_output_tokens, 16 + round(typical))
    return task_cost(route, bench, task.input_tokens, output)


def output_variance(route: Route, effort: str | None = None) -> float:
    """The variance (in micro-USD squared) of a task's price around ``expected``: the model writes
    a uniformly drawn number of extra output tokens (``route.extra_output_tokens``, scaled by the
    reasoning effort), each at the route's output price. Ignoring the output budget's cap only
    widens it."""
    low, high = route.extra_output_tokens
    factor = EFFORT_TOKEN_FACTOR.get(effort or "", 1.0)
    width = high - low + 1
    per_token = route.output_microusd_per_mtok / 1_000_000
    return (width * width - 1) / 12 * (factor * per_token) ** 2


def parse_microusd(value: object, field: str, *, allow_zero: bool = False) -> int:
    """A micro-USD amount on the wire: a decimal string of a whole number, no sign or point."""
    if not isinstance(value, str) or not _MICROUSD.match(value):
        raise invalid_field(
            field, 'must be a string of whole micro-USD digits, e.g. "5000000" for 5 USD'
        )
    amount = int(value)
    if amount == 0 and not allow_zero:
        raise invalid_field(field, "must be greater than zero")
    if amount > MAX_MICROUSD:
        raise ApiError(
            422, "invalid_request", f"{field}: amount too large", details={"field": field}
        )
    return amount
