from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ObservationCoverage")


@_attrs_define
class ObservationCoverage:
    """
    Attributes:
        truncated (bool):
        unsupported_notifications (int):
        dropped_steps (int | None | Unset):
    """

    truncated: bool
    unsupported_notifications: int
    dropped_steps: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        truncated = self.truncated

        unsupported_notifications = self.unsupported_notifications

        dropped_steps: int | None | Unset
        if isinstance(self.dropped_steps, Unset):
            dropped_steps = UNSET
        else:
            dropped_steps = self.dropped_steps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "truncated": truncated,
                "unsupported_notifications": unsupported_notifications,
            }
        )
        if dropped_steps is not UNSET:
            field_dict["dropped_steps"] = dropped_steps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        truncated = d.pop("truncated")

        unsupported_notifications = d.pop("unsupported_notifications")

        dropped_steps = cast(int | None | Unset, d.pop("dropped_steps", UNSET))

        observation_coverage = cls(
            truncated=truncated,
            unsupported_notifications=unsupported_notifications,
            dropped_steps=dropped_steps,
        )

        observation_coverage.additional_properties = d
        return observation_coverage

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
