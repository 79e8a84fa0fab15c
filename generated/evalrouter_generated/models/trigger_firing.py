from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TriggerFiring")


@_attrs_define
class TriggerFiring:
    """
    Attributes:
        attempts (int):
        committed_microusd (str):
        created_at (str):
        id (str):
        period (str):
        quote_id (None | str):
        reason (None | str):
        run_id (None | str):
        scheduled_for (str):
        status (str):
        trigger_id (str):
        updated_at (str):
    """

    attempts: int
    committed_microusd: str
    created_at: str
    id: str
    period: str
    quote_id: None | str
    reason: None | str
    run_id: None | str
    scheduled_for: str
    status: str
    trigger_id: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        committed_microusd = self.committed_microusd

        created_at = self.created_at

        id = self.id

        period = self.period

        quote_id: None | str
        quote_id = self.quote_id

        reason: None | str
        reason = self.reason

        run_id: None | str
        run_id = self.run_id

        scheduled_for = self.scheduled_for

        status = self.status

        trigger_id = self.trigger_id

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts": attempts,
                "committed_microusd": committed_microusd,
                "created_at": created_at,
                "id": id,
                "period": period,
                "quote_id": quote_id,
                "reason": reason,
                "run_id": run_id,
                "scheduled_for": scheduled_for,
                "status": status,
                "trigger_id": trigger_id,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        committed_microusd = d.pop("committed_microusd")

        created_at = d.pop("created_at")

        id = d.pop("id")

        period = d.pop("period")

        quote_id = cast(None | str, d.pop("quote_id"))

        reason = cast(None | str, d.pop("reason"))

        run_id = cast(None | str, d.pop("run_id"))

        scheduled_for = d.pop("scheduled_for")

        status = d.pop("status")

        trigger_id = d.pop("trigger_id")

        updated_at = d.pop("updated_at")

        trigger_firing = cls(
            attempts=attempts,
            committed_microusd=committed_microusd,
            created_at=created_at,
            id=id,
            period=period,
            quote_id=quote_id,
            reason=reason,
            run_id=run_id,
            scheduled_for=scheduled_for,
            status=status,
            trigger_id=trigger_id,
            updated_at=updated_at,
        )

        trigger_firing.additional_properties = d
        return trigger_firing

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
