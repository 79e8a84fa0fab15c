from typing import Literal, cast

ReconnectInputRegion = Literal["eu", "us"]

RECONNECT_INPUT_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "us",
    }
)


def check_reconnect_input_region(value: str) -> ReconnectInputRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ReconnectInputRegion, value)
