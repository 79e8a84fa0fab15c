from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicEnvironmentDockerfile")


@_attrs_define
class PublicEnvironmentDockerfile:
    """
    Attributes:
        asset (str):
        context_commit (str):
        dockerfile_commit (str):
        variant (Literal['dockerfile']):
        context_sha256 (None | Unset):
        dockerfile_sha256 (None | Unset):
    """

    asset: str
    context_commit: str
    dockerfile_commit: str
    variant: Literal["dockerfile"]
    context_sha256: None | Unset = UNSET
    dockerfile_sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset

        context_commit = self.context_commit

        dockerfile_commit = self.dockerfile_commit

        variant = self.variant

        context_sha256 = self.context_sha256

        dockerfile_sha256 = self.dockerfile_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset": asset,
                "context_commit": context_commit,
                "dockerfile_commit": dockerfile_commit,
                "variant": variant,
            }
        )
        if context_sha256 is not UNSET:
            field_dict["context_sha256"] = context_sha256
        if dockerfile_sha256 is not UNSET:
            field_dict["dockerfile_sha256"] = dockerfile_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        asset = d.pop("asset")

        context_commit = d.pop("context_commit")

        dockerfile_commit = d.pop("dockerfile_commit")

        variant = cast(Literal["dockerfile"], d.pop("variant"))
        if variant != "dockerfile":
            raise ValueError(f"variant must match const 'dockerfile', got '{variant}'")

        context_sha256 = d.pop("context_sha256", UNSET)

        dockerfile_sha256 = d.pop("dockerfile_sha256", UNSET)

        public_environment_dockerfile = cls(
            asset=asset,
            context_commit=context_commit,
            dockerfile_commit=dockerfile_commit,
            variant=variant,
            context_sha256=context_sha256,
            dockerfile_sha256=dockerfile_sha256,
        )

        public_environment_dockerfile.additional_properties = d
        return public_environment_dockerfile

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
