from typing import Literal, cast

TaskDefinitionSplitRole = Literal["held_out", "validation"]

TASK_DEFINITION_SPLIT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "held_out",
        "validation",
    }
)


def check_task_definition_split_role(value: str) -> TaskDefinitionSplitRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TaskDefinitionSplitRole, value)
