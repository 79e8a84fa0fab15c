"""USD amounts ↔ the API's integer micro-USD strings, exactly: no float arithmetic, no rounding."""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from ._exceptions import EvalRouterError

MICRO = 1_000_000
# The API's ceiling for a cap: below 10^16 µUSD, so 9 999 999 999 USD is the largest whole amount.
LIMIT_MICROUSD = 10**16
# The wire form of money: whole micro-USD as decimal digits (no sign, point, exponent or space).
WHOLE_MICROUSD = re.compile(r"[0-9]{1,30}")

__all__ = ["check_microusd", "format_usd", "from_microusd", "to_microusd"]


type Amount = int | str | Decimal
"""A USD amount as the SDK takes it: ``5``, ``"0.25"``, ``Decimal("2.50")`` (never a float)."""


def to_microusd(value: Any, *, name: str = "max_cost", code: str = "invalid_max_cost") -> str:
    """A positive USD amount (int, str or Decimal) → whole micro-USD as a decimal string.

    ``5`` → ``"5000000"``, ``"0.25"`` → ``"250000"``, ``"1e-6"`` → ``"1"``. More than six
    decimals is an error, never rounded. Floats are refused: ``0.1 + 0.2`` is not 0.3, and money
    must be what the user wrote.
    """
    example = f'{name}=5 or {name}="0.25"'
    if isinstance(value, float) and not math.isfinite(value):
        raise EvalRouterError(
            code,
            f"{name}={value!r} is not a finite amount of money.",
            hint=f"Pass a positive number of dollars, for example {example}.",
        )
    if isinstance(value, float):
        raise EvalRouterError(
            code,
            f"{name}={value!r} is a float; floats cannot hold most cent amounts exactly.",
            hint=f'Pass the amount as a str or Decimal, e.g. {name}="{_float_hint(value)}".',
        )
    if isinstance(value, bool) or not isinstance(value, int | str | Decimal):
        raise EvalRouterError(
            code,
            f"{name} must be a USD amount given as int, str or Decimal, "
            f"not {type(value).__name__}.",
            hint=f"Pass for example {example}.",
        )
    try:
        amount = Decimal(value.strip() if isinstance(value, str) else value)
    except (InvalidOperation, ValueError):
        raise EvalRouterError(
            code,
            f"{name}={value!r} is not a USD amount.",
            hint=f"Pass a number of dollars, for example {example}.",
        ) from None
    if not amount.is_finite() or amount <= 0:
        raise EvalRouterError(
            code,
            f"{name}={value!r} must be a positive, finite USD amount.",
            hint=f"Pass for example {example}.",
        )
    micro = amount * MICRO
    if micro != micro.to_integral_value():
        suggestion = _six(amount) if micro >= 1 else "0.000001"
        raise EvalRouterError(
            code,
            f"{name}={value!r} has more than six decimals; amounts are whole micro-dollars.",
            hint=f"Use at most six decimals, e.g. {name}={suggestion!r}.",
        )
    whole = int(micro)
    if whole >= LIMIT_MICROUSD:
        raise EvalRouterError(
            code,
            f"{name}={value!r} is above the largest cap the API accepts "
            f"({format_usd(str(LIMIT_MICROUSD - 1))}).",
            hint=f"Pass a smaller {name}.",
        )
    return str(whole)


def check_microusd(value: Any, field: str, where: str) -> str | None:
    """A money field the API sent, before anything trusts it: whole micro-USD as a string of
    digits, or None when absent or null. Anything else (``""``, ``"-5"``, ``"1.5"``, ``"1e6"``,
    a number, a list) is an ``invalid_response`` naming the field."""
    if value is None:
        return None
    if isinstance(value, str) and WHOLE_MICROUSD.fullmatch(value):
        return value
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
    raise EvalRouterError(
        "invalid_response",
        f"{where} has {field}={shown}, which is not an amount of money: the API sends whole "
        "micro-USD as a string of digits.",
        hint="Nothing was started. The service may be newer than this SDK: "
        "pip install -U evalrouter-sdk",
        details={"field": field, "reason": "malformed_money"},
    )


def from_microusd(value: str | int | None) -> Decimal | None:
    """``"2500000"`` → ``Decimal("2.5")`` (None stays None)."""
    if value is None:
        return None
    if isinstance(value, bool) or not (
        (isinstance(value, int) and value >= 0)
        or (isinstance(value, str) and WHOLE_MICROUSD.fullmatch(value))
    ):
        raise EvalRouterError(
            "invalid_input",
            f"{value!r} is not an amount of whole micro-USD.",
            hint='Pass digits only, e.g. "2500000" for $2.50.',
        )
    return Decimal(int(value)) / MICRO


def format_usd(value: str | int | None) -> str:
    """``"2500000"`` → ``"$2.50"``; sub-cent amounts keep their digits (``"$0.0106"``,
    ``"$0.000001"``)."""
    amount = from_microusd(value)
    if amount is None:
        return "no cap"
    text = f"{amount:.6f}".rstrip("0")
    whole, _, frac = text.partition(".")
    return f"${whole}.{frac.ljust(2, '0')}"


def _six(amount: Decimal) -> str:
    return str(amount.quantize(Decimal("0.000001")).normalize())


def _float_hint(value: float) -> str:
    if value != value or value in (float("inf"), float("-inf")) or value <= 0:
        return "5"
    return repr(value)
