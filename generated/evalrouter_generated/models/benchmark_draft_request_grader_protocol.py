from typing import Literal, cast

BenchmarkDraftRequestGraderProtocol = Literal["generic", "tune_rubric_v2", "tune_rubric_v3"]

BENCHMARK_DRAFT_REQUEST_GRADER_PROTOCOL_VALUES: frozenset[str] = frozenset(
    {
        "generic",
        "tune_rubric_v2",
        "tune_rubric_v3",
    }
)


def check_benchmark_draft_request_grader_protocol(
    value: str,
) -> BenchmarkDraftRequestGraderProtocol:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(BenchmarkDraftRequestGraderProtocol, value)
