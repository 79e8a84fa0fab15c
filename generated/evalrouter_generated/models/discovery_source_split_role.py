from typing import Literal, cast

DiscoverySourceSplitRole = Literal["held_out", "train", "validation"]

DISCOVERY_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_discovery_source_split_role(value: str) -> DiscoverySourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(DiscoverySourceSplitRole, value)
