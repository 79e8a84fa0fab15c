from typing import Literal, cast

TaskDefinitionEnvironmentSplit = Literal["development", "test", "train"]

TASK_DEFINITION_ENVIRONMENT_SPLIT_VALUES: frozenset[str] = frozenset(
    {
        "development",
        "test",
        "train",
    }
)


def check_task_definition_environment_split(value: str) -> TaskDefinitionEnvironmentSplit:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TaskDefinitionEnvironmentSplit, value)
