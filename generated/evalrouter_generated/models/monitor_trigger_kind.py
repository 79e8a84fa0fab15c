from typing import Literal, cast

MonitorTriggerKind = Literal["event", "interval"]

MONITOR_TRIGGER_KIND_VALUES: frozenset[str] = frozenset(
    {
        "event",
        "interval",
    }
)


def check_monitor_trigger_kind(value: str) -> MonitorTriggerKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(MonitorTriggerKind, value)
