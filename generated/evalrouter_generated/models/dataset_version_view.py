from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="DatasetVersionView")


@_attrs_define
class DatasetVersionView:
    """
    Attributes:
        dataset_id (str):
        id (str):
        manifest (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        manifest_sha256 (str):
        version (int):
        created_at (None | str | Unset):
        example_count (int | None | Unset):
        idempotent (bool | None | Unset):
    """

    dataset_id: str
    id: str
    manifest: JsonObject
    manifest_sha256: str
    version: int
    created_at: None | str | Unset = UNSET
    example_count: int | None | Unset = UNSET
    idempotent: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_id = self.dataset_id

        id = self.id

        manifest = self.manifest.to_dict()

        manifest_sha256 = self.manifest_sha256

        version = self.version

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        else:
            created_at = self.created_at

        example_count: int | None | Unset
        if isinstance(self.example_count, Unset):
            example_count = UNSET
        else:
            example_count = self.example_count

        idempotent: bool | None | Unset
        if isinstance(self.idempotent, Unset):
            idempotent = UNSET
        else:
            idempotent = self.idempotent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_id": dataset_id,
                "id": id,
                "manifest": manifest,
                "manifest_sha256": manifest_sha256,
                "version": version,
            }
        )
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if example_count is not UNSET:
            field_dict["example_count"] = example_count
        if idempotent is not UNSET:
            field_dict["idempotent"] = idempotent

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_id = d.pop("dataset_id")

        id = d.pop("id")

        manifest = JsonObject.from_dict(d.pop("manifest"))

        manifest_sha256 = d.pop("manifest_sha256")

        version = d.pop("version")

        created_at = cast(None | str | Unset, d.pop("created_at", UNSET))

        example_count = cast(int | None | Unset, d.pop("example_count", UNSET))

        idempotent = cast(bool | None | Unset, d.pop("idempotent", UNSET))

        dataset_version_view = cls(
            dataset_id=dataset_id,
            id=id,
            manifest=manifest,
            manifest_sha256=manifest_sha256,
            version=version,
            created_at=created_at,
            example_count=example_count,
            idempotent=idempotent,
        )

        dataset_version_view.additional_properties = d
        return dataset_version_view

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


from ..models.json_object import JsonObject
