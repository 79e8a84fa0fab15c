from typing import Literal, cast

ConnectInputRegion = Literal["eu", "us"]

CONNECT_INPUT_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "us",
    }
)


def check_connect_input_region(value: str) -> ConnectInputRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ConnectInputRegion, value)
