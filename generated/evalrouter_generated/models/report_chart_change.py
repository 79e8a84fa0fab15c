from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_interval import ReportChartInterval


T = TypeVar("T", bound="ReportChartChange")


@_attrs_define
class ReportChartChange:
    """
    Attributes:
        comparable (bool):
        delta (float):
        key (str):
        label (str):
        series_id (str):
        interval (None | ReportChartInterval | Unset):
    """

    comparable: bool
    delta: float
    key: str
    label: str
    series_id: str
    interval: None | ReportChartInterval | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comparable = self.comparable

        delta = self.delta

        key = self.key

        label = self.label

        series_id = self.series_id

        interval: dict[str, Any] | None | Unset
        if isinstance(self.interval, Unset):
            interval = UNSET
        elif isinstance(self.interval, ReportChartInterval):
            interval = self.interval.to_dict()
        else:
            interval = self.interval

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comparable": comparable,
                "delta": delta,
                "key": key,
                "label": label,
                "series_id": series_id,
            }
        )
        if interval is not UNSET:
            field_dict["interval"] = interval

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        comparable = d.pop("comparable")

        delta = d.pop("delta")

        key = d.pop("key")

        label = d.pop("label")

        series_id = d.pop("series_id")

        def _parse_interval(data: object) -> None | ReportChartInterval | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                interval_type_0 = ReportChartInterval.from_dict(data)

                return interval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartInterval | Unset, data)

        interval = _parse_interval(d.pop("interval", UNSET))

        report_chart_change = cls(
            comparable=comparable,
            delta=delta,
            key=key,
            label=label,
            series_id=series_id,
            interval=interval,
        )

        report_chart_change.additional_properties = d
        return report_chart_change

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


from ..models.report_chart_interval import ReportChartInterval
