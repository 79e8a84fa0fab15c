from typing import Literal, cast

BenchmarkDraftRequestTask = Literal["exact_match", "json_field_match", "numeric", "regex_match"]

BENCHMARK_DRAFT_REQUEST_TASK_VALUES: frozenset[str] = frozenset(
    {
        "exact_match",
        "json_field_match",
        "numeric",
        "regex_match",
    }
)


def check_benchmark_draft_request_task(value: str) -> BenchmarkDraftRequestTask:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarkDraftRequestTask, value)
