from typing import Literal, cast

VerdictPolicyCostBasis = Literal["inference", "total"]

VERDICT_POLICY_COST_BASIS_VALUES: frozenset[str] = frozenset(
    {
        "inference",
        "total",
    }
)


def check_verdict_policy_cost_basis(value: str) -> VerdictPolicyCostBasis:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(VerdictPolicyCostBasis, value)
