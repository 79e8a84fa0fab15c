from typing import Literal, cast

TraceTestCaseOutcome = Literal["error", "failed", "passed", "skipped"]

TRACE_TEST_CASE_OUTCOME_VALUES: frozenset[str] = frozenset(
    {
        "error",
        "failed",
        "passed",
        "skipped",
    }
)


def check_trace_test_case_outcome(value: str) -> TraceTestCaseOutcome:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TraceTestCaseOutcome, value)
