from typing import Literal, cast

TracesLiveStatus = Literal["complete", "open"]

TRACES_LIVE_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "complete",
        "open",
    }
)


def check_traces_live_status(value: str) -> TracesLiveStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TracesLiveStatus, value)
