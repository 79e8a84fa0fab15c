from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ScheduleRecord")


@_attrs_define
class ScheduleRecord:
    """
    Attributes:
        cadence (str):
        created_at (str):
        dst_policy (str):
        id (str):
        local_time (str):
        missed_policy (str):
        model (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        monthly_cap_microusd (str):
        name (str):
        next_run_at (str):
        pause_reason (None | str):
        per_run_cap_microusd (str):
        plan_sha256 (str):
        selection (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        status (str):
        timezone (str):
        weekday (int | None):
    """

    cadence: str
    created_at: str
    dst_policy: str
    id: str
    local_time: str
    missed_policy: str
    model: JsonObject
    monthly_cap_microusd: str
    name: str
    next_run_at: str
    pause_reason: None | str
    per_run_cap_microusd: str
    plan_sha256: str
    selection: JsonObject
    status: str
    timezone: str
    weekday: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cadence = self.cadence

        created_at = self.created_at

        dst_policy = self.dst_policy

        id = self.id

        local_time = self.local_time

        missed_policy = self.missed_policy

        model = self.model.to_dict()

        monthly_cap_microusd = self.monthly_cap_microusd

        name = self.name

        next_run_at = self.next_run_at

        pause_reason: None | str
        pause_reason = self.pause_reason

        per_run_cap_microusd = self.per_run_cap_microusd

        plan_sha256 = self.plan_sha256

        selection = self.selection.to_dict()

        status = self.status

        timezone = self.timezone

        weekday: int | None
        weekday = self.weekday

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cadence": cadence,
                "created_at": created_at,
                "dst_policy": dst_policy,
                "id": id,
                "local_time": local_time,
                "missed_policy": missed_policy,
                "model": model,
                "monthly_cap_microusd": monthly_cap_microusd,
                "name": name,
                "next_run_at": next_run_at,
                "pause_reason": pause_reason,
                "per_run_cap_microusd": per_run_cap_microusd,
                "plan_sha256": plan_sha256,
                "selection": selection,
                "status": status,
                "timezone": timezone,
                "weekday": weekday,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cadence = d.pop("cadence")

        created_at = d.pop("created_at")

        dst_policy = d.pop("dst_policy")

        id = d.pop("id")

        local_time = d.pop("local_time")

        missed_policy = d.pop("missed_policy")

        model = JsonObject.from_dict(d.pop("model"))

        monthly_cap_microusd = d.pop("monthly_cap_microusd")

        name = d.pop("name")

        next_run_at = d.pop("next_run_at")

        pause_reason = cast(None | str, d.pop("pause_reason"))

        per_run_cap_microusd = d.pop("per_run_cap_microusd")

        plan_sha256 = d.pop("plan_sha256")

        selection = JsonObject.from_dict(d.pop("selection"))

        status = d.pop("status")

        timezone = d.pop("timezone")

        weekday = cast(int | None, d.pop("weekday"))

        schedule_record = cls(
            cadence=cadence,
            created_at=created_at,
            dst_policy=dst_policy,
            id=id,
            local_time=local_time,
            missed_policy=missed_policy,
            model=model,
            monthly_cap_microusd=monthly_cap_microusd,
            name=name,
            next_run_at=next_run_at,
            pause_reason=pause_reason,
            per_run_cap_microusd=per_run_cap_microusd,
            plan_sha256=plan_sha256,
            selection=selection,
            status=status,
            timezone=timezone,
            weekday=weekday,
        )

        schedule_record.additional_properties = d
        return schedule_record

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
