from typing import Literal, cast

BenchmarksEvalsListKind = Literal["benchmark", "environment", "remote"]

BENCHMARKS_EVALS_LIST_KIND_VALUES: frozenset[str] = frozenset(
    {
        "benchmark",
        "environment",
        "remote",
    }
)


def check_benchmarks_evals_list_kind(value: str) -> BenchmarksEvalsListKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksEvalsListKind, value)
