from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TuneRemoteScoringEstimate")


@_attrs_define
class TuneRemoteScoringEstimate:
    """
    Attributes:
        calls_per_finalist_job (int):
        calls_per_validation_job (int):
        estimated_external_cost_at_call_cap_microusd (int):
        external_cost_per_call_microusd (int):
        external_cost_provider_billed_estimate (bool):
        max_calls_per_job (int):
        scorer_id (str):
        scorer_sha256 (str):
        total_calls_upper_bound (int):
    """

    calls_per_finalist_job: int
    calls_per_validation_job: int
    estimated_external_cost_at_call_cap_microusd: int
    external_cost_per_call_microusd: int
    external_cost_provider_billed_estimate: bool
    max_calls_per_job: int
    scorer_id: str
    scorer_sha256: str
    total_calls_upper_bound: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calls_per_finalist_job = self.calls_per_finalist_job

        calls_per_validation_job = self.calls_per_validation_job

        estimated_external_cost_at_call_cap_microusd = (
            self.estimated_external_cost_at_call_cap_microusd
        )

        external_cost_per_call_microusd = self.external_cost_per_call_microusd

        external_cost_provider_billed_estimate = self.external_cost_provider_billed_estimate

        max_calls_per_job = self.max_calls_per_job

        scorer_id = self.scorer_id

        scorer_sha256 = self.scorer_sha256

        total_calls_upper_bound = self.total_calls_upper_bound

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calls_per_finalist_job": calls_per_finalist_job,
                "calls_per_validation_job": calls_per_validation_job,
                "estimated_external_cost_at_call_cap_microusd": estimated_external_cost_at_call_cap_microusd,
                "external_cost_per_call_microusd": external_cost_per_call_microusd,
                "external_cost_provider_billed_estimate": external_cost_provider_billed_estimate,
                "max_calls_per_job": max_calls_per_job,
                "scorer_id": scorer_id,
                "scorer_sha256": scorer_sha256,
                "total_calls_upper_bound": total_calls_upper_bound,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls_per_finalist_job = d.pop("calls_per_finalist_job")

        calls_per_validation_job = d.pop("calls_per_validation_job")

        estimated_external_cost_at_call_cap_microusd = d.pop(
            "estimated_external_cost_at_call_cap_microusd"
        )

        external_cost_per_call_microusd = d.pop("external_cost_per_call_microusd")

        external_cost_provider_billed_estimate = d.pop("external_cost_provider_billed_estimate")

        max_calls_per_job = d.pop("max_calls_per_job")

        scorer_id = d.pop("scorer_id")

        scorer_sha256 = d.pop("scorer_sha256")

        total_calls_upper_bound = d.pop("total_calls_upper_bound")

        tune_remote_scoring_estimate = cls(
            calls_per_finalist_job=calls_per_finalist_job,
            calls_per_validation_job=calls_per_validation_job,
            estimated_external_cost_at_call_cap_microusd=estimated_external_cost_at_call_cap_microusd,
            external_cost_per_call_microusd=external_cost_per_call_microusd,
            external_cost_provider_billed_estimate=external_cost_provider_billed_estimate,
            max_calls_per_job=max_calls_per_job,
            scorer_id=scorer_id,
            scorer_sha256=scorer_sha256,
            total_calls_upper_bound=total_calls_upper_bound,
        )

        tune_remote_scoring_estimate.additional_properties = d
        return tune_remote_scoring_estimate

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
