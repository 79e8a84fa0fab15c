from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetentionView")


@_attrs_define
class RetentionView:
    """
    Attributes:
        redact_keys (list[str]):
        default_retention_days (int | None | Unset):
        retention_days (int | None | Unset):
    """

    redact_keys: list[str]
    default_retention_days: int | None | Unset = UNSET
    retention_days: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redact_keys = self.redact_keys

        default_retention_days: int | None | Unset
        if isinstance(self.default_retention_days, Unset):
            default_retention_days = UNSET
        else:
            default_retention_days = self.default_retention_days

        retention_days: int | None | Unset
        if isinstance(self.retention_days, Unset):
            retention_days = UNSET
        else:
            retention_days = self.retention_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "redact_keys": redact_keys,
            }
        )
        if default_retention_days is not UNSET:
            field_dict["default_retention_days"] = default_retention_days
        if retention_days is not UNSET:
            field_dict["retention_days"] = retention_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        redact_keys = cast(list[str], d.pop("redact_keys"))

        default_retention_days = cast(int | None | Unset, d.pop("default_retention_days", UNSET))

        retention_days = cast(int | None | Unset, d.pop("retention_days", UNSET))

        retention_view = cls(
            redact_keys=redact_keys,
            default_retention_days=default_retention_days,
            retention_days=retention_days,
        )

        retention_view.additional_properties = d
        return retention_view

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
