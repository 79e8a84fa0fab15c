from typing import Literal, cast

WorkloadSourceSplitRole = Literal["held_out", "train", "validation"]

WORKLOAD_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_workload_source_split_role(value: str) -> WorkloadSourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadSourceSplitRole, value)
