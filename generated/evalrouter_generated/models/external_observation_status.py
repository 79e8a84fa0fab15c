from typing import Literal, cast

ExternalObservationStatus = Literal["cancelled", "error", "graded", "skipped"]

EXTERNAL_OBSERVATION_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "cancelled",
        "error",
        "graded",
        "skipped",
    }
)


def check_external_observation_status(value: str) -> ExternalObservationStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ExternalObservationStatus, value)
