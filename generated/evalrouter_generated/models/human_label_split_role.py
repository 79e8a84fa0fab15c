from typing import Literal, cast

HumanLabelSplitRole = Literal["held_out", "validation"]

HUMAN_LABEL_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "validation",
    }
)


def check_human_label_split_role(value: str) -> HumanLabelSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(HumanLabelSplitRole, value)
