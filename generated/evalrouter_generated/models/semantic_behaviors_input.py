from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SemanticBehaviorsInput")


@_attrs_define
class SemanticBehaviorsInput:
    """
    Attributes:
        daily_budget_microusd (int):
        daily_run_limit (int):
        route_id (str):
        enabled (bool | Unset):
    """

    daily_budget_microusd: int
    daily_run_limit: int
    route_id: str
    enabled: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        daily_budget_microusd = self.daily_budget_microusd

        daily_run_limit = self.daily_run_limit

        route_id = self.route_id

        enabled = self.enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "daily_budget_microusd": daily_budget_microusd,
                "daily_run_limit": daily_run_limit,
                "route_id": route_id,
            }
        )
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        daily_budget_microusd = d.pop("daily_budget_microusd")

        daily_run_limit = d.pop("daily_run_limit")

        route_id = d.pop("route_id")

        enabled = d.pop("enabled", UNSET)

        semantic_behaviors_input = cls(
            daily_budget_microusd=daily_budget_microusd,
            daily_run_limit=daily_run_limit,
            route_id=route_id,
            enabled=enabled,
        )

        semantic_behaviors_input.additional_properties = d
        return semantic_behaviors_input

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
