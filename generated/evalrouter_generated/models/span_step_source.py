from typing import Literal, cast

SpanStepSource = Literal["acp", "langgraph", "openai_agents", "opentelemetry", "sdk", "vercel_ai"]

SPAN_STEP_SOURCE_VALUES: frozenset[str] = frozenset(
    {
        "acp",
        "langgraph",
        "openai_agents",
        "opentelemetry",
        "sdk",
        "vercel_ai",
    }
)


def check_span_step_source(value: str) -> SpanStepSource:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(SpanStepSource, value)
