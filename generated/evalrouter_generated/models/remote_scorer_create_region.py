from typing import Literal, cast

RemoteScorerCreateRegion = Literal["eu", "global"]

REMOTE_SCORER_CREATE_REGION_VALUES: frozenset[str] = frozenset(
    {
        "eu",
        "global",
    }
)


def check_remote_scorer_create_region(value: str) -> RemoteScorerCreateRegion:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RemoteScorerCreateRegion, value)
