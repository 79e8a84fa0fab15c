from typing import Literal, cast

CalibrationCaseExpectedLabel = Literal["abstain", "fail", "pass"]

CALIBRATION_CASE_EXPECTED_LABEL_VALUES: frozenset[str] = frozenset(
    {
        "abstain",
        "fail",
        "pass",
    }
)


def check_calibration_case_expected_label(value: str) -> CalibrationCaseExpectedLabel:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(CalibrationCaseExpectedLabel, value)
