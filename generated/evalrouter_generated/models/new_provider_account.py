from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewProviderAccount")


@_attrs_define
class NewProviderAccount:
    """
    Attributes:
        api_key (str):
        base_url (str):
        name (str):
        kind (Literal['openai_compatible'] | Unset):
        max_concurrency (int | None | Unset):
    """

    api_key: str
    base_url: str
    name: str
    kind: Literal["openai_compatible"] | Unset = UNSET
    max_concurrency: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        base_url = self.base_url

        name = self.name

        kind = self.kind

        max_concurrency: int | None | Unset
        if isinstance(self.max_concurrency, Unset):
            max_concurrency = UNSET
        else:
            max_concurrency = self.max_concurrency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_key": api_key,
                "base_url": base_url,
                "name": name,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if max_concurrency is not UNSET:
            field_dict["max_concurrency"] = max_concurrency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        base_url = d.pop("base_url")

        name = d.pop("name")

        kind = cast(Literal["openai_compatible"] | Unset, d.pop("kind", UNSET))
        if kind != "openai_compatible" and not isinstance(kind, Unset):
            raise ValueError(f"kind must match const 'openai_compatible', got '{kind}'")

        max_concurrency = cast(int | None | Unset, d.pop("max_concurrency", UNSET))

        new_provider_account = cls(
            api_key=api_key,
            base_url=base_url,
            name=name,
            kind=kind,
            max_concurrency=max_concurrency,
        )

        new_provider_account.additional_properties = d
        return new_provider_account

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
