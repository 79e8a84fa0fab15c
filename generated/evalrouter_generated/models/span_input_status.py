from typing import Literal, cast

SpanInputStatus = Literal["error", "ok"]

SPAN_INPUT_STATUS_VALUES: frozenset[str] = frozenset(
    {
        "error",
        "ok",
    }
)


def check_span_input_status(value: str) -> SpanInputStatus:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SpanInputStatus, value)
