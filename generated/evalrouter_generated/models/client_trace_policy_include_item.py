from typing import Literal, cast

ClientTracePolicyIncludeItem = Literal[
    "agent_messages", "command_output", "file_diffs", "model_turns", "tool_calls"
]

CLIENT_TRACE_POLICY_INCLUDE_ITEM_VALUES: frozenset[str] = frozenset(
    {
        "agent_messages",
        "command_output",
        "file_diffs",
        "model_turns",
        "tool_calls",
    }
)


def check_client_trace_policy_include_item(value: str) -> ClientTracePolicyIncludeItem:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ClientTracePolicyIncludeItem, value)
