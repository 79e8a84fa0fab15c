from typing import Literal, cast

ExampleDraftPatchSplitRoleType0 = Literal["held_out", "train", "validation"]

EXAMPLE_DRAFT_PATCH_SPLIT_ROLE_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "train",
        "validation",
    }
)


def check_example_draft_patch_split_role_type_0(value: str) -> ExampleDraftPatchSplitRoleType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ExampleDraftPatchSplitRoleType0, value)
