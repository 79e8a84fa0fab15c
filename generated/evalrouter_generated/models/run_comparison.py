from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.benchmark_comparison import BenchmarkComparison


T = TypeVar("T", bound="RunComparison")


@_attrs_define
class RunComparison:
    """
    Attributes:
        benchmarks (list[BenchmarkComparison]):
        partial (bool):
        result_id (str):
        result_version (int):
        run_id (str):
    """

    benchmarks: list[BenchmarkComparison]
    partial: bool
    result_id: str
    result_version: int
    run_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        benchmarks = []
        for benchmarks_item_data in self.benchmarks:
            benchmarks_item = benchmarks_item_data.to_dict()
            benchmarks.append(benchmarks_item)

        partial = self.partial

        result_id = self.result_id

        result_version = self.result_version

        run_id = self.run_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmarks": benchmarks,
                "partial": partial,
                "result_id": result_id,
                "result_version": result_version,
                "run_id": run_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        benchmarks = []
        _benchmarks = d.pop("benchmarks")
        for benchmarks_item_data in _benchmarks:
            benchmarks_item = BenchmarkComparison.from_dict(benchmarks_item_data)

            benchmarks.append(benchmarks_item)

        partial = d.pop("partial")

        result_id = d.pop("result_id")

        result_version = d.pop("result_version")

        run_id = d.pop("run_id")

        run_comparison = cls(
            benchmarks=benchmarks,
            partial=partial,
            result_id=result_id,
            result_version=result_version,
            run_id=run_id,
        )

        run_comparison.additional_properties = d
        return run_comparison

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


from ..models.benchmark_comparison import BenchmarkComparison
