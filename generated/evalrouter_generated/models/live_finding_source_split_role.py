from typing import Literal, cast

LiveFindingSourceSplitRole = Literal["held_out", "train", "validation"]

LIVE_FINDING_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_live_finding_source_split_role(value: str) -> LiveFindingSourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(LiveFindingSourceSplitRole, value)
