from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_count import ReportChartCount
    from ..models.report_chart_execution_limits import ReportChartExecutionLimits


T = TypeVar("T", bound="ReportChartExecutions")


@_attrs_define
class ReportChartExecutions:
    """
    Attributes:
        errors (list[ReportChartCount]):
        outcomes (list[ReportChartCount]):
        retried (int):
        total (int):
        limits (None | ReportChartExecutionLimits | Unset):
    """

    errors: list[ReportChartCount]
    outcomes: list[ReportChartCount]
    retried: int
    total: int
    limits: None | ReportChartExecutionLimits | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        retried = self.retried

        total = self.total

        limits: dict[str, Any] | None | Unset
        if isinstance(self.limits, Unset):
            limits = UNSET
        elif isinstance(self.limits, ReportChartExecutionLimits):
            limits = self.limits.to_dict()
        else:
            limits = self.limits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "errors": errors,
                "outcomes": outcomes,
                "retried": retried,
                "total": total,
            }
        )
        if limits is not UNSET:
            field_dict["limits"] = limits

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = ReportChartCount.from_dict(errors_item_data)

            errors.append(errors_item)

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = ReportChartCount.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        retried = d.pop("retried")

        total = d.pop("total")

        def _parse_limits(data: object) -> None | ReportChartExecutionLimits | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limits_type_0 = ReportChartExecutionLimits.from_dict(data)

                return limits_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartExecutionLimits | Unset, data)

        limits = _parse_limits(d.pop("limits", UNSET))

        report_chart_executions = cls(
            errors=errors,
            outcomes=outcomes,
            retried=retried,
            total=total,
            limits=limits,
        )

        report_chart_executions.additional_properties = d
        return report_chart_executions

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


from ..models.report_chart_count import ReportChartCount
from ..models.report_chart_execution_limits import ReportChartExecutionLimits
