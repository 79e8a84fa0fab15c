from typing import Literal, cast

DatasetsExamplesStatus = Literal["approved", "pending_review", "rejected"]

DATASETS_EXAMPLES_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "approved",
        "pending_review",
        "rejected",
    }
)


def check_datasets_examples_status(value: str) -> DatasetsExamplesStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(DatasetsExamplesStatus, value)
