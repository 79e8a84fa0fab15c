from typing import Literal, cast

RollKeyPreviousExpiresInHours = Literal[0, 1, 24, 168]

ROLL_KEY_PREVIOUS_EXPIRES_IN_HOURS_VALUES: frozenset[str] = frozenset(
    {
        0,
        1,
        24,
        168,
    }
)


def check_roll_key_previous_expires_in_hours(value: int) -> RollKeyPreviousExpiresInHours:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RollKeyPreviousExpiresInHours, value)
