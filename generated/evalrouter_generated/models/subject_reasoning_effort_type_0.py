from typing import Literal, cast

SubjectReasoningEffortType0 = Literal["high", "low", "max", "medium", "none", "xhigh"]

SUBJECT_REASONING_EFFORT_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "high",
        "low",
        "max",
        "medium",
        "none",
        "xhigh",
    }
)


def check_subject_reasoning_effort_type_0(value: str) -> SubjectReasoningEffortType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SubjectReasoningEffortType0, value)
