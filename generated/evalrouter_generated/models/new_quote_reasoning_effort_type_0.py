from typing import Literal, cast

NewQuoteReasoningEffortType0 = Literal["high", "low", "max", "medium", "none", "xhigh"]

NEW_QUOTE_REASONING_EFFORT_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "high",
        "low",
        "max",
        "medium",
        "none",
        "xhigh",
    }
)


def check_new_quote_reasoning_effort_type_0(value: str) -> NewQuoteReasoningEffortType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewQuoteReasoningEffortType0, value)
