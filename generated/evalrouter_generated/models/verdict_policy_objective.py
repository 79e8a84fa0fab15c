from typing import Literal, cast

VerdictPolicyObjective = Literal["maximize_success", "minimize_cost"]

VERDICT_POLICY_OBJECTIVE_VALUES: frozenset[str] = frozenset(
    {
        "maximize_success",
        "minimize_cost",
    }
)


def check_verdict_policy_objective(value: str) -> VerdictPolicyObjective:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(VerdictPolicyObjective, value)
