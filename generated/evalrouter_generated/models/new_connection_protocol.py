from typing import Literal, cast

NewConnectionProtocol = Literal["openai_chat", "openai_completions"]

NEW_CONNECTION_PROTOCOL_VALUES: frozenset[str] = frozenset(
    {
        "openai_chat",
        "openai_completions",
    }
)


def check_new_connection_protocol(value: str) -> NewConnectionProtocol:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewConnectionProtocol, value)
