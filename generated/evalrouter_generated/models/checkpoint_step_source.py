from typing import Literal, cast

CheckpointStepSource = Literal["langgraph", "sdk"]

CHECKPOINT_STEP_SOURCE_VALUES: frozenset[str] = frozenset(
    {
        "langgraph",
        "sdk",
    }
)


def check_checkpoint_step_source(value: str) -> CheckpointStepSource:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(CheckpointStepSource, value)
