from typing import Literal, cast

ClientTracePolicyLevel = Literal["content", "metadata", "off", "spans"]

CLIENT_TRACE_POLICY_LEVEL_VALUES: frozenset[str] = frozenset(
    {
        "content",
        "metadata",
        "off",
        "spans",
    }
)


def check_client_trace_policy_level(value: str) -> ClientTracePolicyLevel:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ClientTracePolicyLevel, value)
