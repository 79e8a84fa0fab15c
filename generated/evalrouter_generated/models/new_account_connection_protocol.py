from typing import Literal, cast

NewAccountConnectionProtocol = Literal["openai_chat", "openai_completions"]

NEW_ACCOUNT_CONNECTION_PROTOCOL_VALUES: frozenset[str] = frozenset(
    {
        "openai_chat",
        "openai_completions",
    }
)


def check_new_account_connection_protocol(value: str) -> NewAccountConnectionProtocol:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewAccountConnectionProtocol, value)
