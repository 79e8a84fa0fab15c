"""USD amounts ↔ the API's integer micro-USD strings, exactly: no float arithmetic, no rounding."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any

from ._errors import NEWER_SERVICE_HINT, invalid_input, invalid_response
from ._exceptions import EvalRouterError

MICRO = 1_000_000
# The API's ceiling for a cap: below 10^16 µUSD, so 9 999 999 999 USD is the largest whole amount.
LIMIT_MICROUSD = 10**16
# The wire form of money: whole micro-USD as decimal digits (no sign, point, exponent or space).
WHOLE_MICROUSD = re.compile(r"[0-9]{1,30}")

__all__ = ["check_microusd", "format_usd", "from_microusd", "to_microusd"]


type Amount = int | float | str | Decimal
"""A USD amount as the SDK takes it: ``5``, ``2.5``, ``"0.25"``, ``Decimal("2.50")``. A float is
taken exactly through its shortest decimal text (``0.1`` is ``"0.1"``), never through float
arithmetic."""


def _refused(
    name: str, value: Any, reason: str, message: str, hint: str, **extra: Any
) -> EvalRouterError:
    """The one error for a bad amount: ``invalid_input`` naming the argument; the finer reason
    in ``details["reason"]``, amounts in ``details`` as micro-USD."""
    return invalid_input(
        message, argument=name, reason=reason, hint=hint, value=_shown(value), **extra
    )


_PLAIN = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)", re.ASCII)


def to_microusd(value: Any, *, name: str = "max_cost", allow_zero: bool = False) -> str:
    """A positive USD amount (int, float, str or Decimal) → whole micro-USD as a decimal string.

    ``5`` → ``"5000000"``, ``"0.25"`` → ``"250000"``, ``2.5`` → ``"2500000"``, ``0.1`` →
    ``"100000"``, ``"0.000001"`` → ``"1"``; text must be plain decimal digits (no exponent,
    sign or underscores). A float counts as its shortest decimal text (``repr``), so
    ``0.1 + 0.2`` (``0.30000000000000004``) has too many decimals. More than six decimals is
    an error, never rounded; so are bool, NaN, infinities, zero, negatives and amounts of
    10^10 USD or more. Every refusal is ``invalid_input`` naming ``name`` in
    ``details["argument"]``. ``allow_zero`` admits zero (any text of it) as ``"0"``.
    """
    amount_type = not isinstance(value, bool) and isinstance(value, int | float | str | Decimal)
    if allow_zero and amount_type:
        try:
            if Decimal(str(value).strip()) == 0:
                return "0"
        except ArithmeticError:
            pass
    example = f'{name}=5 or {name}="0.25"'
    if not amount_type:
        raise _refused(
            name,
            value,
            "not_an_amount",
            f"{name} must be a USD amount given as int, float, str or Decimal, "
            f"not {type(value).__name__}.",
            f"Pass for example {example}.",
        )
    # A float's shortest text, also for a subclass whose repr is its own (numpy's float64).
    text = float.__repr__(value) if isinstance(value, float) else value
    try:
        if isinstance(value, str) and not _PLAIN.fullmatch(value.strip()):
            # Only plain decimal text: no exponent ("1e6" is not $1,000,000 by accident), no
            # underscores, no non-ASCII digits, no sign.
            raise ValueError(value)
        amount = Decimal(text.strip() if isinstance(text, str) else text)
    except (InvalidOperation, ValueError):
        raise _refused(
            name,
            value,
            "not_an_amount",
            f"{name}={_shown(value)} is not a USD amount.",
            f"Pass a number of dollars, for example {example}.",
        ) from None
    if not amount.is_finite():
        raise _refused(
            name,
            value,
            "not_finite",
            f"{name}={_shown(value)} is not a finite amount of money.",
            f"Pass a positive number of dollars, for example {example}.",
        )
    if amount <= 0:
        raise _refused(
            name,
            value,
            "not_positive",
            f"{name}={_shown(value)} must be a positive USD amount.",
            f"Pass for example {example}.",
        )
    micro = amount * MICRO
    if micro != micro.to_integral_value():
        suggestion = _six(amount) if micro >= 1 else "0.000001"
        raise _refused(
            name,
            value,
            "too_many_decimals",
            f"{name}={_shown(value)} has more than six decimals; amounts are whole "
            "micro-dollars ($0.000001).",
            f"Use at most six decimals, e.g. {name}={suggestion!r}.",
        )
    whole = int(micro)
    if whole >= LIMIT_MICROUSD:
        largest = str(LIMIT_MICROUSD - 1)
        raise _refused(
            name,
            value,
            "too_large",
            f"{name}={_shown(value)} is above the largest cap the API accepts "
            f"({format_usd(largest)}).",
            f"Pass a smaller {name}, at most {format_usd(largest)}.",
            limit_microusd=largest,
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
    raise invalid_response(
        f"{where} has {field}={shown}, which is not an amount of money: the API sends whole "
        "micro-USD as a string of digits.",
        field=field,
        hint=f"Nothing was started. {NEWER_SERVICE_HINT}",
        reason="malformed_money",
    )


def from_microusd(value: str | int | None) -> Decimal | None:
    """``"2500000"`` → ``Decimal("2.5")`` (None stays None)."""
    if value is None:
        return None
    if isinstance(value, bool) or not (
        (isinstance(value, int) and value >= 0)
        or (isinstance(value, str) and WHOLE_MICROUSD.fullmatch(value))
    ):
        raise invalid_input(
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


def _shown(value: Any) -> str:
    """A value for a message: its repr, cut to 40 characters."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:37] + "..."
