from typing import Literal, cast

SpanInputKind = Literal["agent", "model", "tool"]

SPAN_INPUT_KIND_VALUES: frozenset[str] = frozenset(
    {
        "agent",
        "model",
        "tool",
    }
)


def check_span_input_kind(value: str) -> SpanInputKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SpanInputKind, value)
