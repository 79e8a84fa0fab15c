from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="MonitorView")


@_attrs_define
class MonitorView:
    """
    Attributes:
        config_sha256 (str):
        held_microusd (str):
        id (str):
        mode (str):
        next_run_at (None | str):
        pause_reason (None | str):
        per_run_cap_microusd (str):
        spent_microusd (str):
        status (str):
        total_cap_microusd (str):
        trigger (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        tune_session_id (str):
        workspace_id (str):
        pause_label (None | str | Unset):
    """

    config_sha256: str
    held_microusd: str
    id: str
    mode: str
    next_run_at: None | str
    pause_reason: None | str
    per_run_cap_microusd: str
    spent_microusd: str
    status: str
    total_cap_microusd: str
    trigger: JsonObject
    tune_session_id: str
    workspace_id: str
    pause_label: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config_sha256 = self.config_sha256

        held_microusd = self.held_microusd

        id = self.id

        mode = self.mode

        next_run_at: None | str
        next_run_at = self.next_run_at

        pause_reason: None | str
        pause_reason = self.pause_reason

        per_run_cap_microusd = self.per_run_cap_microusd

        spent_microusd = self.spent_microusd

        status = self.status

        total_cap_microusd = self.total_cap_microusd

        trigger = self.trigger.to_dict()

        tune_session_id = self.tune_session_id

        workspace_id = self.workspace_id

        pause_label: None | str | Unset
        if isinstance(self.pause_label, Unset):
            pause_label = UNSET
        else:
            pause_label = self.pause_label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config_sha256": config_sha256,
                "held_microusd": held_microusd,
                "id": id,
                "mode": mode,
                "next_run_at": next_run_at,
                "pause_reason": pause_reason,
                "per_run_cap_microusd": per_run_cap_microusd,
                "spent_microusd": spent_microusd,
                "status": status,
                "total_cap_microusd": total_cap_microusd,
                "trigger": trigger,
                "tune_session_id": tune_session_id,
                "workspace_id": workspace_id,
            }
        )
        if pause_label is not UNSET:
            field_dict["pause_label"] = pause_label

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config_sha256 = d.pop("config_sha256")

        held_microusd = d.pop("held_microusd")

        id = d.pop("id")

        mode = d.pop("mode")

        next_run_at = cast(None | str, d.pop("next_run_at"))

        pause_reason = cast(None | str, d.pop("pause_reason"))

        per_run_cap_microusd = d.pop("per_run_cap_microusd")

        spent_microusd = d.pop("spent_microusd")

        status = d.pop("status")

        total_cap_microusd = d.pop("total_cap_microusd")

        trigger = JsonObject.from_dict(d.pop("trigger"))

        tune_session_id = d.pop("tune_session_id")

        workspace_id = d.pop("workspace_id")

        pause_label = cast(None | str | Unset, d.pop("pause_label", UNSET))

        monitor_view = cls(
            config_sha256=config_sha256,
            held_microusd=held_microusd,
            id=id,
            mode=mode,
            next_run_at=next_run_at,
            pause_reason=pause_reason,
            per_run_cap_microusd=per_run_cap_microusd,
            spent_microusd=spent_microusd,
            status=status,
            total_cap_microusd=total_cap_microusd,
            trigger=trigger,
            tune_session_id=tune_session_id,
            workspace_id=workspace_id,
            pause_label=pause_label,
        )

        monitor_view.additional_properties = d
        return monitor_view

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


from ..models.json_object import JsonObject
