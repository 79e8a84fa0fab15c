from typing import Literal, cast

ACPObservationKind = Literal[
    "agent_message_chunk",
    "agent_thought_chunk",
    "available_commands_update",
    "config_option_update",
    "current_mode_update",
    "other",
    "plan",
    "plan_removed",
    "plan_update",
    "session_info_update",
    "tool_call",
    "tool_call_update",
    "usage_update",
    "user_message_chunk",
]

ACP_OBSERVATION_KIND_VALUES: frozenset[str] = frozenset(
    {
        "agent_message_chunk",
        "agent_thought_chunk",
        "available_commands_update",
        "config_option_update",
        "current_mode_update",
        "other",
        "plan",
        "plan_removed",
        "plan_update",
        "session_info_update",
        "tool_call",
        "tool_call_update",
        "usage_update",
        "user_message_chunk",
    }
)


def check_acp_observation_kind(value: str) -> ACPObservationKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ACPObservationKind, value)
