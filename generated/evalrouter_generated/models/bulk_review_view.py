from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BulkReviewView")


@_attrs_define
class BulkReviewView:
    """
    Attributes:
        dataset_id (str):
        decision (str):
        example_ids (list[str]):
        reviewed (int):
    """

    dataset_id: str
    decision: str
    example_ids: list[str]
    reviewed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_id = self.dataset_id

        decision = self.decision

        example_ids = self.example_ids

        reviewed = self.reviewed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_id": dataset_id,
                "decision": decision,
                "example_ids": example_ids,
                "reviewed": reviewed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_id = d.pop("dataset_id")

        decision = d.pop("decision")

        example_ids = cast(list[str], d.pop("example_ids"))

        reviewed = d.pop("reviewed")

        bulk_review_view = cls(
            dataset_id=dataset_id,
            decision=decision,
            example_ids=example_ids,
            reviewed=reviewed,
        )

        bulk_review_view.additional_properties = d
        return bulk_review_view

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
