from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SemanticBehaviorView")


@_attrs_define
class SemanticBehaviorView:
    """
    Attributes:
        behavior_id (str):
        category_key (str):
        category_name (str):
        daily_budget_microusd (int):
        daily_run_limit (int):
        enabled (bool):
        evaluator_id (str):
        evaluator_key (str):
        evaluator_version (int):
    """

    behavior_id: str
    category_key: str
    category_name: str
    daily_budget_microusd: int
    daily_run_limit: int
    enabled: bool
    evaluator_id: str
    evaluator_key: str
    evaluator_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        behavior_id = self.behavior_id

        category_key = self.category_key

        category_name = self.category_name

        daily_budget_microusd = self.daily_budget_microusd

        daily_run_limit = self.daily_run_limit

        enabled = self.enabled

        evaluator_id = self.evaluator_id

        evaluator_key = self.evaluator_key

        evaluator_version = self.evaluator_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "behavior_id": behavior_id,
                "category_key": category_key,
                "category_name": category_name,
                "daily_budget_microusd": daily_budget_microusd,
                "daily_run_limit": daily_run_limit,
                "enabled": enabled,
                "evaluator_id": evaluator_id,
                "evaluator_key": evaluator_key,
                "evaluator_version": evaluator_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        behavior_id = d.pop("behavior_id")

        category_key = d.pop("category_key")

        category_name = d.pop("category_name")

        daily_budget_microusd = d.pop("daily_budget_microusd")

        daily_run_limit = d.pop("daily_run_limit")

        enabled = d.pop("enabled")

        evaluator_id = d.pop("evaluator_id")

        evaluator_key = d.pop("evaluator_key")

        evaluator_version = d.pop("evaluator_version")

        semantic_behavior_view = cls(
            behavior_id=behavior_id,
            category_key=category_key,
            category_name=category_name,
            daily_budget_microusd=daily_budget_microusd,
            daily_run_limit=daily_run_limit,
            enabled=enabled,
            evaluator_id=evaluator_id,
            evaluator_key=evaluator_key,
            evaluator_version=evaluator_version,
        )

        semantic_behavior_view.additional_properties = d
        return semantic_behavior_view

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
