from typing import Literal, cast

NewVerdictRole = Literal["confirmation", "selection"]

NEW_VERDICT_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "confirmation",
        "selection",
    }
)


def check_new_verdict_role(value: str) -> NewVerdictRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewVerdictRole, value)
