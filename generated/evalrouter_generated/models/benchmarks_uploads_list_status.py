from typing import Literal, cast

BenchmarksUploadsListStatus = Literal["archived", "completed", "expired", "pending"]

BENCHMARKS_UPLOADS_LIST_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "archived",
        "completed",
        "expired",
        "pending",
    }
)


def check_benchmarks_uploads_list_status(value: str) -> BenchmarksUploadsListStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksUploadsListStatus, value)
