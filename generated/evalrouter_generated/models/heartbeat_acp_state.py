from typing import Literal, cast

HeartbeatAcpState = Literal["prompting", "starting", "turn_ended"]

HEARTBEAT_ACP_STATE_VALUES: frozenset[str] = frozenset(
    {
        "prompting",
        "starting",
        "turn_ended",
    }
)


def check_heartbeat_acp_state(value: str) -> HeartbeatAcpState:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(HeartbeatAcpState, value)
