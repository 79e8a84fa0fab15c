from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.monitor_trigger import MonitorTrigger


T = TypeVar("T", bound="CreateMonitor")


@_attrs_define
class CreateMonitor:
    """
    Attributes:
        per_run_cap_microusd (str):
        total_cap_microusd (str):
        trigger (MonitorTrigger):
        tune_session_id (str):
    """

    per_run_cap_microusd: str
    total_cap_microusd: str
    trigger: MonitorTrigger
    tune_session_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        per_run_cap_microusd = self.per_run_cap_microusd

        total_cap_microusd = self.total_cap_microusd

        trigger = self.trigger.to_dict()

        tune_session_id = self.tune_session_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "per_run_cap_microusd": per_run_cap_microusd,
                "total_cap_microusd": total_cap_microusd,
                "trigger": trigger,
                "tune_session_id": tune_session_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        per_run_cap_microusd = d.pop("per_run_cap_microusd")

        total_cap_microusd = d.pop("total_cap_microusd")

        trigger = MonitorTrigger.from_dict(d.pop("trigger"))

        tune_session_id = d.pop("tune_session_id")

        create_monitor = cls(
            per_run_cap_microusd=per_run_cap_microusd,
            total_cap_microusd=total_cap_microusd,
            trigger=trigger,
            tune_session_id=tune_session_id,
        )

        create_monitor.additional_properties = d
        return create_monitor

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


from ..models.monitor_trigger import MonitorTrigger
