from typing import Literal, cast

EvaluatorInputKind = Literal["deterministic", "model_judge"]

EVALUATOR_INPUT_KIND_VALUES: frozenset[str] = frozenset(
    {
        "deterministic",
        "model_judge",
    }
)


def check_evaluator_input_kind(value: str) -> EvaluatorInputKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(EvaluatorInputKind, value)
