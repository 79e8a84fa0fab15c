from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartTaskChange")


@_attrs_define
class ReportChartTaskChange:
    """
    Attributes:
        series_id (str):
        task_id (str):
        baseline (float | None | Unset):
        candidate (float | None | Unset):
    """

    series_id: str
    task_id: str
    baseline: float | None | Unset = UNSET
    candidate: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        series_id = self.series_id

        task_id = self.task_id

        baseline: float | None | Unset
        if isinstance(self.baseline, Unset):
            baseline = UNSET
        else:
            baseline = self.baseline

        candidate: float | None | Unset
        if isinstance(self.candidate, Unset):
            candidate = UNSET
        else:
            candidate = self.candidate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "series_id": series_id,
                "task_id": task_id,
            }
        )
        if baseline is not UNSET:
            field_dict["baseline"] = baseline
        if candidate is not UNSET:
            field_dict["candidate"] = candidate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        series_id = d.pop("series_id")

        task_id = d.pop("task_id")

        baseline = cast(float | None | Unset, d.pop("baseline", UNSET))

        candidate = cast(float | None | Unset, d.pop("candidate", UNSET))

        report_chart_task_change = cls(
            series_id=series_id,
            task_id=task_id,
            baseline=baseline,
            candidate=candidate,
        )

        report_chart_task_change.additional_properties = d
        return report_chart_task_change

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
