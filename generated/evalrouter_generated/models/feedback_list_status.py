from typing import Literal, cast

FeedbackListStatus = Literal["accepted", "declined", "pr_open", "received", "shipped", "triaged"]

FEEDBACK_LIST_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "accepted",
        "declined",
        "pr_open",
        "received",
        "shipped",
        "triaged",
    }
)


def check_feedback_list_status(value: str) -> FeedbackListStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(FeedbackListStatus, value)
