from typing import Literal, cast

LiveTraceSourceGrading = Literal["contains", "exact_match", "review"]

LIVE_TRACE_SOURCE_GRADING_VALUES: frozenset[str] = frozenset(
    {
        "contains",
        "exact_match",
        "review",
    }
)


def check_live_trace_source_grading(value: str) -> LiveTraceSourceGrading:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(LiveTraceSourceGrading, value)
