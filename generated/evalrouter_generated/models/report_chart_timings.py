from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_timing_phase import ReportChartTimingPhase


T = TypeVar("T", bound="ReportChartTimings")


@_attrs_define
class ReportChartTimings:
    """
    Attributes:
        phases (list[ReportChartTimingPhase]):
        mean_in_flight (float | None | Unset):
        peak_in_flight (float | None | Unset):
        settled_per_second (float | None | Unset):
        span_s (float | None | Unset):
    """

    phases: list[ReportChartTimingPhase]
    mean_in_flight: float | None | Unset = UNSET
    peak_in_flight: float | None | Unset = UNSET
    settled_per_second: float | None | Unset = UNSET
    span_s: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)

        mean_in_flight: float | None | Unset
        if isinstance(self.mean_in_flight, Unset):
            mean_in_flight = UNSET
        else:
            mean_in_flight = self.mean_in_flight

        peak_in_flight: float | None | Unset
        if isinstance(self.peak_in_flight, Unset):
            peak_in_flight = UNSET
        else:
            peak_in_flight = self.peak_in_flight

        settled_per_second: float | None | Unset
        if isinstance(self.settled_per_second, Unset):
            settled_per_second = UNSET
        else:
            settled_per_second = self.settled_per_second

        span_s: float | None | Unset
        if isinstance(self.span_s, Unset):
            span_s = UNSET
        else:
            span_s = self.span_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phases": phases,
            }
        )
        if mean_in_flight is not UNSET:
            field_dict["mean_in_flight"] = mean_in_flight
        if peak_in_flight is not UNSET:
            field_dict["peak_in_flight"] = peak_in_flight
        if settled_per_second is not UNSET:
            field_dict["settled_per_second"] = settled_per_second
        if span_s is not UNSET:
            field_dict["span_s"] = span_s

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phases = []
        _phases = d.pop("phases")
        for phases_item_data in _phases:
            phases_item = ReportChartTimingPhase.from_dict(phases_item_data)

            phases.append(phases_item)

        mean_in_flight = cast(float | None | Unset, d.pop("mean_in_flight", UNSET))

        peak_in_flight = cast(float | None | Unset, d.pop("peak_in_flight", UNSET))

        settled_per_second = cast(float | None | Unset, d.pop("settled_per_second", UNSET))

        span_s = cast(float | None | Unset, d.pop("span_s", UNSET))

        report_chart_timings = cls(
            phases=phases,
            mean_in_flight=mean_in_flight,
            peak_in_flight=peak_in_flight,
            settled_per_second=settled_per_second,
            span_s=span_s,
        )

        report_chart_timings.additional_properties = d
        return report_chart_timings

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


from ..models.report_chart_timing_phase import ReportChartTimingPhase
