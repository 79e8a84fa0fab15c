from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trigger_limits_overlap import TriggerLimitsOverlap, check_trigger_limits_overlap
from ..types import UNSET, Unset

T = TypeVar("T", bound="TriggerLimits")


@_attrs_define
class TriggerLimits:
    """
    Attributes:
        max_cost_microusd (str):
        concurrency_key (None | str | Unset):
        overlap (TriggerLimitsOverlap | Unset):
        period_cap_microusd (None | str | Unset):
        total_cap_microusd (None | str | Unset):
    """

    max_cost_microusd: str
    concurrency_key: None | str | Unset = UNSET
    overlap: TriggerLimitsOverlap | Unset = UNSET
    period_cap_microusd: None | str | Unset = UNSET
    total_cap_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_cost_microusd = self.max_cost_microusd

        concurrency_key: None | str | Unset
        if isinstance(self.concurrency_key, Unset):
            concurrency_key = UNSET
        else:
            concurrency_key = self.concurrency_key

        overlap: str | Unset = UNSET
        if not isinstance(self.overlap, Unset):
            overlap = self.overlap

        period_cap_microusd: None | str | Unset
        if isinstance(self.period_cap_microusd, Unset):
            period_cap_microusd = UNSET
        else:
            period_cap_microusd = self.period_cap_microusd

        total_cap_microusd: None | str | Unset
        if isinstance(self.total_cap_microusd, Unset):
            total_cap_microusd = UNSET
        else:
            total_cap_microusd = self.total_cap_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_cost_microusd": max_cost_microusd,
            }
        )
        if concurrency_key is not UNSET:
            field_dict["concurrency_key"] = concurrency_key
        if overlap is not UNSET:
            field_dict["overlap"] = overlap
        if period_cap_microusd is not UNSET:
            field_dict["period_cap_microusd"] = period_cap_microusd
        if total_cap_microusd is not UNSET:
            field_dict["total_cap_microusd"] = total_cap_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_cost_microusd = d.pop("max_cost_microusd")

        concurrency_key = cast(None | str | Unset, d.pop("concurrency_key", UNSET))

        _overlap = d.pop("overlap", UNSET)
        overlap: TriggerLimitsOverlap | Unset
        if isinstance(_overlap, Unset):
            overlap = UNSET
        else:
            overlap = check_trigger_limits_overlap(_overlap)

        period_cap_microusd = cast(None | str | Unset, d.pop("period_cap_microusd", UNSET))

        total_cap_microusd = cast(None | str | Unset, d.pop("total_cap_microusd", UNSET))

        trigger_limits = cls(
            max_cost_microusd=max_cost_microusd,
            concurrency_key=concurrency_key,
            overlap=overlap,
            period_cap_microusd=period_cap_microusd,
            total_cap_microusd=total_cap_microusd,
        )

        trigger_limits.additional_properties = d
        return trigger_limits

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
