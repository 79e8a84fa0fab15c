from typing import Literal, cast

SpanStepStatus = Literal["error", "ok", "unset"]

SPAN_STEP_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "error",
        "ok",
        "unset",
    }
)


def check_span_step_status(value: str) -> SpanStepStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SpanStepStatus, value)
