from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PatchOutput")


@_attrs_define
class PatchOutput:
    """A patch-kind output: the checkout's `git diff --binary` from its baseline, new files included, as UTF-8 text.

    Attributes:
        kind (Literal['patch']):
        patch (str):
    """

    kind: Literal["patch"]
    patch: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        patch = self.patch

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "patch": patch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["patch"], d.pop("kind"))
        if kind != "patch":
            raise ValueError(f"kind must match const 'patch', got '{kind}'")

        patch = d.pop("patch")

        patch_output = cls(
            kind=kind,
            patch=patch,
        )

        patch_output.additional_properties = d
        return patch_output

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
