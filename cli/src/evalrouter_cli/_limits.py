"""Per-attempt limits of an agent run: ``--attempt-budget USD``, ``--attempt-max-output-tokens
N``, ``--attempt-max-calls N``, ``--attempt-seconds N``, and ``--limit KEY=VALUE`` for any key
of the API's ``ClientRunLimits`` (the generated model is the one list of keys). What the user
gave becomes ``agents.quote(limits=...)``; a key not given is not sent, so the SDK and the
service choose it. The quote card's line reads what the quote says it enforces, never the
flags.

Nothing here imports the SDK until a command runs (the parser reads ``FLAGS``)."""

from __future__ import annotations

import difflib
import shlex
from collections.abc import Callable
from typing import Any

from . import _exit
from ._io import usd

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
CARD_WIDTH = 80
_LABEL = "  Per attempt:    "


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


def read(args: Any) -> dict[str, int | str] | None:
    """The limits ``args`` gives (``None`` for none): checked before anything is quoted (the
    budget in dollars by the SDK, as ``max_cost_usd``, with its one money rule). A key set by
    two flags is refused, naming both."""
    found: dict[str, tuple[str, int | str]] = {}

    def put(key: str, how: str, value: int | str) -> None:
        if key in found:
            raise _exit.usage(
                f"{found[key][0]} and {how} both set {key}.",
                hint="Give each limit once.",
            )
        found[key] = (how, value)

    for flag, key, _metavar, _help in FLAGS:
        value = getattr(args, dest(flag), None)
        if value is not None:
            dollars = str(value).strip().removeprefix("$")
            put(key, f"{flag} {value}", dollars if key == BUDGET else int(value))
    items = getattr(args, "limit", None) or []
    known = keys() if items else ()
    for item in items:
        key, number = _pair(item, known)
        put(key, f"--limit {item}", number)
    return {
        ("max_cost_usd" if isinstance(value, str) else key): value
        for key, (_how, value) in found.items()
    } or None


def typed(args: Any, *, without: str | None = None) -> list[str]:
    """The limit flags of ``args`` as a user types them again (``without``: leave out what
    sets this key)."""
    words: list[str] = []
    for flag, key, _metavar, _help in FLAGS:
        value = getattr(args, dest(flag), None)
        if value is not None and key != without:
            words += [flag, shlex.quote(str(value))]
    for item in getattr(args, "limit", None) or []:
        if item.partition("=")[0].strip() != without:
            words += ["--limit", shlex.quote(item)]
    return words


# ------------------------------------------------------------------------------ the card


def _duration(seconds: int) -> str:
    if seconds < 60 or seconds % 60:
        return f"{seconds:,} s"
    minutes = seconds // 60
    return f"{minutes:,} min" if minutes < 60 or minutes % 60 else f"{minutes // 60:,} h"


def _size(count: int) -> str:
    for unit, size in (("MB", 1_000_000), ("kB", 1_000)):
        if count >= size and count % size == 0:
            return f"{count // size:,} {unit}"
    return f"{count:,} bytes"


# How the card words each limit, in the order it shows them; a key this list lacks is shown
# by its wire name.
_WORDS: dict[str, Callable[[int], str]] = {
    BUDGET: lambda v: f"budget {usd(v)}",
    "max_output_tokens": lambda v: f"{v:,} output tokens a call",
    "max_calls": lambda v: f"{v:,} call{'s' if v != 1 else ''}",
    "attempt_seconds": _duration,
    "idle_seconds": lambda v: f"{_duration(v)} idle",
    "request_seconds": lambda v: f"{_duration(v)} a call",
    "max_input_bytes": lambda v: f"{_size(v)} input a call",
}


def words(limits: dict[str, Any]) -> list[str]:
    """Each limit of ``limits`` (a ``ClientRunLimits`` mapping) as a person reads it, in the
    card's order; a limit absent or null is left out."""
    from evalrouter.types import ClientRunLimits

    held = ClientRunLimits.from_dict(limits)
    shown = []
    for key in [*_WORDS, *(k for k in keys() if k not in _WORDS)]:
        value = getattr(held, key, None)
        if isinstance(value, int) and not isinstance(value, bool):
            said = _WORDS.get(key)
            shown.append(said(value) if said else f"{key} {value:,}")
    return shown


def card_lines(quote: dict[str, Any]) -> list[str]:
    """The card's per-attempt limits: what ``plan.client_run.limits`` of the quote says it
    enforces (a limit it leaves out or sends as null is not shown), wrapped to 80 columns."""
    client_run = (quote.get("plan") or {}).get("client_run")
    limits = client_run.get("limits") if isinstance(client_run, dict) else None
    if not isinstance(limits, dict):
        return []
    lines: list[str] = []
    for item in words(limits):
        if lines and len(f"{lines[-1]} · {item}") <= CARD_WIDTH:
            lines[-1] += f" · {item}"
        else:
            lines.append((" " * len(_LABEL) if lines else _LABEL) + item)
    return lines
