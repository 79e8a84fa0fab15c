from typing import Literal, cast

NewQuoteConcurrencyType0 = Literal["auto", "max"]

NEW_QUOTE_CONCURRENCY_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "auto",
        "max",
    }
)


def check_new_quote_concurrency_type_0(value: str) -> NewQuoteConcurrencyType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewQuoteConcurrencyType0, value)
