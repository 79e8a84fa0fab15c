from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetentionPolicy")


@_attrs_define
class RetentionPolicy:
    """
    Attributes:
        starts_at (str):
        raw_days (int | None | Unset):
        summary_days (int | None | Unset):
    """

    starts_at: str
    raw_days: int | None | Unset = UNSET
    summary_days: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        starts_at = self.starts_at

        raw_days: int | None | Unset
        if isinstance(self.raw_days, Unset):
            raw_days = UNSET
        else:
            raw_days = self.raw_days

        summary_days: int | None | Unset
        if isinstance(self.summary_days, Unset):
            summary_days = UNSET
        else:
            summary_days = self.summary_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "starts_at": starts_at,
            }
        )
        if raw_days is not UNSET:
            field_dict["raw_days"] = raw_days
        if summary_days is not UNSET:
            field_dict["summary_days"] = summary_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        starts_at = d.pop("starts_at")

        raw_days = cast(int | None | Unset, d.pop("raw_days", UNSET))

        summary_days = cast(int | None | Unset, d.pop("summary_days", UNSET))

        retention_policy = cls(
            starts_at=starts_at,
            raw_days=raw_days,
            summary_days=summary_days,
        )

        retention_policy.additional_properties = d
        return retention_policy

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
