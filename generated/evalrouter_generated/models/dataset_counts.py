from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetCounts")


@_attrs_define
class DatasetCounts:
    """
    Attributes:
        approved (int):
        examples (int):
        pending_review (int):
        rejected (int):
    """

    approved: int
    examples: int
    pending_review: int
    rejected: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        approved = self.approved

        examples = self.examples

        pending_review = self.pending_review

        rejected = self.rejected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "approved": approved,
                "examples": examples,
                "pending_review": pending_review,
                "rejected": rejected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        approved = d.pop("approved")

        examples = d.pop("examples")

        pending_review = d.pop("pending_review")

        rejected = d.pop("rejected")

        dataset_counts = cls(
            approved=approved,
            examples=examples,
            pending_review=pending_review,
            rejected=rejected,
        )

        dataset_counts.additional_properties = d
        return dataset_counts

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
