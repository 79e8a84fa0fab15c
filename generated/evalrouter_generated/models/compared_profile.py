from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compared_metric import ComparedMetric
    from ..models.json_object import JsonObject
    from ..models.selected_case_ledger import SelectedCaseLedger


T = TypeVar("T", bound="ComparedProfile")


@_attrs_define
class ComparedProfile:
    """
    Attributes:
        comparable (bool):
        metrics (list[ComparedMetric]):
        mismatches (list[str]):
        profile_id (str):
        baseline_coverage (JsonObject | None | Unset):
        candidate_coverage (JsonObject | None | Unset):
        compatibility_class (None | str | Unset):
        complete (bool | None | Unset):
        selected_cases (None | SelectedCaseLedger | Unset):
        task_differences (list[JsonObject] | None | Unset):
    """

    comparable: bool
    metrics: list[ComparedMetric]
    mismatches: list[str]
    profile_id: str
    baseline_coverage: JsonObject | None | Unset = UNSET
    candidate_coverage: JsonObject | None | Unset = UNSET
    compatibility_class: None | str | Unset = UNSET
    complete: bool | None | Unset = UNSET
    selected_cases: None | SelectedCaseLedger | Unset = UNSET
    task_differences: list[JsonObject] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comparable = self.comparable

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        mismatches = self.mismatches

        profile_id = self.profile_id

        baseline_coverage: dict[str, Any] | None | Unset
        if isinstance(self.baseline_coverage, Unset):
            baseline_coverage = UNSET
        elif isinstance(self.baseline_coverage, JsonObject):
            baseline_coverage = self.baseline_coverage.to_dict()
        else:
            baseline_coverage = self.baseline_coverage

        candidate_coverage: dict[str, Any] | None | Unset
        if isinstance(self.candidate_coverage, Unset):
            candidate_coverage = UNSET
        elif isinstance(self.candidate_coverage, JsonObject):
            candidate_coverage = self.candidate_coverage.to_dict()
        else:
            candidate_coverage = self.candidate_coverage

        compatibility_class: None | str | Unset
        if isinstance(self.compatibility_class, Unset):
            compatibility_class = UNSET
        else:
            compatibility_class = self.compatibility_class

        complete: bool | None | Unset
        if isinstance(self.complete, Unset):
            complete = UNSET
        else:
            complete = self.complete

        selected_cases: dict[str, Any] | None | Unset
        if isinstance(self.selected_cases, Unset):
            selected_cases = UNSET
        elif isinstance(self.selected_cases, SelectedCaseLedger):
            selected_cases = self.selected_cases.to_dict()
        else:
            selected_cases = self.selected_cases

        task_differences: list[dict[str, Any]] | None | Unset
        if isinstance(self.task_differences, Unset):
            task_differences = UNSET
        elif isinstance(self.task_differences, list):
            task_differences = []
            for task_differences_type_0_item_data in self.task_differences:
                task_differences_type_0_item = task_differences_type_0_item_data.to_dict()
                task_differences.append(task_differences_type_0_item)

        else:
            task_differences = self.task_differences

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comparable": comparable,
                "metrics": metrics,
                "mismatches": mismatches,
                "profile_id": profile_id,
            }
        )
        if baseline_coverage is not UNSET:
            field_dict["baseline_coverage"] = baseline_coverage
        if candidate_coverage is not UNSET:
            field_dict["candidate_coverage"] = candidate_coverage
        if compatibility_class is not UNSET:
            field_dict["compatibility_class"] = compatibility_class
        if complete is not UNSET:
            field_dict["complete"] = complete
        if selected_cases is not UNSET:
            field_dict["selected_cases"] = selected_cases
        if task_differences is not UNSET:
            field_dict["task_differences"] = task_differences

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        comparable = d.pop("comparable")

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ComparedMetric.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        mismatches = cast(list[str], d.pop("mismatches"))

        profile_id = d.pop("profile_id")

        def _parse_baseline_coverage(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                baseline_coverage_type_0 = JsonObject.from_dict(data)

                return baseline_coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        baseline_coverage = _parse_baseline_coverage(d.pop("baseline_coverage", UNSET))

        def _parse_candidate_coverage(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                candidate_coverage_type_0 = JsonObject.from_dict(data)

                return candidate_coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        candidate_coverage = _parse_candidate_coverage(d.pop("candidate_coverage", UNSET))

        compatibility_class = cast(None | str | Unset, d.pop("compatibility_class", UNSET))

        complete = cast(bool | None | Unset, d.pop("complete", UNSET))

        def _parse_selected_cases(data: object) -> None | SelectedCaseLedger | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selected_cases_type_0 = SelectedCaseLedger.from_dict(data)

                return selected_cases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SelectedCaseLedger | Unset, data)

        selected_cases = _parse_selected_cases(d.pop("selected_cases", UNSET))

        def _parse_task_differences(data: object) -> list[JsonObject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                task_differences_type_0 = []
                _task_differences_type_0 = data
                for task_differences_type_0_item_data in _task_differences_type_0:
                    task_differences_type_0_item = JsonObject.from_dict(
                        task_differences_type_0_item_data
                    )

                    task_differences_type_0.append(task_differences_type_0_item)

                return task_differences_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None | Unset, data)

        task_differences = _parse_task_differences(d.pop("task_differences", UNSET))

        compared_profile = cls(
            comparable=comparable,
            metrics=metrics,
            mismatches=mismatches,
            profile_id=profile_id,
            baseline_coverage=baseline_coverage,
            candidate_coverage=candidate_coverage,
            compatibility_class=compatibility_class,
            complete=complete,
            selected_cases=selected_cases,
            task_differences=task_differences,
        )

        compared_profile.additional_properties = d
        return compared_profile

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


from ..models.compared_metric import ComparedMetric
from ..models.json_object import JsonObject
from ..models.selected_case_ledger import SelectedCaseLedger
