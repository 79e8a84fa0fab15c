from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TriggerWhen")


@_attrs_define
class TriggerWhen:
    """
    Attributes:
        cron (str):
        kind (Literal['cron'] | Unset):
        timezone (str | Unset):
    """

    cron: str
    kind: Literal["cron"] | Unset = UNSET
    timezone: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cron = self.cron

        kind = self.kind

        timezone = self.timezone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cron": cron,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if timezone is not UNSET:
            field_dict["timezone"] = timezone

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cron = d.pop("cron")

        kind = cast(Literal["cron"] | Unset, d.pop("kind", UNSET))
        if kind != "cron" and not isinstance(kind, Unset):
            raise ValueError(f"kind must match const 'cron', got '{kind}'")

        timezone = d.pop("timezone", UNSET)

        trigger_when = cls(
            cron=cron,
            kind=kind,
            timezone=timezone,
        )

        trigger_when.additional_properties = d
        return trigger_when

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
