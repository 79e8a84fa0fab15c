from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metric_record import MetricRecord
    from ..models.uncertainty import Uncertainty


T = TypeVar("T", bound="ComparedMetric")


@_attrs_define
class ComparedMetric:
    """
    Attributes:
        baseline (MetricRecord | None):
        baseline_uncertainty (Uncertainty):
        candidate (MetricRecord | None):
        candidate_uncertainty (Uncertainty):
        delta (float | None):
        improvement (float | None):
        key (str):
        paired_uncertainty (Uncertainty):
        sample_count (int | None):
    """

    baseline: MetricRecord | None
    baseline_uncertainty: Uncertainty
    candidate: MetricRecord | None
    candidate_uncertainty: Uncertainty
    delta: float | None
    improvement: float | None
    key: str
    paired_uncertainty: Uncertainty
    sample_count: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline: dict[str, Any] | None
        if isinstance(self.baseline, MetricRecord):
            baseline = self.baseline.to_dict()
        else:
            baseline = self.baseline

        baseline_uncertainty = self.baseline_uncertainty.to_dict()

        candidate: dict[str, Any] | None
        if isinstance(self.candidate, MetricRecord):
            candidate = self.candidate.to_dict()
        else:
            candidate = self.candidate

        candidate_uncertainty = self.candidate_uncertainty.to_dict()

        delta: float | None
        delta = self.delta

        improvement: float | None
        improvement = self.improvement

        key = self.key

        paired_uncertainty = self.paired_uncertainty.to_dict()

        sample_count: int | None
        sample_count = self.sample_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
                "baseline_uncertainty": baseline_uncertainty,
                "candidate": candidate,
                "candidate_uncertainty": candidate_uncertainty,
                "delta": delta,
                "improvement": improvement,
                "key": key,
                "paired_uncertainty": paired_uncertainty,
                "sample_count": sample_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_baseline(data: object) -> MetricRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                baseline_type_0 = MetricRecord.from_dict(data)

                return baseline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MetricRecord | None, data)

        baseline = _parse_baseline(d.pop("baseline"))

        baseline_uncertainty = Uncertainty.from_dict(d.pop("baseline_uncertainty"))

        def _parse_candidate(data: object) -> MetricRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                candidate_type_0 = MetricRecord.from_dict(data)

                return candidate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MetricRecord | None, data)

        candidate = _parse_candidate(d.pop("candidate"))

        candidate_uncertainty = Uncertainty.from_dict(d.pop("candidate_uncertainty"))

        delta = cast(float | None, d.pop("delta"))

        improvement = cast(float | None, d.pop("improvement"))

        key = d.pop("key")

        paired_uncertainty = Uncertainty.from_dict(d.pop("paired_uncertainty"))

        sample_count = cast(int | None, d.pop("sample_count"))

        compared_metric = cls(
            baseline=baseline,
            baseline_uncertainty=baseline_uncertainty,
            candidate=candidate,
            candidate_uncertainty=candidate_uncertainty,
            delta=delta,
            improvement=improvement,
            key=key,
            paired_uncertainty=paired_uncertainty,
            sample_count=sample_count,
        )

        compared_metric.additional_properties = d
        return compared_metric

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


from ..models.metric_record import MetricRecord
from ..models.uncertainty import Uncertainty
