from typing import Literal, cast

BenchmarksListStatus = Literal["active", "candidate", "quarantined", "retired"]

BENCHMARKS_LIST_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "active",
        "candidate",
        "quarantined",
        "retired",
    }
)


def check_benchmarks_list_status(value: str) -> BenchmarksListStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksListStatus, value)
