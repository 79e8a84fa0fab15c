"""Amounts on one card that must not read the same when they differ: ``_io.usd`` rounds for
people (two significant digits below $1, cents above), so $0.104922 and $0.100000 both read
"$0.10". ``apart`` shows such amounts with as many significant digits (up to 4, never
fewer than the cents) as it takes to tell them apart."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from ._io import usd

MOST_DIGITS = 4


def usd_digits(micro: object, digits: int) -> str:
    """``micro`` micro-USD as dollars to ``digits`` significant digits (at least to the
    cent; zeros kept, so that ``$0.100`` reads beside ``$0.105``); ``usd``'s text for what
    is not a plain positive amount of at least one micro-dollar."""
    try:
        amount = Decimal(str(micro)) / Decimal(1_000_000)
    except (InvalidOperation, ValueError):
        return usd(micro)
    if not amount.is_finite() or amount < Decimal("0.000001"):
        return usd(micro)
    step = min(Decimal(1).scaleb(amount.adjusted() - digits + 1), Decimal("0.01"))
    step = max(step, Decimal("0.000001"))
    return f"${amount.quantize(step, rounding=ROUND_HALF_UP):,f}"


def apart(*amounts: object) -> list[str]:
    """Each of ``amounts`` (micro-USD) as ``usd`` shows it, unless two of them differ but
    read the same: then all with the fewest significant digits (up to ``MOST_DIGITS``) that
    tell them apart."""
    shown = [usd(a) for a in amounts]
    if not _clash(amounts, shown):
        return shown
    for digits in range(3, MOST_DIGITS + 1):
        more = [usd_digits(a, digits) for a in amounts]
        if not _clash(amounts, more):
            return more
    return shown  # closer than 4 digits tell: as usd shows them


def _value(micro: object) -> Decimal | None:
    try:
        return Decimal(str(micro))
    except (InvalidOperation, ValueError):
        return None


def _clash(amounts: tuple[object, ...], shown: list[str]) -> bool:
    values = [_value(a) for a in amounts]
    return any(
        shown[i] == shown[j] and values[i] != values[j]
        for i in range(len(amounts))
        for j in range(i + 1, len(amounts))
        if values[i] is not None and values[j] is not None
    )
