from typing import Literal, cast

WorkloadAccessInputRegion = Literal["eu", "us"]

WORKLOAD_ACCESS_INPUT_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "us",
    }
)


def check_workload_access_input_region(value: str) -> WorkloadAccessInputRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadAccessInputRegion, value)
