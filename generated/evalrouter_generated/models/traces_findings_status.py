from typing import Literal, cast

TracesFindingsStatus = Literal["error", "fail", "insufficient_evidence", "pass"]

TRACES_FINDINGS_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "error",
        "fail",
        "insufficient_evidence",
        "pass",
    }
)


def check_traces_findings_status(value: str) -> TracesFindingsStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TracesFindingsStatus, value)
