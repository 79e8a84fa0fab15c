from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.trigger_limits_view import TriggerLimitsView
    from ..models.trigger_when_view import TriggerWhenView


T = TypeVar("T", bound="TriggerRecord")


@_attrs_define
class TriggerRecord:
    """
    Attributes:
        created_at (str):
        id (str):
        limits (TriggerLimitsView):
        name (str):
        next_fire_at (None | str):
        pause_reason (None | str):
        request (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        status (str):
        updated_at (str):
        when (TriggerWhenView):
    """

    created_at: str
    id: str
    limits: TriggerLimitsView
    name: str
    next_fire_at: None | str
    pause_reason: None | str
    request: JsonObject
    status: str
    updated_at: str
    when: TriggerWhenView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        limits = self.limits.to_dict()

        name = self.name

        next_fire_at: None | str
        next_fire_at = self.next_fire_at

        pause_reason: None | str
        pause_reason = self.pause_reason

        request = self.request.to_dict()

        status = self.status

        updated_at = self.updated_at

        when = self.when.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "limits": limits,
                "name": name,
                "next_fire_at": next_fire_at,
                "pause_reason": pause_reason,
                "request": request,
                "status": status,
                "updated_at": updated_at,
                "when": when,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        limits = TriggerLimitsView.from_dict(d.pop("limits"))

        name = d.pop("name")

        next_fire_at = cast(None | str, d.pop("next_fire_at"))

        pause_reason = cast(None | str, d.pop("pause_reason"))

        request = JsonObject.from_dict(d.pop("request"))

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        when = TriggerWhenView.from_dict(d.pop("when"))

        trigger_record = cls(
            created_at=created_at,
            id=id,
            limits=limits,
            name=name,
            next_fire_at=next_fire_at,
            pause_reason=pause_reason,
            request=request,
            status=status,
            updated_at=updated_at,
            when=when,
        )

        trigger_record.additional_properties = d
        return trigger_record

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
from ..models.trigger_limits_view import TriggerLimitsView
from ..models.trigger_when_view import TriggerWhenView
