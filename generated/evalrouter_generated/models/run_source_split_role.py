from typing import Literal, cast

RunSourceSplitRole = Literal["held_out", "train", "validation"]

RUN_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_run_source_split_role(value: str) -> RunSourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RunSourceSplitRole, value)
