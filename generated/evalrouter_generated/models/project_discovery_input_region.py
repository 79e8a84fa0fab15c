from typing import Literal, cast

ProjectDiscoveryInputRegion = Literal["eu", "us"]

PROJECT_DISCOVERY_INPUT_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "us",
    }
)


def check_project_discovery_input_region(value: str) -> ProjectDiscoveryInputRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ProjectDiscoveryInputRegion, value)
