"""Per-attempt limits of an agent run: ``--attempt-budget USD``, ``--attempt-max-output-tokens
N``, ``--attempt-max-calls N``, ``--attempt-seconds N``, and ``--limit KEY=VALUE`` for any key
of the API's ``ClientRunLimits`` (the generated model is the one list of keys). What the user
gave becomes ``agents.quote(limits=...)``; a key not given is not sent, so the SDK and the
service choose it. The quote card's line reads what the quote says it enforces, never the
flags.

Nothing here imports the SDK until a command runs (the parser reads ``FLAGS``)."""

from __future__ import annotations

import difflib
from typing import Any

from . import _exit

BUDGET = "max_cost_microusd"

# flag, the ClientRunLimits key it sets, its metavar (USD: dollars, as --max-cost), its help.
FLAGS: tuple[tuple[str, str, str, str], ...] = (
    ("--attempt-budget", BUDGET, "USD", "model money one attempt may spend (0.05 or $0.05)"),
    ("--attempt-max-output-tokens", "max_output_tokens", "N", "output tokens per model call"),
    ("--attempt-max-calls", "max_calls", "N", "model calls one attempt may make"),
    ("--attempt-seconds", "attempt_seconds", "N", "seconds one attempt may run"),
)
LIMIT_HELP = (
    "any per-attempt limit, whole numbers (max_cost_microusd in micro-USD), e.g. "
    "idle_seconds=600; repeatable"
)


def dest(flag: str) -> str:
    """The argparse attribute a flag is stored in."""
    return flag.removeprefix("--").replace("-", "_")


def whole_number(text: str) -> int:
    """A limit's value: a whole number, 1 or more (``ValueError`` saying which rule fails)."""
    digits = text.strip()
    if digits.startswith("-") and digits[1:].isascii() and digits[1:].isdigit():
        raise ValueError(f"must be 1 or more, not {text!r}")
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"not a whole number: {text!r}")
    value = int(digits)
    if value < 1:
        raise ValueError(f"must be 1 or more, not {text!r}")
    return value


def keys() -> tuple[str, ...]:
    """The API's per-attempt limits: the wire fields of the generated ``ClientRunLimits`` (its
    ``<x>_usd`` readings of ``<x>_microusd`` fields are conveniences, not fields)."""
    from evalrouter.types import ClientRunLimits

    names = [n for n, v in vars(ClientRunLimits).items() if isinstance(v, property)]
    return tuple(
        n
        for n in names
        if not (n.endswith("_usd") and f"{n.removesuffix('_usd')}_microusd" in names)
    )


def given(args: Any) -> list[str]:
    """The limit flags ``args`` holds, as typed (for errors that name them)."""
    shown = [flag for flag, *_ in FLAGS if getattr(args, dest(flag), None) is not None]
    return shown + (["--limit"] if getattr(args, "limit", None) else [])


def _microusd(amount: str) -> int:
    from evalrouter import EvalRouterError
    from evalrouter._money import to_microusd  # the SDK's one money rule, as --max-cost has it

    try:
        return int(to_microusd(amount, name="--attempt-budget"))
    except EvalRouterError as error:
        raise _exit.usage(error.message, hint=error.hint) from None


def _pair(item: str, known: tuple[str, ...]) -> tuple[str, int]:
    key, equals, value = item.partition("=")
    key = key.strip()
    if not equals or not key:
        raise _exit.usage(
            f"--limit {item!r}: give KEY=VALUE.",
            hint=f"For example --limit max_calls=40. Keys: {', '.join(known)}.",
        )
    if key not in known:
        close = difflib.get_close_matches(key, known, n=1)
        guess = f" Did you mean {close[0]}?" if close else ""
        raise _exit.usage(
            f"--limit {item!r}: {key!r} is not a per-attempt limit.{guess}",
            hint=f"Keys: {', '.join(known)} ({BUDGET} in micro-USD; or --attempt-budget USD).",
        )
    try:
        return key, whole_number(value)
    except ValueError:
        how = (
            "whole micro-USD (50000 is $0.05), or use --attempt-budget USD"
            if key == BUDGET
            else "a whole number"
        )
        raise _exit.usage(
            f"--limit {item!r}: {key} must be a whole number, 1 or more, not {value.strip()!r}.",
            hint=f"Give {key} as {how}.",
        ) from None


def read(args: Any) -> dict[str, int] | None:
    """The limits ``args`` gives (``None`` for none): checked before anything is quoted. A key
    set by two flags is refused, naming both."""
    found: dict[str, tuple[str, int]] = {}

    def put(key: str, how: str, value: int) -> None:
        if key in found:
            raise _exit.usage(
                f"{found[key][0]} and {how} both set {key}.",
                hint="Give each limit once.",
            )
        found[key] = (how, value)

    for flag, key, _metavar, _help in FLAGS:
        value = getattr(args, dest(flag), None)
        if value is not None:
            put(key, f"{flag} {value}", _microusd(value) if key == BUDGET else int(value))
    items = getattr(args, "limit", None) or []
    known = keys() if items else ()
    for item in items:
        key, number = _pair(item, known)
        put(key, f"--limit {item}", number)
    return {key: value for key, (_how, value) in found.items()} or None
