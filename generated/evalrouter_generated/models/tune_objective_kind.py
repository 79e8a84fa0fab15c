from typing import Literal, cast

TuneObjectiveKind = Literal["maximize_success", "minimize_cost"]

TUNE_OBJECTIVE_KIND_VALUES: frozenset[str] = frozenset(
    {
        "maximize_success",
        "minimize_cost",
    }
)


def check_tune_objective_kind(value: str) -> TuneObjectiveKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneObjectiveKind, value)
