from typing import Literal, cast

BenchmarksPrivateListStatus = Literal["active", "archived"]

BENCHMARKS_PRIVATE_LIST_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "active",
        "archived",
    }
)


def check_benchmarks_private_list_status(value: str) -> BenchmarksPrivateListStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksPrivateListStatus, value)
