"""max_cost (USD) → max_charge_microusd: exact whole micro-dollars, never float arithmetic."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evalrouter import EvalRouterError
from evalrouter._money import format_usd, from_microusd, to_microusd


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (5, "5000000"),
        ("5", "5000000"),
        ("0.25", "250000"),
        (Decimal("0.1"), "100000"),
        ("1e-6", "1"),
        (" 2 ", "2000000"),
        ("0.000001", "1"),
        ("1.500000", "1500000"),
        (9_999_999_999, "9999999999000000"),
    ],
)
def test_amounts_become_exact_microusd_strings(value: object, expected: str) -> None:
    assert to_microusd(value) == expected


@pytest.mark.parametrize(
    ("value", "fix"),
    [
        (-1, "positive"),
        (0, "positive"),
        ("0", "positive"),
        ("1.0000001", "six decimals"),
        ("1.0000005", "six decimals"),
        (float("nan"), "not a finite amount"),
        (float("inf"), "not a finite amount"),
        (0.1, "float"),
        (0.1 + 0.2, "float"),
        (True, "int, str or Decimal"),
        ("abc", "not a USD amount"),
        ("", "not a USD amount"),
        (Decimal("NaN"), "finite"),
        (Decimal("Infinity"), "finite"),
        (10_000_000_000, "largest cap"),
        ([5], "int, str or Decimal"),
    ],
)
def test_bad_amounts_are_refused_with_a_code_and_a_fix(value: object, fix: str) -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(value)
    assert info.value.code == "invalid_max_cost"
    assert fix in info.value.message
    assert info.value.hint


def test_float_refusal_suggests_the_string_form() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(0.25)
    assert info.value.hint is not None and 'max_cost="0.25"' in info.value.hint


def test_too_many_decimals_names_the_rounded_amount() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd("1.0000001")
    assert info.value.hint is not None and "'1'" in info.value.hint


def test_other_names_and_codes() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(-1, name="budget_usd", code="invalid_budget")
    assert info.value.code == "invalid_budget"
    assert "budget_usd" in info.value.message


def test_back_to_usd() -> None:
    assert from_microusd("2500000") == Decimal("2.5")
    assert from_microusd(None) is None
    assert format_usd("2500000") == "$2.50"
    assert format_usd("1") == "$0.000001"
    assert format_usd("5000000") == "$5.00"
    assert format_usd(None) == "no cap"
