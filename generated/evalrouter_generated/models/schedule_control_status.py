from typing import Literal, cast

ScheduleControlStatus = Literal["active", "deleted", "paused"]

SCHEDULE_CONTROL_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "active",
        "deleted",
        "paused",
    }
)


def check_schedule_control_status(value: str) -> ScheduleControlStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ScheduleControlStatus, value)
