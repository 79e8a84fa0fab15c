from typing import Literal, cast

EvaluatorCreateKind = Literal["deterministic", "remote", "rubric"]

EVALUATOR_CREATE_KIND_VALUES: frozenset[str] = frozenset(
    {
        "deterministic",
        "remote",
        "rubric",
    }
)


def check_evaluator_create_kind(value: str) -> EvaluatorCreateKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(EvaluatorCreateKind, value)
