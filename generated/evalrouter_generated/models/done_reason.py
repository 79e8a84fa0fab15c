from typing import Literal, cast

DoneReason = Literal["completed", "gave_up"]

DONE_REASON_VALUES: frozenset[str] = frozenset(
    {
        "completed",
        "gave_up",
    }
)


def check_done_reason(value: str) -> DoneReason:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(DoneReason, value)
