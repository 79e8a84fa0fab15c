from typing import Literal, cast

UploadSourceSplitRole = Literal["held_out", "train", "validation"]

UPLOAD_SOURCE_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_upload_source_split_role(value: str) -> UploadSourceSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(UploadSourceSplitRole, value)
