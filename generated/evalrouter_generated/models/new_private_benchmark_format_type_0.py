from typing import Literal, cast

NewPrivateBenchmarkFormatType0 = Literal["csv", "jsonl", "parquet"]

NEW_PRIVATE_BENCHMARK_FORMAT_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "csv",
        "jsonl",
        "parquet",
    }
)


def check_new_private_benchmark_format_type_0(value: str) -> NewPrivateBenchmarkFormatType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewPrivateBenchmarkFormatType0, value)
