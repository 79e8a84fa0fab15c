from typing import Literal, cast

ConnectionInputLanguage = Literal["python", "typescript"]

CONNECTION_INPUT_LANGUAGE_VALUES: frozenset[str] = frozenset(
    {
        "python",
        "typescript",
    }
)


def check_connection_input_language(value: str) -> ConnectionInputLanguage:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ConnectionInputLanguage, value)
