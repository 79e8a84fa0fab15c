from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.failure_rate import FailureRate
    from ..models.outcome_counts_failures_by_class import OutcomeCountsFailuresByClass
    from ..models.outcome_counts_model_outcomes import OutcomeCountsModelOutcomes
    from ..models.outcome_counts_verdicts import OutcomeCountsVerdicts
    from ..models.pass_rate import PassRate


T = TypeVar("T", bound="OutcomeCounts")


@_attrs_define
class OutcomeCounts:
    """
    Attributes:
        failure_rate (FailureRate):
        failures_by_class (OutcomeCountsFailuresByClass):
        model_outcomes (OutcomeCountsModelOutcomes):
        pass_rate (PassRate):
        verdicts (OutcomeCountsVerdicts):
    """

    failure_rate: FailureRate
    failures_by_class: OutcomeCountsFailuresByClass
    model_outcomes: OutcomeCountsModelOutcomes
    pass_rate: PassRate
    verdicts: OutcomeCountsVerdicts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        failure_rate = self.failure_rate.to_dict()

        failures_by_class = self.failures_by_class.to_dict()

        model_outcomes = self.model_outcomes.to_dict()

        pass_rate = self.pass_rate.to_dict()

        verdicts = self.verdicts.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "failure_rate": failure_rate,
                "failures_by_class": failures_by_class,
                "model_outcomes": model_outcomes,
                "pass_rate": pass_rate,
                "verdicts": verdicts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        failure_rate = FailureRate.from_dict(d.pop("failure_rate"))

        failures_by_class = OutcomeCountsFailuresByClass.from_dict(d.pop("failures_by_class"))

        model_outcomes = OutcomeCountsModelOutcomes.from_dict(d.pop("model_outcomes"))

        pass_rate = PassRate.from_dict(d.pop("pass_rate"))

        verdicts = OutcomeCountsVerdicts.from_dict(d.pop("verdicts"))

        outcome_counts = cls(
            failure_rate=failure_rate,
            failures_by_class=failures_by_class,
            model_outcomes=model_outcomes,
            pass_rate=pass_rate,
            verdicts=verdicts,
        )

        outcome_counts.additional_properties = d
        return outcome_counts

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


from ..models.failure_rate import FailureRate
from ..models.outcome_counts_failures_by_class import OutcomeCountsFailuresByClass
from ..models.outcome_counts_model_outcomes import OutcomeCountsModelOutcomes
from ..models.outcome_counts_verdicts import OutcomeCountsVerdicts
from ..models.pass_rate import PassRate
