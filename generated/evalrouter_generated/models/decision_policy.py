from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DecisionPolicy")


@_attrs_define
class DecisionPolicy:
    """
    Attributes:
        name (str):
        confidence (float | Unset):
        confidence_aware (bool | Unset):
        maximum_cost_ratio (float | None | Unset):
        maximum_false_pass_rate (float | Unset):
        maximum_latency_ratio (float | None | Unset):
        maximum_regression (float | Unset):
        minimum_calibration_coverage (float | Unset):
        minimum_clusters (int | Unset):
        minimum_improvement (float | None | Unset):
        minimum_success_rate (float | Unset):
        require_calibration (bool | Unset):
        required_categories (list[str] | Unset):
        trial_stages (list[int] | Unset):
        trials (int | Unset):
    """

    name: str
    confidence: float | Unset = UNSET
    confidence_aware: bool | Unset = UNSET
    maximum_cost_ratio: float | None | Unset = UNSET
    maximum_false_pass_rate: float | Unset = UNSET
    maximum_latency_ratio: float | None | Unset = UNSET
    maximum_regression: float | Unset = UNSET
    minimum_calibration_coverage: float | Unset = UNSET
    minimum_clusters: int | Unset = UNSET
    minimum_improvement: float | None | Unset = UNSET
    minimum_success_rate: float | Unset = UNSET
    require_calibration: bool | Unset = UNSET
    required_categories: list[str] | Unset = UNSET
    trial_stages: list[int] | Unset = UNSET
    trials: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        confidence = self.confidence

        confidence_aware = self.confidence_aware

        maximum_cost_ratio: float | None | Unset
        if isinstance(self.maximum_cost_ratio, Unset):
            maximum_cost_ratio = UNSET
        else:
            maximum_cost_ratio = self.maximum_cost_ratio

        maximum_false_pass_rate = self.maximum_false_pass_rate

        maximum_latency_ratio: float | None | Unset
        if isinstance(self.maximum_latency_ratio, Unset):
            maximum_latency_ratio = UNSET
        else:
            maximum_latency_ratio = self.maximum_latency_ratio

        maximum_regression = self.maximum_regression

        minimum_calibration_coverage = self.minimum_calibration_coverage

        minimum_clusters = self.minimum_clusters

        minimum_improvement: float | None | Unset
        if isinstance(self.minimum_improvement, Unset):
            minimum_improvement = UNSET
        else:
            minimum_improvement = self.minimum_improvement

        minimum_success_rate = self.minimum_success_rate

        require_calibration = self.require_calibration

        required_categories: list[str] | Unset = UNSET
        if not isinstance(self.required_categories, Unset):
            required_categories = self.required_categories

        trial_stages: list[int] | Unset = UNSET
        if not isinstance(self.trial_stages, Unset):
            trial_stages = self.trial_stages

        trials = self.trials

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if confidence_aware is not UNSET:
            field_dict["confidence_aware"] = confidence_aware
        if maximum_cost_ratio is not UNSET:
            field_dict["maximum_cost_ratio"] = maximum_cost_ratio
        if maximum_false_pass_rate is not UNSET:
            field_dict["maximum_false_pass_rate"] = maximum_false_pass_rate
        if maximum_latency_ratio is not UNSET:
            field_dict["maximum_latency_ratio"] = maximum_latency_ratio
        if maximum_regression is not UNSET:
            field_dict["maximum_regression"] = maximum_regression
        if minimum_calibration_coverage is not UNSET:
            field_dict["minimum_calibration_coverage"] = minimum_calibration_coverage
        if minimum_clusters is not UNSET:
            field_dict["minimum_clusters"] = minimum_clusters
        if minimum_improvement is not UNSET:
            field_dict["minimum_improvement"] = minimum_improvement
        if minimum_success_rate is not UNSET:
            field_dict["minimum_success_rate"] = minimum_success_rate
        if require_calibration is not UNSET:
            field_dict["require_calibration"] = require_calibration
        if required_categories is not UNSET:
            field_dict["required_categories"] = required_categories
        if trial_stages is not UNSET:
            field_dict["trial_stages"] = trial_stages
        if trials is not UNSET:
            field_dict["trials"] = trials

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        confidence = d.pop("confidence", UNSET)

        confidence_aware = d.pop("confidence_aware", UNSET)

        maximum_cost_ratio = cast(float | None | Unset, d.pop("maximum_cost_ratio", UNSET))

        maximum_false_pass_rate = d.pop("maximum_false_pass_rate", UNSET)

        maximum_latency_ratio = cast(float | None | Unset, d.pop("maximum_latency_ratio", UNSET))

        maximum_regression = d.pop("maximum_regression", UNSET)

        minimum_calibration_coverage = d.pop("minimum_calibration_coverage", UNSET)

        minimum_clusters = d.pop("minimum_clusters", UNSET)

        minimum_improvement = cast(float | None | Unset, d.pop("minimum_improvement", UNSET))

        minimum_success_rate = d.pop("minimum_success_rate", UNSET)

        require_calibration = d.pop("require_calibration", UNSET)

        required_categories = cast(list[str], d.pop("required_categories", UNSET))

        trial_stages = cast(list[int], d.pop("trial_stages", UNSET))

        trials = d.pop("trials", UNSET)

        decision_policy = cls(
            name=name,
            confidence=confidence,
            confidence_aware=confidence_aware,
            maximum_cost_ratio=maximum_cost_ratio,
            maximum_false_pass_rate=maximum_false_pass_rate,
            maximum_latency_ratio=maximum_latency_ratio,
            maximum_regression=maximum_regression,
            minimum_calibration_coverage=minimum_calibration_coverage,
            minimum_clusters=minimum_clusters,
            minimum_improvement=minimum_improvement,
            minimum_success_rate=minimum_success_rate,
            require_calibration=require_calibration,
            required_categories=required_categories,
            trial_stages=trial_stages,
            trials=trials,
        )

        decision_policy.additional_properties = d
        return decision_policy

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
