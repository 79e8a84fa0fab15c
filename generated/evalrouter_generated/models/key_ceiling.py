from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KeyCeiling")


@_attrs_define
class KeyCeiling:
    """
    Attributes:
        spend_ceiling_microusd (None | str):
    """

    spend_ceiling_microusd: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        spend_ceiling_microusd: None | str
        spend_ceiling_microusd = self.spend_ceiling_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "spend_ceiling_microusd": spend_ceiling_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        spend_ceiling_microusd = cast(None | str, d.pop("spend_ceiling_microusd"))

        key_ceiling = cls(
            spend_ceiling_microusd=spend_ceiling_microusd,
        )

        key_ceiling.additional_properties = d
        return key_ceiling

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
