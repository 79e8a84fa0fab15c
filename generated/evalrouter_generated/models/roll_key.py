from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.roll_key_previous_expires_in_hours import (
    RollKeyPreviousExpiresInHours,
    check_roll_key_previous_expires_in_hours,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RollKey")


@_attrs_define
class RollKey:
    """
    Attributes:
        previous_expires_in_hours (RollKeyPreviousExpiresInHours | Unset):
    """

    previous_expires_in_hours: RollKeyPreviousExpiresInHours | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        previous_expires_in_hours: int | Unset = UNSET
        if not isinstance(self.previous_expires_in_hours, Unset):
            previous_expires_in_hours = self.previous_expires_in_hours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if previous_expires_in_hours is not UNSET:
            field_dict["previous_expires_in_hours"] = previous_expires_in_hours

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _previous_expires_in_hours = d.pop("previous_expires_in_hours", UNSET)
        previous_expires_in_hours: RollKeyPreviousExpiresInHours | Unset
        if isinstance(_previous_expires_in_hours, Unset):
            previous_expires_in_hours = UNSET
        else:
            previous_expires_in_hours = check_roll_key_previous_expires_in_hours(
                _previous_expires_in_hours
            )

        roll_key = cls(
            previous_expires_in_hours=previous_expires_in_hours,
        )

        roll_key.additional_properties = d
        return roll_key

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
