from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TriggerLimitsView")


@_attrs_define
class TriggerLimitsView:
    """
    Attributes:
        concurrency_key (None | str):
        max_cost_microusd (str):
        overlap (str):
        period_cap_microusd (None | str):
        total_cap_microusd (None | str):
    """

    concurrency_key: None | str
    max_cost_microusd: str
    overlap: str
    period_cap_microusd: None | str
    total_cap_microusd: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        concurrency_key: None | str
        concurrency_key = self.concurrency_key

        max_cost_microusd = self.max_cost_microusd

        overlap = self.overlap

        period_cap_microusd: None | str
        period_cap_microusd = self.period_cap_microusd

        total_cap_microusd: None | str
        total_cap_microusd = self.total_cap_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "concurrency_key": concurrency_key,
                "max_cost_microusd": max_cost_microusd,
                "overlap": overlap,
                "period_cap_microusd": period_cap_microusd,
                "total_cap_microusd": total_cap_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        concurrency_key = cast(None | str, d.pop("concurrency_key"))

        max_cost_microusd = d.pop("max_cost_microusd")

        overlap = d.pop("overlap")

        period_cap_microusd = cast(None | str, d.pop("period_cap_microusd"))

        total_cap_microusd = cast(None | str, d.pop("total_cap_microusd"))

        trigger_limits_view = cls(
            concurrency_key=concurrency_key,
            max_cost_microusd=max_cost_microusd,
            overlap=overlap,
            period_cap_microusd=period_cap_microusd,
            total_cap_microusd=total_cap_microusd,
        )

        trigger_limits_view.additional_properties = d
        return trigger_limits_view

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
