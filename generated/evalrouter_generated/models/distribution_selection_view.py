from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DistributionSelectionView")


@_attrs_define
class DistributionSelectionView:
    """
    Attributes:
        assignment_id (str):
        category_key (None | str):
        inclusion_probability (float):
        reason (str):
        source_rights (str):
        source_training_eligible (bool):
        stratum (str):
        trace_id (str):
        weight (float):
    """

    assignment_id: str
    category_key: None | str
    inclusion_probability: float
    reason: str
    source_rights: str
    source_training_eligible: bool
    stratum: str
    trace_id: str
    weight: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assignment_id = self.assignment_id

        category_key: None | str
        category_key = self.category_key

        inclusion_probability = self.inclusion_probability

        reason = self.reason

        source_rights = self.source_rights

        source_training_eligible = self.source_training_eligible

        stratum = self.stratum

        trace_id = self.trace_id

        weight = self.weight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assignment_id": assignment_id,
                "category_key": category_key,
                "inclusion_probability": inclusion_probability,
                "reason": reason,
                "source_rights": source_rights,
                "source_training_eligible": source_training_eligible,
                "stratum": stratum,
                "trace_id": trace_id,
                "weight": weight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        assignment_id = d.pop("assignment_id")

        category_key = cast(None | str, d.pop("category_key"))

        inclusion_probability = d.pop("inclusion_probability")

        reason = d.pop("reason")

        source_rights = d.pop("source_rights")

        source_training_eligible = d.pop("source_training_eligible")

        stratum = d.pop("stratum")

        trace_id = d.pop("trace_id")

        weight = d.pop("weight")

        distribution_selection_view = cls(
            assignment_id=assignment_id,
            category_key=category_key,
            inclusion_probability=inclusion_probability,
            reason=reason,
            source_rights=source_rights,
            source_training_eligible=source_training_eligible,
            stratum=stratum,
            trace_id=trace_id,
            weight=weight,
        )

        distribution_selection_view.additional_properties = d
        return distribution_selection_view

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
