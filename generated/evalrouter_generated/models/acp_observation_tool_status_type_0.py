from typing import Literal, cast

ACPObservationToolStatusType0 = Literal["completed", "failed", "in_progress", "pending"]

ACP_OBSERVATION_TOOL_STATUS_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "completed",
        "failed",
        "in_progress",
        "pending",
    }
)


def check_acp_observation_tool_status_type_0(value: str) -> ACPObservationToolStatusType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ACPObservationToolStatusType0, value)
