from typing import Literal, cast

ClientSpanAttributesToolKindType0 = Literal[
    "delete", "edit", "execute", "fetch", "move", "other", "read", "search", "switch_mode", "think"
]

CLIENT_SPAN_ATTRIBUTES_TOOL_KIND_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "delete",
        "edit",
        "execute",
        "fetch",
        "move",
        "other",
        "read",
        "search",
        "switch_mode",
        "think",
    }
)


def check_client_span_attributes_tool_kind_type_0(value: str) -> ClientSpanAttributesToolKindType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ClientSpanAttributesToolKindType0, value)
