from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraftStarted")


@_attrs_define
class DraftStarted:
    """
    Attributes:
        dataset_manifest_sha256 (str):
        dataset_version_id (str):
        id (str):
        max_draft_microusd (str):
        status (str):
    """

    dataset_manifest_sha256: str
    dataset_version_id: str
    id: str
    max_draft_microusd: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_manifest_sha256 = self.dataset_manifest_sha256

        dataset_version_id = self.dataset_version_id

        id = self.id

        max_draft_microusd = self.max_draft_microusd

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "dataset_version_id": dataset_version_id,
                "id": id,
                "max_draft_microusd": max_draft_microusd,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_manifest_sha256 = d.pop("dataset_manifest_sha256")

        dataset_version_id = d.pop("dataset_version_id")

        id = d.pop("id")

        max_draft_microusd = d.pop("max_draft_microusd")

        status = d.pop("status")

        draft_started = cls(
            dataset_manifest_sha256=dataset_manifest_sha256,
            dataset_version_id=dataset_version_id,
            id=id,
            max_draft_microusd=max_draft_microusd,
            status=status,
        )

        draft_started.additional_properties = d
        return draft_started

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
