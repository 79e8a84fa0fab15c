from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.monitor_trigger_kind import MonitorTriggerKind, check_monitor_trigger_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorTrigger")


@_attrs_define
class MonitorTrigger:
    """
    Attributes:
        kind (MonitorTriggerKind):
        interval_seconds (int | None | Unset):
    """

    kind: MonitorTriggerKind
    interval_seconds: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        interval_seconds: int | None | Unset
        if isinstance(self.interval_seconds, Unset):
            interval_seconds = UNSET
        else:
            interval_seconds = self.interval_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if interval_seconds is not UNSET:
            field_dict["interval_seconds"] = interval_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_monitor_trigger_kind(d.pop("kind"))

        interval_seconds = cast(int | None | Unset, d.pop("interval_seconds", UNSET))

        monitor_trigger = cls(
            kind=kind,
            interval_seconds=interval_seconds,
        )

        monitor_trigger.additional_properties = d
        return monitor_trigger

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
