from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_group import ReportChartGroup
    from ..models.report_chart_run_cost import ReportChartRunCost
    from ..models.report_chart_timings import ReportChartTimings


T = TypeVar("T", bound="ReportChartData")


@_attrs_define
class ReportChartData:
    """
    Attributes:
        groups (list[ReportChartGroup]):
        notes (list[str]):
        schema_version (int):
        run (None | ReportChartRunCost | Unset):
        timings (None | ReportChartTimings | Unset):
    """

    groups: list[ReportChartGroup]
    notes: list[str]
    schema_version: int
    run: None | ReportChartRunCost | Unset = UNSET
    timings: None | ReportChartTimings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        notes = self.notes

        schema_version = self.schema_version

        run: dict[str, Any] | None | Unset
        if isinstance(self.run, Unset):
            run = UNSET
        elif isinstance(self.run, ReportChartRunCost):
            run = self.run.to_dict()
        else:
            run = self.run

        timings: dict[str, Any] | None | Unset
        if isinstance(self.timings, Unset):
            timings = UNSET
        elif isinstance(self.timings, ReportChartTimings):
            timings = self.timings.to_dict()
        else:
            timings = self.timings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "groups": groups,
                "notes": notes,
                "schema_version": schema_version,
            }
        )
        if run is not UNSET:
            field_dict["run"] = run
        if timings is not UNSET:
            field_dict["timings"] = timings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = ReportChartGroup.from_dict(groups_item_data)

            groups.append(groups_item)

        notes = cast(list[str], d.pop("notes"))

        schema_version = d.pop("schema_version")

        def _parse_run(data: object) -> None | ReportChartRunCost | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                run_type_0 = ReportChartRunCost.from_dict(data)

                return run_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartRunCost | Unset, data)

        run = _parse_run(d.pop("run", UNSET))

        def _parse_timings(data: object) -> None | ReportChartTimings | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                timings_type_0 = ReportChartTimings.from_dict(data)

                return timings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartTimings | Unset, data)

        timings = _parse_timings(d.pop("timings", UNSET))

        report_chart_data = cls(
            groups=groups,
            notes=notes,
            schema_version=schema_version,
            run=run,
            timings=timings,
        )

        report_chart_data.additional_properties = d
        return report_chart_data

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


from ..models.report_chart_group import ReportChartGroup
from ..models.report_chart_run_cost import ReportChartRunCost
from ..models.report_chart_timings import ReportChartTimings
