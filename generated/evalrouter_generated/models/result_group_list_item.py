from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ResultGroupListItem")


@_attrs_define
class ResultGroupListItem:
    """
    Attributes:
        created_at (str):
        environment_count (int):
        id (str):
        member_count (int):
        model_count (int):
        name (str):
        updated_at (None | str | Unset):
    """

    created_at: str
    environment_count: int
    id: str
    member_count: int
    model_count: int
    name: str
    updated_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        environment_count = self.environment_count

        id = self.id

        member_count = self.member_count

        model_count = self.model_count

        name = self.name

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "environment_count": environment_count,
                "id": id,
                "member_count": member_count,
                "model_count": model_count,
                "name": name,
            }
        )
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        environment_count = d.pop("environment_count")

        id = d.pop("id")

        member_count = d.pop("member_count")

        model_count = d.pop("model_count")

        name = d.pop("name")

        updated_at = cast(None | str | Unset, d.pop("updated_at", UNSET))

        result_group_list_item = cls(
            created_at=created_at,
            environment_count=environment_count,
            id=id,
            member_count=member_count,
            model_count=model_count,
            name=name,
            updated_at=updated_at,
        )

        result_group_list_item.additional_properties = d
        return result_group_list_item

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
