from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluatorDraftCreate")


@_attrs_define
class EvaluatorDraftCreate:
    """
    Attributes:
        dataset_version_id (str):
        max_draft_microusd (int):
    """

    dataset_version_id: str
    max_draft_microusd: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_version_id = self.dataset_version_id

        max_draft_microusd = self.max_draft_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_version_id": dataset_version_id,
                "max_draft_microusd": max_draft_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_version_id = d.pop("dataset_version_id")

        max_draft_microusd = d.pop("max_draft_microusd")

        evaluator_draft_create = cls(
            dataset_version_id=dataset_version_id,
            max_draft_microusd=max_draft_microusd,
        )

        evaluator_draft_create.additional_properties = d
        return evaluator_draft_create

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
