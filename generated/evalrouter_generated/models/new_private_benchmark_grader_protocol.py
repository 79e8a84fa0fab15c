from typing import Literal, cast

NewPrivateBenchmarkGraderProtocol = Literal["generic", "tune_rubric_v2", "tune_rubric_v3"]

NEW_PRIVATE_BENCHMARK_GRADER_PROTOCOL_VALUES: frozenset[str] = frozenset(
    {
        "generic",
        "tune_rubric_v2",
        "tune_rubric_v3",
    }
)


def check_new_private_benchmark_grader_protocol(value: str) -> NewPrivateBenchmarkGraderProtocol:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewPrivateBenchmarkGraderProtocol, value)
