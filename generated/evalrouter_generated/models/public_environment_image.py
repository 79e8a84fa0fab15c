from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicEnvironmentImage")


@_attrs_define
class PublicEnvironmentImage:
    """
    Attributes:
        reference_commit (str):
        variant (Literal['image']):
        workdir (str):
        platform (None | str | Unset):
        reference (None | Unset):
        steps (list[str] | None | Unset):
        user (None | str | Unset):
    """

    reference_commit: str
    variant: Literal["image"]
    workdir: str
    platform: None | str | Unset = UNSET
    reference: None | Unset = UNSET
    steps: list[str] | None | Unset = UNSET
    user: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reference_commit = self.reference_commit

        variant = self.variant

        workdir = self.workdir

        platform: None | str | Unset
        if isinstance(self.platform, Unset):
            platform = UNSET
        else:
            platform = self.platform

        reference = self.reference

        steps: list[str] | None | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = self.steps

        else:
            steps = self.steps

        user: None | str | Unset
        if isinstance(self.user, Unset):
            user = UNSET
        else:
            user = self.user

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reference_commit": reference_commit,
                "variant": variant,
                "workdir": workdir,
            }
        )
        if platform is not UNSET:
            field_dict["platform"] = platform
        if reference is not UNSET:
            field_dict["reference"] = reference
        if steps is not UNSET:
            field_dict["steps"] = steps
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reference_commit = d.pop("reference_commit")

        variant = cast(Literal["image"], d.pop("variant"))
        if variant != "image":
            raise ValueError(f"variant must match const 'image', got '{variant}'")

        workdir = d.pop("workdir")

        platform = cast(None | str | Unset, d.pop("platform", UNSET))

        reference = d.pop("reference", UNSET)

        def _parse_steps(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                steps_type_0 = cast(list[str], data)

                return steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        steps = _parse_steps(d.pop("steps", UNSET))

        user = cast(None | str | Unset, d.pop("user", UNSET))

        public_environment_image = cls(
            reference_commit=reference_commit,
            variant=variant,
            workdir=workdir,
            platform=platform,
            reference=reference,
            steps=steps,
            user=user,
        )

        public_environment_image.additional_properties = d
        return public_environment_image

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
