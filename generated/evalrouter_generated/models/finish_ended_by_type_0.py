from typing import Literal, cast

FinishEndedByType0 = Literal["agent_exited", "deadline", "protocol_error"]

FINISH_ENDED_BY_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "agent_exited",
        "deadline",
        "protocol_error",
    }
)


def check_finish_ended_by_type_0(value: str) -> FinishEndedByType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(FinishEndedByType0, value)
