from typing import Literal, cast

WorkloadProjectInputRegion = Literal["eu", "us"]

WORKLOAD_PROJECT_INPUT_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "us",
    }
)


def check_workload_project_input_region(value: str) -> WorkloadProjectInputRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadProjectInputRegion, value)
