from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_change import ReportChartChange
    from ..models.report_chart_check import ReportChartCheck
    from ..models.report_chart_metric import ReportChartMetric
    from ..models.report_chart_series import ReportChartSeries
    from ..models.report_chart_task_change import ReportChartTaskChange


T = TypeVar("T", bound="ReportChartGroup")


@_attrs_define
class ReportChartGroup:
    """
    Attributes:
        id (str):
        label (str):
        metrics (list[ReportChartMetric]):
        series (list[ReportChartSeries]):
        changes (list[ReportChartChange] | None | Unset):
        checks (list[ReportChartCheck] | None | Unset):
        paired_samples (bool | None | Unset):
        pareto_eligible (bool | None | Unset):
        radar_dimensions (list[str] | None | Unset):
        task_changes (list[ReportChartTaskChange] | None | Unset):
    """

    id: str
    label: str
    metrics: list[ReportChartMetric]
    series: list[ReportChartSeries]
    changes: list[ReportChartChange] | None | Unset = UNSET
    checks: list[ReportChartCheck] | None | Unset = UNSET
    paired_samples: bool | None | Unset = UNSET
    pareto_eligible: bool | None | Unset = UNSET
    radar_dimensions: list[str] | None | Unset = UNSET
    task_changes: list[ReportChartTaskChange] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)

        changes: list[dict[str, Any]] | None | Unset
        if isinstance(self.changes, Unset):
            changes = UNSET
        elif isinstance(self.changes, list):
            changes = []
            for changes_type_0_item_data in self.changes:
                changes_type_0_item = changes_type_0_item_data.to_dict()
                changes.append(changes_type_0_item)

        else:
            changes = self.changes

        checks: list[dict[str, Any]] | None | Unset
        if isinstance(self.checks, Unset):
            checks = UNSET
        elif isinstance(self.checks, list):
            checks = []
            for checks_type_0_item_data in self.checks:
                checks_type_0_item = checks_type_0_item_data.to_dict()
                checks.append(checks_type_0_item)

        else:
            checks = self.checks

        paired_samples: bool | None | Unset
        if isinstance(self.paired_samples, Unset):
            paired_samples = UNSET
        else:
            paired_samples = self.paired_samples

        pareto_eligible: bool | None | Unset
        if isinstance(self.pareto_eligible, Unset):
            pareto_eligible = UNSET
        else:
            pareto_eligible = self.pareto_eligible

        radar_dimensions: list[str] | None | Unset
        if isinstance(self.radar_dimensions, Unset):
            radar_dimensions = UNSET
        elif isinstance(self.radar_dimensions, list):
            radar_dimensions = self.radar_dimensions

        else:
            radar_dimensions = self.radar_dimensions

        task_changes: list[dict[str, Any]] | None | Unset
        if isinstance(self.task_changes, Unset):
            task_changes = UNSET
        elif isinstance(self.task_changes, list):
            task_changes = []
            for task_changes_type_0_item_data in self.task_changes:
                task_changes_type_0_item = task_changes_type_0_item_data.to_dict()
                task_changes.append(task_changes_type_0_item)

        else:
            task_changes = self.task_changes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "label": label,
                "metrics": metrics,
                "series": series,
            }
        )
        if changes is not UNSET:
            field_dict["changes"] = changes
        if checks is not UNSET:
            field_dict["checks"] = checks
        if paired_samples is not UNSET:
            field_dict["paired_samples"] = paired_samples
        if pareto_eligible is not UNSET:
            field_dict["pareto_eligible"] = pareto_eligible
        if radar_dimensions is not UNSET:
            field_dict["radar_dimensions"] = radar_dimensions
        if task_changes is not UNSET:
            field_dict["task_changes"] = task_changes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ReportChartMetric.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        series = []
        _series = d.pop("series")
        for series_item_data in _series:
            series_item = ReportChartSeries.from_dict(series_item_data)

            series.append(series_item)

        def _parse_changes(data: object) -> list[ReportChartChange] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                changes_type_0 = []
                _changes_type_0 = data
                for changes_type_0_item_data in _changes_type_0:
                    changes_type_0_item = ReportChartChange.from_dict(changes_type_0_item_data)

                    changes_type_0.append(changes_type_0_item)

                return changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartChange] | None | Unset, data)

        changes = _parse_changes(d.pop("changes", UNSET))

        def _parse_checks(data: object) -> list[ReportChartCheck] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                checks_type_0 = []
                _checks_type_0 = data
                for checks_type_0_item_data in _checks_type_0:
                    checks_type_0_item = ReportChartCheck.from_dict(checks_type_0_item_data)

                    checks_type_0.append(checks_type_0_item)

                return checks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartCheck] | None | Unset, data)

        checks = _parse_checks(d.pop("checks", UNSET))

        paired_samples = cast(bool | None | Unset, d.pop("paired_samples", UNSET))

        pareto_eligible = cast(bool | None | Unset, d.pop("pareto_eligible", UNSET))

        def _parse_radar_dimensions(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                radar_dimensions_type_0 = cast(list[str], data)

                return radar_dimensions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        radar_dimensions = _parse_radar_dimensions(d.pop("radar_dimensions", UNSET))

        def _parse_task_changes(data: object) -> list[ReportChartTaskChange] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                task_changes_type_0 = []
                _task_changes_type_0 = data
                for task_changes_type_0_item_data in _task_changes_type_0:
                    task_changes_type_0_item = ReportChartTaskChange.from_dict(
                        task_changes_type_0_item_data
                    )

                    task_changes_type_0.append(task_changes_type_0_item)

                return task_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartTaskChange] | None | Unset, data)

        task_changes = _parse_task_changes(d.pop("task_changes", UNSET))

        report_chart_group = cls(
            id=id,
            label=label,
            metrics=metrics,
            series=series,
            changes=changes,
            checks=checks,
            paired_samples=paired_samples,
            pareto_eligible=pareto_eligible,
            radar_dimensions=radar_dimensions,
            task_changes=task_changes,
        )

        report_chart_group.additional_properties = d
        return report_chart_group

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


from ..models.report_chart_change import ReportChartChange
from ..models.report_chart_check import ReportChartCheck
from ..models.report_chart_metric import ReportChartMetric
from ..models.report_chart_series import ReportChartSeries
from ..models.report_chart_task_change import ReportChartTaskChange
