from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_key_scopes_item import NewKeyScopesItem, check_new_key_scopes_item
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewKey")


@_attrs_define
class NewKey:
    """
    Attributes:
        label (str):
        scopes (list[NewKeyScopesItem]):
        expires_in_days (int | Unset):
        spend_ceiling_microusd (None | str | Unset):
    """

    label: str
    scopes: list[NewKeyScopesItem]
    expires_in_days: int | Unset = UNSET
    spend_ceiling_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item: str = scopes_item_data
            scopes.append(scopes_item)

        expires_in_days = self.expires_in_days

        spend_ceiling_microusd: None | str | Unset
        if isinstance(self.spend_ceiling_microusd, Unset):
            spend_ceiling_microusd = UNSET
        else:
            spend_ceiling_microusd = self.spend_ceiling_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "scopes": scopes,
            }
        )
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days
        if spend_ceiling_microusd is not UNSET:
            field_dict["spend_ceiling_microusd"] = spend_ceiling_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        label = d.pop("label")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = check_new_key_scopes_item(scopes_item_data)

            scopes.append(scopes_item)

        expires_in_days = d.pop("expires_in_days", UNSET)

        spend_ceiling_microusd = cast(None | str | Unset, d.pop("spend_ceiling_microusd", UNSET))

        new_key = cls(
            label=label,
            scopes=scopes,
            expires_in_days=expires_in_days,
            spend_ceiling_microusd=spend_ceiling_microusd,
        )

        new_key.additional_properties = d
        return new_key

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
