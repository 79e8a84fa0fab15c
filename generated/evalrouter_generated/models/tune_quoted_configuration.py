from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneQuotedConfiguration")


@_attrs_define
class TuneQuotedConfiguration:
    """
    Attributes:
        index (int):
        phase (str):
        reasoning_effort (None | str):
        route_id (str):
        effort_adjusted_from (None | str | Unset):
    """

    index: int
    phase: str
    reasoning_effort: None | str
    route_id: str
    effort_adjusted_from: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        phase = self.phase

        reasoning_effort: None | str
        reasoning_effort = self.reasoning_effort

        route_id = self.route_id

        effort_adjusted_from: None | str | Unset
        if isinstance(self.effort_adjusted_from, Unset):
            effort_adjusted_from = UNSET
        else:
            effort_adjusted_from = self.effort_adjusted_from

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "phase": phase,
                "reasoning_effort": reasoning_effort,
                "route_id": route_id,
            }
        )
        if effort_adjusted_from is not UNSET:
            field_dict["effort_adjusted_from"] = effort_adjusted_from

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        phase = d.pop("phase")

        reasoning_effort = cast(None | str, d.pop("reasoning_effort"))

        route_id = d.pop("route_id")

        effort_adjusted_from = cast(None | str | Unset, d.pop("effort_adjusted_from", UNSET))

        tune_quoted_configuration = cls(
            index=index,
            phase=phase,
            reasoning_effort=reasoning_effort,
            route_id=route_id,
            effort_adjusted_from=effort_adjusted_from,
        )

        tune_quoted_configuration.additional_properties = d
        return tune_quoted_configuration

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
