from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_configuration_reasoning_effort_type_0 import (
    TuneConfigurationReasoningEffortType0,
    check_tune_configuration_reasoning_effort_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneConfiguration")


@_attrs_define
class TuneConfiguration:
    """
    Attributes:
        route_id (str):
        reasoning_effort (None | TuneConfigurationReasoningEffortType0 | Unset):
    """

    route_id: str
    reasoning_effort: None | TuneConfigurationReasoningEffortType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        route_id = self.route_id

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        elif isinstance(self.reasoning_effort, str):
            reasoning_effort = self.reasoning_effort
        else:
            reasoning_effort = self.reasoning_effort

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "route_id": route_id,
            }
        )
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        route_id = d.pop("route_id")

        def _parse_reasoning_effort(
            data: object,
        ) -> None | TuneConfigurationReasoningEffortType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_0 = check_tune_configuration_reasoning_effort_type_0(data)

                return reasoning_effort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneConfigurationReasoningEffortType0 | Unset, data)

        reasoning_effort = _parse_reasoning_effort(d.pop("reasoning_effort", UNSET))

        tune_configuration = cls(
            route_id=route_id,
            reasoning_effort=reasoning_effort,
        )

        tune_configuration.additional_properties = d
        return tune_configuration

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
