from typing import Literal, cast

BenchmarksListRunner = Literal[
    "evalplus", "evalplus_mbpp", "inspect", "livecodebench", "lm-eval", "spreadsheetbench"
]

BENCHMARKS_LIST_RUNNER_VALUES: frozenset[str] = frozenset(
    {
        "evalplus",
        "evalplus_mbpp",
        "inspect",
        "livecodebench",
        "lm-eval",
        "spreadsheetbench",
    }
)


def check_benchmarks_list_runner(value: str) -> BenchmarksListRunner:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarksListRunner, value)
