from typing import Literal, cast

NewFeedbackKind = Literal["bug", "confusing_behavior", "docs", "missing_feature", "other"]

NEW_FEEDBACK_KIND_VALUES: frozenset[str] = frozenset(
    {
        "bug",
        "confusing_behavior",
        "docs",
        "missing_feature",
        "other",
    }
)


def check_new_feedback_kind(value: str) -> NewFeedbackKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewFeedbackKind, value)
