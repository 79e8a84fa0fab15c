from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartRunCost")


@_attrs_define
class ReportChartRunCost:
    """
    Attributes:
        cap_microusd (None | str | Unset):
        cap_usd (float | None | Unset):
        reserved_microusd (None | str | Unset):
        reserved_usd (float | None | Unset):
        spend_microusd (None | str | Unset):
        spend_usd (float | None | Unset):
    """

    cap_microusd: None | str | Unset = UNSET
    cap_usd: float | None | Unset = UNSET
    reserved_microusd: None | str | Unset = UNSET
    reserved_usd: float | None | Unset = UNSET
    spend_microusd: None | str | Unset = UNSET
    spend_usd: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cap_microusd: None | str | Unset
        if isinstance(self.cap_microusd, Unset):
            cap_microusd = UNSET
        else:
            cap_microusd = self.cap_microusd

        cap_usd: float | None | Unset
        if isinstance(self.cap_usd, Unset):
            cap_usd = UNSET
        else:
            cap_usd = self.cap_usd

        reserved_microusd: None | str | Unset
        if isinstance(self.reserved_microusd, Unset):
            reserved_microusd = UNSET
        else:
            reserved_microusd = self.reserved_microusd

        reserved_usd: float | None | Unset
        if isinstance(self.reserved_usd, Unset):
            reserved_usd = UNSET
        else:
            reserved_usd = self.reserved_usd

        spend_microusd: None | str | Unset
        if isinstance(self.spend_microusd, Unset):
            spend_microusd = UNSET
        else:
            spend_microusd = self.spend_microusd

        spend_usd: float | None | Unset
        if isinstance(self.spend_usd, Unset):
            spend_usd = UNSET
        else:
            spend_usd = self.spend_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cap_microusd is not UNSET:
            field_dict["cap_microusd"] = cap_microusd
        if cap_usd is not UNSET:
            field_dict["cap_usd"] = cap_usd
        if reserved_microusd is not UNSET:
            field_dict["reserved_microusd"] = reserved_microusd
        if reserved_usd is not UNSET:
            field_dict["reserved_usd"] = reserved_usd
        if spend_microusd is not UNSET:
            field_dict["spend_microusd"] = spend_microusd
        if spend_usd is not UNSET:
            field_dict["spend_usd"] = spend_usd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cap_microusd = cast(None | str | Unset, d.pop("cap_microusd", UNSET))

        cap_usd = cast(float | None | Unset, d.pop("cap_usd", UNSET))

        reserved_microusd = cast(None | str | Unset, d.pop("reserved_microusd", UNSET))

        reserved_usd = cast(float | None | Unset, d.pop("reserved_usd", UNSET))

        spend_microusd = cast(None | str | Unset, d.pop("spend_microusd", UNSET))

        spend_usd = cast(float | None | Unset, d.pop("spend_usd", UNSET))

        report_chart_run_cost = cls(
            cap_microusd=cap_microusd,
            cap_usd=cap_usd,
            reserved_microusd=reserved_microusd,
            reserved_usd=reserved_usd,
            spend_microusd=spend_microusd,
            spend_usd=spend_usd,
        )

        report_chart_run_cost.additional_properties = d
        return report_chart_run_cost

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
