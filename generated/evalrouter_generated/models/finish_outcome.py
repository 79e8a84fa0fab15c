from typing import Literal, cast

FinishOutcome = Literal["completed", "failed"]

FINISH_OUTCOME_VALUES: frozenset[str] = frozenset(
    {
        "completed",
        "failed",
    }
)


def check_finish_outcome(value: str) -> FinishOutcome:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(FinishOutcome, value)
