from typing import Literal, cast

IssueEventEvent = Literal["covered", "discovered", "fixed", "recurred"]

ISSUE_EVENT_EVENT_VALUES: frozenset[str] = frozenset(
    {
        "covered",
        "discovered",
        "fixed",
        "recurred",
    }
)


def check_issue_event_event(value: str) -> IssueEventEvent:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(IssueEventEvent, value)
