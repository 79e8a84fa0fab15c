from typing import Literal, cast

NewQuoteKind = Literal["continuation", "grade", "run"]

NEW_QUOTE_KIND_VALUES: frozenset[str] = frozenset(
    {
        "continuation",
        "grade",
        "run",
    }
)


def check_new_quote_kind(value: str) -> NewQuoteKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewQuoteKind, value)
