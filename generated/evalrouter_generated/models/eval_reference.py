from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvalReference")


@_attrs_define
class EvalReference:
    """
    Attributes:
        eval_ (str):
        provider (None | str | Unset):
        split (None | str | Unset):
    """

    eval_: str
    provider: None | str | Unset = UNSET
    split: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        eval_ = self.eval_

        provider: None | str | Unset
        if isinstance(self.provider, Unset):
            provider = UNSET
        else:
            provider = self.provider

        split: None | str | Unset
        if isinstance(self.split, Unset):
            split = UNSET
        else:
            split = self.split

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "eval": eval_,
            }
        )
        if provider is not UNSET:
            field_dict["provider"] = provider
        if split is not UNSET:
            field_dict["split"] = split

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        eval_ = d.pop("eval")

        provider = cast(None | str | Unset, d.pop("provider", UNSET))

        split = cast(None | str | Unset, d.pop("split", UNSET))

        eval_reference = cls(
            eval_=eval_,
            provider=provider,
            split=split,
        )

        eval_reference.additional_properties = d
        return eval_reference

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
