from typing import Literal, cast

NewFeedbackSeverity = Literal["blocker", "degraded", "nice_to_have"]

NEW_FEEDBACK_SEVERITY_VALUES: frozenset[str] = frozenset(
    {
        "blocker",
        "degraded",
        "nice_to_have",
    }
)


def check_new_feedback_severity(value: str) -> NewFeedbackSeverity:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewFeedbackSeverity, value)
