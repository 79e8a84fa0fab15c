from typing import Literal, cast

TraceDiscoveryAssignmentsStatus = Literal["classified", "partial", "unknown"]

TRACE_DISCOVERY_ASSIGNMENTS_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "classified",
        "partial",
        "unknown",
    }
)


def check_trace_discovery_assignments_status(value: str) -> TraceDiscoveryAssignmentsStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TraceDiscoveryAssignmentsStatus, value)
