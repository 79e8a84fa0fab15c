from typing import Literal, cast

BulkReviewInputDecision = Literal["approved", "rejected"]

BULK_REVIEW_INPUT_DECISION_VALUES: frozenset[str] = frozenset(
    {
        "approved",
        "rejected",
    }
)


def check_bulk_review_input_decision(value: str) -> BulkReviewInputDecision:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BulkReviewInputDecision, value)
