from typing import Literal, cast

TriggerLimitsOverlap = Literal["buffer_one", "skip"]

TRIGGER_LIMITS_OVERLAP_VALUES: frozenset[str] = frozenset(
    {
        "buffer_one",
        "skip",
    }
)


def check_trigger_limits_overlap(value: str) -> TriggerLimitsOverlap:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TriggerLimitsOverlap, value)
