from typing import Literal, cast

ReviewInputDecision = Literal["approved", "rejected"]

REVIEW_INPUT_DECISION_VALUES: frozenset[str] = frozenset(
    {
        "approved",
        "rejected",
    }
)


def check_review_input_decision(value: str) -> ReviewInputDecision:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ReviewInputDecision, value)
