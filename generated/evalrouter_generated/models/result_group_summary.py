from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ResultGroupSummary")


@_attrs_define
class ResultGroupSummary:
    """
    Attributes:
        cancelled_count (int):
        charged_microusd (str):
        cost_per_success_microusd (None | str):
        costs_complete (bool):
        error_count (int):
        full_pass_count (int | None):
        graded_count (int):
        pending_operations (int):
        planned_count (int):
        skipped_count (int):
        success_rate (float | None):
        total_cost_microusd (None | str):
    """

    cancelled_count: int
    charged_microusd: str
    cost_per_success_microusd: None | str
    costs_complete: bool
    error_count: int
    full_pass_count: int | None
    graded_count: int
    pending_operations: int
    planned_count: int
    skipped_count: int
    success_rate: float | None
    total_cost_microusd: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancelled_count = self.cancelled_count

        charged_microusd = self.charged_microusd

        cost_per_success_microusd: None | str
        cost_per_success_microusd = self.cost_per_success_microusd

        costs_complete = self.costs_complete

        error_count = self.error_count

        full_pass_count: int | None
        full_pass_count = self.full_pass_count

        graded_count = self.graded_count

        pending_operations = self.pending_operations

        planned_count = self.planned_count

        skipped_count = self.skipped_count

        success_rate: float | None
        success_rate = self.success_rate

        total_cost_microusd: None | str
        total_cost_microusd = self.total_cost_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancelled_count": cancelled_count,
                "charged_microusd": charged_microusd,
                "cost_per_success_microusd": cost_per_success_microusd,
                "costs_complete": costs_complete,
                "error_count": error_count,
                "full_pass_count": full_pass_count,
                "graded_count": graded_count,
                "pending_operations": pending_operations,
                "planned_count": planned_count,
                "skipped_count": skipped_count,
                "success_rate": success_rate,
                "total_cost_microusd": total_cost_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cancelled_count = d.pop("cancelled_count")

        charged_microusd = d.pop("charged_microusd")

        cost_per_success_microusd = cast(None | str, d.pop("cost_per_success_microusd"))

        costs_complete = d.pop("costs_complete")

        error_count = d.pop("error_count")

        full_pass_count = cast(int | None, d.pop("full_pass_count"))

        graded_count = d.pop("graded_count")

        pending_operations = d.pop("pending_operations")

        planned_count = d.pop("planned_count")

        skipped_count = d.pop("skipped_count")

        success_rate = cast(float | None, d.pop("success_rate"))

        total_cost_microusd = cast(None | str, d.pop("total_cost_microusd"))

        result_group_summary = cls(
            cancelled_count=cancelled_count,
            charged_microusd=charged_microusd,
            cost_per_success_microusd=cost_per_success_microusd,
            costs_complete=costs_complete,
            error_count=error_count,
            full_pass_count=full_pass_count,
            graded_count=graded_count,
            pending_operations=pending_operations,
            planned_count=planned_count,
            skipped_count=skipped_count,
            success_rate=success_rate,
            total_cost_microusd=total_cost_microusd,
        )

        result_group_summary.additional_properties = d
        return result_group_summary

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
