from typing import Literal, cast

SpanStepKind = Literal["agent", "model", "tool"]

SPAN_STEP_KIND_VALUES: frozenset[str] = frozenset(
    {
        "agent",
        "model",
        "tool",
    }
)


def check_span_step_kind(value: str) -> SpanStepKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SpanStepKind, value)
