from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicToolAnnotations")


@_attrs_define
class PublicToolAnnotations:
    """
    Attributes:
        destructive_hint (bool | None | Unset):
        idempotent_hint (bool | None | Unset):
        read_only_hint (bool | None | Unset):
    """

    destructive_hint: bool | None | Unset = UNSET
    idempotent_hint: bool | None | Unset = UNSET
    read_only_hint: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        destructive_hint: bool | None | Unset
        if isinstance(self.destructive_hint, Unset):
            destructive_hint = UNSET
        else:
            destructive_hint = self.destructive_hint

        idempotent_hint: bool | None | Unset
        if isinstance(self.idempotent_hint, Unset):
            idempotent_hint = UNSET
        else:
            idempotent_hint = self.idempotent_hint

        read_only_hint: bool | None | Unset
        if isinstance(self.read_only_hint, Unset):
            read_only_hint = UNSET
        else:
            read_only_hint = self.read_only_hint

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if destructive_hint is not UNSET:
            field_dict["destructiveHint"] = destructive_hint
        if idempotent_hint is not UNSET:
            field_dict["idempotentHint"] = idempotent_hint
        if read_only_hint is not UNSET:
            field_dict["readOnlyHint"] = read_only_hint

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        destructive_hint = cast(bool | None | Unset, d.pop("destructiveHint", UNSET))

        idempotent_hint = cast(bool | None | Unset, d.pop("idempotentHint", UNSET))

        read_only_hint = cast(bool | None | Unset, d.pop("readOnlyHint", UNSET))

        public_tool_annotations = cls(
            destructive_hint=destructive_hint,
            idempotent_hint=idempotent_hint,
            read_only_hint=read_only_hint,
        )

        public_tool_annotations.additional_properties = d
        return public_tool_annotations

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
