from typing import Literal, cast

RunsSamplesStatus = Literal["cancelled", "error", "graded", "pending", "running", "skipped_budget"]

RUNS_SAMPLES_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "cancelled",
        "error",
        "graded",
        "pending",
        "running",
        "skipped_budget",
    }
)


def check_runs_samples_status(value: str) -> RunsSamplesStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RunsSamplesStatus, value)
