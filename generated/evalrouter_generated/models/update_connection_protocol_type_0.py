from typing import Literal, cast

UpdateConnectionProtocolType0 = Literal["openai_chat", "openai_completions"]

UPDATE_CONNECTION_PROTOCOL_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "openai_chat",
        "openai_completions",
    }
)


def check_update_connection_protocol_type_0(value: str) -> UpdateConnectionProtocolType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(UpdateConnectionProtocolType0, value)
