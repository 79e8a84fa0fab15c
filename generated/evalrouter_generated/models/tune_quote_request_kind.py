from typing import Literal, cast

TuneQuoteRequestKind = Literal["search", "try"]

TUNE_QUOTE_REQUEST_KIND_VALUES: frozenset[str] = frozenset(
    {
        "search",
        "try",
    }
)


def check_tune_quote_request_kind(value: str) -> TuneQuoteRequestKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneQuoteRequestKind, value)
