from typing import Literal, cast

DatasetsExportFormat = Literal["jsonl", "parquet"]

DATASETS_EXPORT_FORMAT_VALUES: frozenset[str] = frozenset(
    {
        "jsonl",
        "parquet",
    }
)


def check_datasets_export_format(value: str) -> DatasetsExportFormat:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(DatasetsExportFormat, value)
