from typing import Literal, cast

NewQuoteOutputFormatType0 = Literal[
    "default", "json_schema", "leaderboard", "native_json", "prompt_json"
]

NEW_QUOTE_OUTPUT_FORMAT_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "default",
        "json_schema",
        "leaderboard",
        "native_json",
        "prompt_json",
    }
)


def check_new_quote_output_format_type_0(value: str) -> NewQuoteOutputFormatType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewQuoteOutputFormatType0, value)
