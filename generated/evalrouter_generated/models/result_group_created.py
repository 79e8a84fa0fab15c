from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ResultGroupCreated")


@_attrs_define
class ResultGroupCreated:
    """
    Attributes:
        id (str):
        existing (bool | None | Unset):
        name (None | str | Unset):
    """

    id: str
    existing: bool | None | Unset = UNSET
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        existing: bool | None | Unset
        if isinstance(self.existing, Unset):
            existing = UNSET
        else:
            existing = self.existing

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if existing is not UNSET:
            field_dict["existing"] = existing
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        existing = cast(bool | None | Unset, d.pop("existing", UNSET))

        name = cast(None | str | Unset, d.pop("name", UNSET))

        result_group_created = cls(
            id=id,
            existing=existing,
            name=name,
        )

        result_group_created.additional_properties = d
        return result_group_created

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
