from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MultipartStart")


@_attrs_define
class MultipartStart:
    """
    Attributes:
        name (str):
        count (int | Unset):
        first_part (int | Unset):
        multipart_id (None | str | Unset):
    """

    name: str
    count: int | Unset = UNSET
    first_part: int | Unset = UNSET
    multipart_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        count = self.count

        first_part = self.first_part

        multipart_id: None | str | Unset
        if isinstance(self.multipart_id, Unset):
            multipart_id = UNSET
        else:
            multipart_id = self.multipart_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count
        if first_part is not UNSET:
            field_dict["first_part"] = first_part
        if multipart_id is not UNSET:
            field_dict["multipart_id"] = multipart_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        count = d.pop("count", UNSET)

        first_part = d.pop("first_part", UNSET)

        multipart_id = cast(None | str | Unset, d.pop("multipart_id", UNSET))

        multipart_start = cls(
            name=name,
            count=count,
            first_part=first_part,
            multipart_id=multipart_id,
        )

        multipart_start.additional_properties = d
        return multipart_start

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
