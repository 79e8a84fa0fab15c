from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CoverageCounts")


@_attrs_define
class CoverageCounts:
    """
    Attributes:
        attempted (int):
        cancelled (int):
        errors (int):
        graded (int):
        planned (int):
        skipped_budget (int):
    """

    attempted: int
    cancelled: int
    errors: int
    graded: int
    planned: int
    skipped_budget: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempted = self.attempted

        cancelled = self.cancelled

        errors = self.errors

        graded = self.graded

        planned = self.planned

        skipped_budget = self.skipped_budget

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempted": attempted,
                "cancelled": cancelled,
                "errors": errors,
                "graded": graded,
                "planned": planned,
                "skipped_budget": skipped_budget,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempted = d.pop("attempted")

        cancelled = d.pop("cancelled")

        errors = d.pop("errors")

        graded = d.pop("graded")

        planned = d.pop("planned")

        skipped_budget = d.pop("skipped_budget")

        coverage_counts = cls(
            attempted=attempted,
            cancelled=cancelled,
            errors=errors,
            graded=graded,
            planned=planned,
            skipped_budget=skipped_budget,
        )

        coverage_counts.additional_properties = d
        return coverage_counts

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
