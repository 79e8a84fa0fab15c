from typing import Literal, cast

RemoteScorerCreateProvider = Literal["braintrust", "http"]

REMOTE_SCORER_CREATE_PROVIDER_VALUES: frozenset[str] = frozenset(
    {
        "braintrust",
        "http",
    }
)


def check_remote_scorer_create_provider(value: str) -> RemoteScorerCreateProvider:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RemoteScorerCreateProvider, value)
