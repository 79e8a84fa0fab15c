from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateProviderAccount")


@_attrs_define
class UpdateProviderAccount:
    """
    Attributes:
        api_key (None | str | Unset):
        base_url (None | str | Unset):
        max_concurrency (int | None | Unset):
        name (None | str | Unset):
    """

    api_key: None | str | Unset = UNSET
    base_url: None | str | Unset = UNSET
    max_concurrency: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key: None | str | Unset
        if isinstance(self.api_key, Unset):
            api_key = UNSET
        else:
            api_key = self.api_key

        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        max_concurrency: int | None | Unset
        if isinstance(self.max_concurrency, Unset):
            max_concurrency = UNSET
        else:
            max_concurrency = self.max_concurrency

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if api_key is not UNSET:
            field_dict["api_key"] = api_key
        if base_url is not UNSET:
            field_dict["base_url"] = base_url
        if max_concurrency is not UNSET:
            field_dict["max_concurrency"] = max_concurrency
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = cast(None | str | Unset, d.pop("api_key", UNSET))

        base_url = cast(None | str | Unset, d.pop("base_url", UNSET))

        max_concurrency = cast(int | None | Unset, d.pop("max_concurrency", UNSET))

        name = cast(None | str | Unset, d.pop("name", UNSET))

        update_provider_account = cls(
            api_key=api_key,
            base_url=base_url,
            max_concurrency=max_concurrency,
            name=name,
        )

        update_provider_account.additional_properties = d
        return update_provider_account

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
