from typing import Literal, cast

RunsExportFormat = Literal["bundle", "csv", "html", "json", "summary"]

RUNS_EXPORT_FORMAT_VALUES: frozenset[str] = frozenset(
    {
        "bundle",
        "csv",
        "html",
        "json",
        "summary",
    }
)


def check_runs_export_format(value: str) -> RunsExportFormat:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RunsExportFormat, value)
