from typing import Literal, cast

ACPObservationToolKindType0 = Literal[
    "delete", "edit", "execute", "fetch", "move", "other", "read", "search", "switch_mode", "think"
]

ACP_OBSERVATION_TOOL_KIND_TYPE_0_VALUES: frozenset[str] = frozenset(
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


def check_acp_observation_tool_kind_type_0(value: str) -> ACPObservationToolKindType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ACPObservationToolKindType0, value)
