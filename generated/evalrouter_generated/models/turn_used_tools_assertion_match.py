from typing import Literal, cast

TurnUsedToolsAssertionMatch = Literal["all", "any"]

TURN_USED_TOOLS_ASSERTION_MATCH_VALUES: frozenset[str] = frozenset(
    {
        "all",
        "any",
    }
)


def check_turn_used_tools_assertion_match(value: str) -> TurnUsedToolsAssertionMatch:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TurnUsedToolsAssertionMatch, value)
