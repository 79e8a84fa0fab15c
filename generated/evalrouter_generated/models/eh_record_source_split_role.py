from typing import Literal, cast

EHRecordSourceSplitRole = Literal["held_out", "train", "validation"]

EH_RECORD_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_eh_record_source_split_role(value: str) -> EHRecordSourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(EHRecordSourceSplitRole, value)
