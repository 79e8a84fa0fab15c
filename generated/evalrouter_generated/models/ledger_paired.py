from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LedgerPaired")


@_attrs_define
class LedgerPaired:
    """
    Attributes:
        baseline_only (int):
        both_passed (int):
        candidate_only (int):
        denominator (int):
        execution_failure_disagreements (int):
        neither_passed (int):
    """

    baseline_only: int
    both_passed: int
    candidate_only: int
    denominator: int
    execution_failure_disagreements: int
    neither_passed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline_only = self.baseline_only

        both_passed = self.both_passed

        candidate_only = self.candidate_only

        denominator = self.denominator

        execution_failure_disagreements = self.execution_failure_disagreements

        neither_passed = self.neither_passed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline_only": baseline_only,
                "both_passed": both_passed,
                "candidate_only": candidate_only,
                "denominator": denominator,
                "execution_failure_disagreements": execution_failure_disagreements,
                "neither_passed": neither_passed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline_only = d.pop("baseline_only")

        both_passed = d.pop("both_passed")

        candidate_only = d.pop("candidate_only")

        denominator = d.pop("denominator")

        execution_failure_disagreements = d.pop("execution_failure_disagreements")

        neither_passed = d.pop("neither_passed")

        ledger_paired = cls(
            baseline_only=baseline_only,
            both_passed=both_passed,
            candidate_only=candidate_only,
            denominator=denominator,
            execution_failure_disagreements=execution_failure_disagreements,
            neither_passed=neither_passed,
        )

        ledger_paired.additional_properties = d
        return ledger_paired

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
