from typing import Literal, cast

TriggerControlStatus = Literal["active", "deleted", "paused"]

TRIGGER_CONTROL_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "active",
        "deleted",
        "paused",
    }
)


def check_trigger_control_status(value: str) -> TriggerControlStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TriggerControlStatus, value)
