from typing import Literal, cast

ExternalObservationRole = Literal["baseline", "candidate"]

EXTERNAL_OBSERVATION_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "baseline",
        "candidate",
    }
)


def check_external_observation_role(value: str) -> ExternalObservationRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ExternalObservationRole, value)
