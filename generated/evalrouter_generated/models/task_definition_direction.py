from typing import Literal, cast

TaskDefinitionDirection = Literal["higher_is_better", "lower_is_better"]

TASK_DEFINITION_DIRECTION_VALUES: frozenset[str] = frozenset(
    {
        "higher_is_better",
        "lower_is_better",
    }
)


def check_task_definition_direction(value: str) -> TaskDefinitionDirection:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TaskDefinitionDirection, value)
