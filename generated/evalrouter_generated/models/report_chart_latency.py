from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportChartLatency")


@_attrs_define
class ReportChartLatency:
    """
    Attributes:
        n (int):
        p50 (float):
        p90 (float):
    """

    n: int
    p50: float
    p90: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        n = self.n

        p50 = self.p50

        p90 = self.p90

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "n": n,
                "p50": p50,
                "p90": p90,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        n = d.pop("n")

        p50 = d.pop("p50")

        p90 = d.pop("p90")

        report_chart_latency = cls(
            n=n,
            p50=p50,
            p90=p90,
        )

        report_chart_latency.additional_properties = d
        return report_chart_latency

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
