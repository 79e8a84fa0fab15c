from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskEnvironment")


@_attrs_define
class TaskEnvironment:
    """The container a repository task runs in: an image pinned by digest, the expected HEAD commit and the preparation
    steps to apply.

        Attributes:
            head_commit (None | str | Unset):
            image (None | str | Unset):
            steps (list[str] | None | Unset):
    """

    head_commit: None | str | Unset = UNSET
    image: None | str | Unset = UNSET
    steps: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        head_commit: None | str | Unset
        if isinstance(self.head_commit, Unset):
            head_commit = UNSET
        else:
            head_commit = self.head_commit

        image: None | str | Unset
        if isinstance(self.image, Unset):
            image = UNSET
        else:
            image = self.image

        steps: list[str] | None | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = self.steps

        else:
            steps = self.steps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if head_commit is not UNSET:
            field_dict["head_commit"] = head_commit
        if image is not UNSET:
            field_dict["image"] = image
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        head_commit = cast(None | str | Unset, d.pop("head_commit", UNSET))

        image = cast(None | str | Unset, d.pop("image", UNSET))

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

        task_environment = cls(
            head_commit=head_commit,
            image=image,
            steps=steps,
        )

        task_environment.additional_properties = d
        return task_environment

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
