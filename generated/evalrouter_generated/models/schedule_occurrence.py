from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ScheduleOccurrence")


@_attrs_define
class ScheduleOccurrence:
    """
    Attributes:
        budget_period (str):
        created_at (str):
        id (str):
        reason (None | str):
        run_id (None | str):
        scheduled_for (str):
        status (str):
    """

    budget_period: str
    created_at: str
    id: str
    reason: None | str
    run_id: None | str
    scheduled_for: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        budget_period = self.budget_period

        created_at = self.created_at

        id = self.id

        reason: None | str
        reason = self.reason

        run_id: None | str
        run_id = self.run_id

        scheduled_for = self.scheduled_for

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "budget_period": budget_period,
                "created_at": created_at,
                "id": id,
                "reason": reason,
                "run_id": run_id,
                "scheduled_for": scheduled_for,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        budget_period = d.pop("budget_period")

        created_at = d.pop("created_at")

        id = d.pop("id")

        reason = cast(None | str, d.pop("reason"))

        run_id = cast(None | str, d.pop("run_id"))

        scheduled_for = d.pop("scheduled_for")

        status = d.pop("status")

        schedule_occurrence = cls(
            budget_period=budget_period,
            created_at=created_at,
            id=id,
            reason=reason,
            run_id=run_id,
            scheduled_for=scheduled_for,
            status=status,
        )

        schedule_occurrence.additional_properties = d
        return schedule_occurrence

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
