from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="DatasetVersionListItem")


@_attrs_define
class DatasetVersionListItem:
    """
    Attributes:
        created_at (str):
        dataset_id (str):
        id (str):
        manifest (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        manifest_sha256 (str):
        version_number (int):
        awaiting_review_count (int | None | Unset):
        blocked_example_count (int | None | Unset):
        fresh_group_count (int | None | Unset):
        ready_example_count (int | None | Unset):
    """

    created_at: str
    dataset_id: str
    id: str
    manifest: JsonObject
    manifest_sha256: str
    version_number: int
    awaiting_review_count: int | None | Unset = UNSET
    blocked_example_count: int | None | Unset = UNSET
    fresh_group_count: int | None | Unset = UNSET
    ready_example_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        dataset_id = self.dataset_id

        id = self.id

        manifest = self.manifest.to_dict()

        manifest_sha256 = self.manifest_sha256

        version_number = self.version_number

        awaiting_review_count: int | None | Unset
        if isinstance(self.awaiting_review_count, Unset):
            awaiting_review_count = UNSET
        else:
            awaiting_review_count = self.awaiting_review_count

        blocked_example_count: int | None | Unset
        if isinstance(self.blocked_example_count, Unset):
            blocked_example_count = UNSET
        else:
            blocked_example_count = self.blocked_example_count

        fresh_group_count: int | None | Unset
        if isinstance(self.fresh_group_count, Unset):
            fresh_group_count = UNSET
        else:
            fresh_group_count = self.fresh_group_count

        ready_example_count: int | None | Unset
        if isinstance(self.ready_example_count, Unset):
            ready_example_count = UNSET
        else:
            ready_example_count = self.ready_example_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "dataset_id": dataset_id,
                "id": id,
                "manifest": manifest,
                "manifest_sha256": manifest_sha256,
                "version_number": version_number,
            }
        )
        if awaiting_review_count is not UNSET:
            field_dict["awaiting_review_count"] = awaiting_review_count
        if blocked_example_count is not UNSET:
            field_dict["blocked_example_count"] = blocked_example_count
        if fresh_group_count is not UNSET:
            field_dict["fresh_group_count"] = fresh_group_count
        if ready_example_count is not UNSET:
            field_dict["ready_example_count"] = ready_example_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        dataset_id = d.pop("dataset_id")

        id = d.pop("id")

        manifest = JsonObject.from_dict(d.pop("manifest"))

        manifest_sha256 = d.pop("manifest_sha256")

        version_number = d.pop("version_number")

        awaiting_review_count = cast(int | None | Unset, d.pop("awaiting_review_count", UNSET))

        blocked_example_count = cast(int | None | Unset, d.pop("blocked_example_count", UNSET))

        fresh_group_count = cast(int | None | Unset, d.pop("fresh_group_count", UNSET))

        ready_example_count = cast(int | None | Unset, d.pop("ready_example_count", UNSET))

        dataset_version_list_item = cls(
            created_at=created_at,
            dataset_id=dataset_id,
            id=id,
            manifest=manifest,
            manifest_sha256=manifest_sha256,
            version_number=version_number,
            awaiting_review_count=awaiting_review_count,
            blocked_example_count=blocked_example_count,
            fresh_group_count=fresh_group_count,
            ready_example_count=ready_example_count,
        )

        dataset_version_list_item.additional_properties = d
        return dataset_version_list_item

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
