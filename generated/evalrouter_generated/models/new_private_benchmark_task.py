from typing import Literal, cast

NewPrivateBenchmarkTask = Literal[
    "exact_match", "json_field_match", "multiple_choice", "numeric", "regex_match"
]

NEW_PRIVATE_BENCHMARK_TASK_VALUES: frozenset[str] = frozenset(
    {
        "exact_match",
        "json_field_match",
        "multiple_choice",
        "numeric",
        "regex_match",
    }
)


def check_new_private_benchmark_task(value: str) -> NewPrivateBenchmarkTask:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewPrivateBenchmarkTask, value)
