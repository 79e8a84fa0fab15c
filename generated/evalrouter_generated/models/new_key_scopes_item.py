from typing import Literal, cast

NewKeyScopesItem = Literal[
    "benchmarks:submit", "billing:read", "billing:write", "eval:read", "eval:write", "traces:write"
]

NEW_KEY_SCOPES_ITEM_VALUES: frozenset[str] = frozenset(
    {
        "benchmarks:submit",
        "billing:read",
        "billing:write",
        "eval:read",
        "eval:write",
        "traces:write",
    }
)


def check_new_key_scopes_item(value: str) -> NewKeyScopesItem:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewKeyScopesItem, value)
