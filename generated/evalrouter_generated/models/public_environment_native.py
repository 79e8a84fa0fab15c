from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicEnvironmentNative")


@_attrs_define
class PublicEnvironmentNative:
    """
    Attributes:
        adapter (str):
        environment_version_id (str):
        variant (Literal['native']):
        manifest_sha256 (None | Unset):
    """

    adapter: str
    environment_version_id: str
    variant: Literal["native"]
    manifest_sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adapter = self.adapter

        environment_version_id = self.environment_version_id

        variant = self.variant

        manifest_sha256 = self.manifest_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adapter": adapter,
                "environment_version_id": environment_version_id,
                "variant": variant,
            }
        )
        if manifest_sha256 is not UNSET:
            field_dict["manifest_sha256"] = manifest_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        adapter = d.pop("adapter")

        environment_version_id = d.pop("environment_version_id")

        variant = cast(Literal["native"], d.pop("variant"))
        if variant != "native":
            raise ValueError(f"variant must match const 'native', got '{variant}'")

        manifest_sha256 = d.pop("manifest_sha256", UNSET)

        public_environment_native = cls(
            adapter=adapter,
            environment_version_id=environment_version_id,
            variant=variant,
            manifest_sha256=manifest_sha256,
        )

        public_environment_native.additional_properties = d
        return public_environment_native

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
