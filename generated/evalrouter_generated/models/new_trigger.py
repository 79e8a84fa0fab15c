from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.new_quote import NewQuote
    from ..models.trigger_limits import TriggerLimits
    from ..models.trigger_when import TriggerWhen


T = TypeVar("T", bound="NewTrigger")


@_attrs_define
class NewTrigger:
    """
    Attributes:
        limits (TriggerLimits):
        name (str):
        request (NewQuote):
        when (TriggerWhen):
    """

    limits: TriggerLimits
    name: str
    request: NewQuote
    when: TriggerWhen
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limits = self.limits.to_dict()

        name = self.name

        request = self.request.to_dict()

        when = self.when.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limits": limits,
                "name": name,
                "request": request,
                "when": when,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        limits = TriggerLimits.from_dict(d.pop("limits"))

        name = d.pop("name")

        request = NewQuote.from_dict(d.pop("request"))

        when = TriggerWhen.from_dict(d.pop("when"))

        new_trigger = cls(
            limits=limits,
            name=name,
            request=request,
            when=when,
        )

        new_trigger.additional_properties = d
        return new_trigger

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


from ..models.new_quote import NewQuote
from ..models.trigger_limits import TriggerLimits
from ..models.trigger_when import TriggerWhen
