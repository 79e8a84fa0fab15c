from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_interval import ReportChartInterval


T = TypeVar("T", bound="ReportChartHistoryPoint")


@_attrs_define
class ReportChartHistoryPoint:
    """
    Attributes:
        finished_at (str):
        run_id (str):
        value (float):
        current (bool | None | Unset):
        interval (None | ReportChartInterval | Unset):
        n (int | None | Unset):
        same_tasks (bool | None | Unset):
        version (int | None | Unset):
    """

    finished_at: str
    run_id: str
    value: float
    current: bool | None | Unset = UNSET
    interval: None | ReportChartInterval | Unset = UNSET
    n: int | None | Unset = UNSET
    same_tasks: bool | None | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        finished_at = self.finished_at

        run_id = self.run_id

        value = self.value

        current: bool | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        interval: dict[str, Any] | None | Unset
        if isinstance(self.interval, Unset):
            interval = UNSET
        elif isinstance(self.interval, ReportChartInterval):
            interval = self.interval.to_dict()
        else:
            interval = self.interval

        n: int | None | Unset
        if isinstance(self.n, Unset):
            n = UNSET
        else:
            n = self.n

        same_tasks: bool | None | Unset
        if isinstance(self.same_tasks, Unset):
            same_tasks = UNSET
        else:
            same_tasks = self.same_tasks

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finished_at": finished_at,
                "run_id": run_id,
                "value": value,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if interval is not UNSET:
            field_dict["interval"] = interval
        if n is not UNSET:
            field_dict["n"] = n
        if same_tasks is not UNSET:
            field_dict["same_tasks"] = same_tasks
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        finished_at = d.pop("finished_at")

        run_id = d.pop("run_id")

        value = d.pop("value")

        current = cast(bool | None | Unset, d.pop("current", UNSET))

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

        n = cast(int | None | Unset, d.pop("n", UNSET))

        same_tasks = cast(bool | None | Unset, d.pop("same_tasks", UNSET))

        version = cast(int | None | Unset, d.pop("version", UNSET))

        report_chart_history_point = cls(
            finished_at=finished_at,
            run_id=run_id,
            value=value,
            current=current,
            interval=interval,
            n=n,
            same_tasks=same_tasks,
            version=version,
        )

        report_chart_history_point.additional_properties = d
        return report_chart_history_point

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
