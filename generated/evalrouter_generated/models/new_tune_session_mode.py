from typing import Literal, cast

NewTuneSessionMode = Literal["agent", "model"]

NEW_TUNE_SESSION_MODE_VALUES: frozenset[str] = frozenset(
    {
        "agent",
        "model",
    }
)


def check_new_tune_session_mode(value: str) -> NewTuneSessionMode:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewTuneSessionMode, value)
