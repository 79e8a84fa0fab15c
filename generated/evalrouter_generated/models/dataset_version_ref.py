from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetVersionRef")


@_attrs_define
class DatasetVersionRef:
    """
    Attributes:
        created_at (str):
        id (str):
        manifest_sha256 (str):
        version_number (int):
    """

    created_at: str
    id: str
    manifest_sha256: str
    version_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        manifest_sha256 = self.manifest_sha256

        version_number = self.version_number

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "manifest_sha256": manifest_sha256,
                "version_number": version_number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        manifest_sha256 = d.pop("manifest_sha256")

        version_number = d.pop("version_number")

        dataset_version_ref = cls(
            created_at=created_at,
            id=id,
            manifest_sha256=manifest_sha256,
            version_number=version_number,
        )

        dataset_version_ref.additional_properties = d
        return dataset_version_ref

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
