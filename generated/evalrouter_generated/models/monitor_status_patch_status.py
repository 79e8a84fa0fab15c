from typing import Literal, cast

MonitorStatusPatchStatus = Literal["active", "paused"]

MONITOR_STATUS_PATCH_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "active",
        "paused",
    }
)


def check_monitor_status_patch_status(value: str) -> MonitorStatusPatchStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(MonitorStatusPatchStatus, value)
