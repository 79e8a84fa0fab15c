from typing import Literal, cast

FinishStopReasonType0 = Literal[
    "cancelled", "end_turn", "max_tokens", "max_turn_requests", "refusal"
]

FINISH_STOP_REASON_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "cancelled",
        "end_turn",
        "max_tokens",
        "max_turn_requests",
        "refusal",
    }
)


def check_finish_stop_reason_type_0(value: str) -> FinishStopReasonType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(FinishStopReasonType0, value)
