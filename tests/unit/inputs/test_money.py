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
        ("0.000001", "1"),
        (" 2 ", "2000000"),
        ("0.000001", "1"),
        ("1.500000", "1500000"),
        (9_999_999_999, "9999999999000000"),
    ],
)
def test_amounts_become_exact_microusd_strings(value: object, expected: str) -> None:
    assert to_microusd(value) == expected


@pytest.mark.parametrize(
    ("value", "reason", "fix"),
    [
        (-1, "not_positive", "positive"),
        (0, "not_positive", "positive"),
        ("0", "not_positive", "positive"),
        (0.0, "not_positive", "positive"),
        (-2.5, "not_positive", "positive"),
        ("1.0000001", "too_many_decimals", "six decimals"),
        ("1.0000005", "too_many_decimals", "six decimals"),
        (0.1 + 0.2, "too_many_decimals", "six decimals"),
        (1e-7, "too_many_decimals", "six decimals"),
        (float("nan"), "not_finite", "not a finite amount"),
        (float("inf"), "not_finite", "not a finite amount"),
        (float("-inf"), "not_finite", "not a finite amount"),
        (True, "not_an_amount", "int, float, str or Decimal"),
        (False, "not_an_amount", "int, float, str or Decimal"),
        ("abc", "not_an_amount", "not a USD amount"),
        ("", "not_an_amount", "not a USD amount"),
        (Decimal("NaN"), "not_finite", "finite"),
        (Decimal("Infinity"), "not_finite", "finite"),
        (10_000_000_000, "too_large", "largest cap"),
        (1e10, "too_large", "largest cap"),
        ([5], "not_an_amount", "int, float, str or Decimal"),
    ],
)
def test_bad_amounts_are_invalid_input_naming_the_argument(
    value: object, reason: str, fix: str
) -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(value)
    error = info.value
    assert error.code == "invalid_input"
    assert isinstance(error.details, dict)
    assert error.details["argument"] == "max_cost"
    assert error.details["reason"] == reason
    assert fix in error.message
    assert error.hint


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (2.5, "2500000"),
        (0.1, "100000"),
        (0.25, "250000"),
        (5.0, "5000000"),
        (1e-6, "1"),
        (0.3, "300000"),
        (123.456789, "123456789"),
        (9_999_999_999.0, "9999999999000000"),
    ],
)
def test_a_float_is_taken_exactly_through_its_shortest_text(value: float, expected: str) -> None:
    assert to_microusd(value) == expected


def test_the_largest_amount_is_spoken_in_dollars_with_micro_usd_in_details() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(10**10)
    assert "$9999999999.999999" in info.value.message
    assert "micro" not in info.value.message.replace("micro-dollars", "")
    assert isinstance(info.value.details, dict)
    assert info.value.details["limit_microusd"] == "9999999999999999"
    assert to_microusd("9999999999.999999") == "9999999999999999"


def test_too_many_decimals_names_the_rounded_amount() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd("1.0000001")
    assert info.value.hint is not None and "'1'" in info.value.hint


def test_a_float_with_too_many_decimals_suggests_the_nearest_amount() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(0.1 + 0.2)
    assert info.value.hint is not None and "'0.3'" in info.value.hint


def test_other_argument_names() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd(-1, name="budget_usd")
    assert info.value.code == "invalid_input"
    assert isinstance(info.value.details, dict) and info.value.details["argument"] == "budget_usd"
    assert "budget_usd" in info.value.message


def test_back_to_usd() -> None:
    assert from_microusd("2500000") == Decimal("2.5")
    assert from_microusd(None) is None
    assert format_usd("2500000") == "$2.50"
    assert format_usd("1") == "$0.000001"
    assert format_usd("5000000") == "$5.00"
    assert format_usd(None) == "no cap"


def test_a_float_subclass_counts_as_its_float_text_not_its_own_repr() -> None:
    class Dollars(float):  # as numpy's float64, whose repr is "np.float64(2.5)"
        def __repr__(self) -> str:
            return f"Dollars({float(self)})"

    assert to_microusd(Dollars(2.5)) == "2500000"


@pytest.mark.parametrize("text", ["1e6", "1E-2", "1_000", "\u0967\u0968", "+5", "5 USD", "$5"])
def test_only_plain_decimal_text_is_an_amount(text: str) -> None:
    """A cap is what the user wrote: "1e6" is never read as a million dollars."""
    with pytest.raises(EvalRouterError) as info:
        to_microusd(text)
    assert info.value.code == "invalid_input"
    assert info.value.details["reason"] == "not_an_amount"


def test_a_negative_text_amount_says_it_is_not_positive() -> None:
    with pytest.raises(EvalRouterError) as info:
        to_microusd("-5")
    assert info.value.details["reason"] == "not_positive"
