from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verdict_policy_cost_basis import (
    VerdictPolicyCostBasis,
    check_verdict_policy_cost_basis,
)
from ..models.verdict_policy_objective import VerdictPolicyObjective, check_verdict_policy_objective
from ..types import UNSET, Unset

T = TypeVar("T", bound="VerdictPolicy")


@_attrs_define
class VerdictPolicy:
    """
    Attributes:
        confidence (float | Unset):
        cost_basis (VerdictPolicyCostBasis | Unset):
        margin (float | Unset):
        max_cost_per_case_microusd (None | str | Unset):
        minimum_paired (int | Unset):
        objective (VerdictPolicyObjective | Unset):
    """

    confidence: float | Unset = UNSET
    cost_basis: VerdictPolicyCostBasis | Unset = UNSET
    margin: float | Unset = UNSET
    max_cost_per_case_microusd: None | str | Unset = UNSET
    minimum_paired: int | Unset = UNSET
    objective: VerdictPolicyObjective | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        confidence = self.confidence

        cost_basis: str | Unset = UNSET
        if not isinstance(self.cost_basis, Unset):
            cost_basis = self.cost_basis

        margin = self.margin

        max_cost_per_case_microusd: None | str | Unset
        if isinstance(self.max_cost_per_case_microusd, Unset):
            max_cost_per_case_microusd = UNSET
        else:
            max_cost_per_case_microusd = self.max_cost_per_case_microusd

        minimum_paired = self.minimum_paired

        objective: str | Unset = UNSET
        if not isinstance(self.objective, Unset):
            objective = self.objective

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if cost_basis is not UNSET:
            field_dict["cost_basis"] = cost_basis
        if margin is not UNSET:
            field_dict["margin"] = margin
        if max_cost_per_case_microusd is not UNSET:
            field_dict["max_cost_per_case_microusd"] = max_cost_per_case_microusd
        if minimum_paired is not UNSET:
            field_dict["minimum_paired"] = minimum_paired
        if objective is not UNSET:
            field_dict["objective"] = objective

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        confidence = d.pop("confidence", UNSET)

        _cost_basis = d.pop("cost_basis", UNSET)
        cost_basis: VerdictPolicyCostBasis | Unset
        if isinstance(_cost_basis, Unset):
            cost_basis = UNSET
        else:
            cost_basis = check_verdict_policy_cost_basis(_cost_basis)

        margin = d.pop("margin", UNSET)

        max_cost_per_case_microusd = cast(
            None | str | Unset, d.pop("max_cost_per_case_microusd", UNSET)
        )

        minimum_paired = d.pop("minimum_paired", UNSET)

        _objective = d.pop("objective", UNSET)
        objective: VerdictPolicyObjective | Unset
        if isinstance(_objective, Unset):
            objective = UNSET
        else:
            objective = check_verdict_policy_objective(_objective)

        verdict_policy = cls(
            confidence=confidence,
            cost_basis=cost_basis,
            margin=margin,
            max_cost_per_case_microusd=max_cost_per_case_microusd,
            minimum_paired=minimum_paired,
            objective=objective,
        )

        verdict_policy.additional_properties = d
        return verdict_policy

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
