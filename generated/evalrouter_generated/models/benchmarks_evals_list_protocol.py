from typing import Literal, cast

BenchmarksEvalsListProtocol = Literal["agentic", "batch", "interactive"]

BENCHMARKS_EVALS_LIST_PROTOCOL_VALUES: frozenset[str] = frozenset(
    {
        "agentic",
        "batch",
        "interactive",
    }
)


def check_benchmarks_evals_list_protocol(value: str) -> BenchmarksEvalsListProtocol:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksEvalsListProtocol, value)
