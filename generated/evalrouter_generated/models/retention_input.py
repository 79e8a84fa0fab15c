from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetentionInput")


@_attrs_define
class RetentionInput:
    """
    Attributes:
        redact_keys (list[str] | None | Unset):
        retention_days (int | None | Unset):
    """

    redact_keys: list[str] | None | Unset = UNSET
    retention_days: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redact_keys: list[str] | None | Unset
        if isinstance(self.redact_keys, Unset):
            redact_keys = UNSET
        elif isinstance(self.redact_keys, list):
            redact_keys = self.redact_keys

        else:
            redact_keys = self.redact_keys

        retention_days: int | None | Unset
        if isinstance(self.retention_days, Unset):
            retention_days = UNSET
        else:
            retention_days = self.retention_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if redact_keys is not UNSET:
            field_dict["redact_keys"] = redact_keys
        if retention_days is not UNSET:
            field_dict["retention_days"] = retention_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_redact_keys(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                redact_keys_type_0 = cast(list[str], data)

                return redact_keys_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        redact_keys = _parse_redact_keys(d.pop("redact_keys", UNSET))

        retention_days = cast(int | None | Unset, d.pop("retention_days", UNSET))

        retention_input = cls(
            redact_keys=redact_keys,
            retention_days=retention_days,
        )

        retention_input.additional_properties = d
        return retention_input

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
