from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_evaluation import CampaignEvaluation
    from ..models.direct_campaign_request import DirectCampaignRequest
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="RecommendationRecord")


@_attrs_define
class RecommendationRecord:
    """
    Attributes:
        budget (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        covered_capabilities (list[str]):
        exclusions (list[JsonObject]):
        id (str):
        job (DirectCampaignRequest | None):
        objective (str):
        policy (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        requested_capabilities (list[str]):
        selections (list[JsonObject]):
        task_count (int):
        uncovered_capabilities (list[str]):
        warnings (list[str]):
        compatibility_evaluations (list[CampaignEvaluation] | None | Unset):
    """

    budget: JsonObject
    covered_capabilities: list[str]
    exclusions: list[JsonObject]
    id: str
    job: DirectCampaignRequest | None
    objective: str
    policy: JsonObject
    requested_capabilities: list[str]
    selections: list[JsonObject]
    task_count: int
    uncovered_capabilities: list[str]
    warnings: list[str]
    compatibility_evaluations: list[CampaignEvaluation] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        budget = self.budget.to_dict()

        covered_capabilities = self.covered_capabilities

        exclusions = []
        for exclusions_item_data in self.exclusions:
            exclusions_item = exclusions_item_data.to_dict()
            exclusions.append(exclusions_item)

        id = self.id

        job: dict[str, Any] | None
        if isinstance(self.job, DirectCampaignRequest):
            job = self.job.to_dict()
        else:
            job = self.job

        objective = self.objective

        policy = self.policy.to_dict()

        requested_capabilities = self.requested_capabilities

        selections = []
        for selections_item_data in self.selections:
            selections_item = selections_item_data.to_dict()
            selections.append(selections_item)

        task_count = self.task_count

        uncovered_capabilities = self.uncovered_capabilities

        warnings = self.warnings

        compatibility_evaluations: list[dict[str, Any]] | None | Unset
        if isinstance(self.compatibility_evaluations, Unset):
            compatibility_evaluations = UNSET
        elif isinstance(self.compatibility_evaluations, list):
            compatibility_evaluations = []
            for compatibility_evaluations_type_0_item_data in self.compatibility_evaluations:
                compatibility_evaluations_type_0_item = (
                    compatibility_evaluations_type_0_item_data.to_dict()
                )
                compatibility_evaluations.append(compatibility_evaluations_type_0_item)

        else:
            compatibility_evaluations = self.compatibility_evaluations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "budget": budget,
                "covered_capabilities": covered_capabilities,
                "exclusions": exclusions,
                "id": id,
                "job": job,
                "objective": objective,
                "policy": policy,
                "requested_capabilities": requested_capabilities,
                "selections": selections,
                "task_count": task_count,
                "uncovered_capabilities": uncovered_capabilities,
                "warnings": warnings,
            }
        )
        if compatibility_evaluations is not UNSET:
            field_dict["compatibility_evaluations"] = compatibility_evaluations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        budget = JsonObject.from_dict(d.pop("budget"))

        covered_capabilities = cast(list[str], d.pop("covered_capabilities"))

        exclusions = []
        _exclusions = d.pop("exclusions")
        for exclusions_item_data in _exclusions:
            exclusions_item = JsonObject.from_dict(exclusions_item_data)

            exclusions.append(exclusions_item)

        id = d.pop("id")

        def _parse_job(data: object) -> DirectCampaignRequest | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                job_type_0 = DirectCampaignRequest.from_dict(data)

                return job_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DirectCampaignRequest | None, data)

        job = _parse_job(d.pop("job"))

        objective = d.pop("objective")

        policy = JsonObject.from_dict(d.pop("policy"))

        requested_capabilities = cast(list[str], d.pop("requested_capabilities"))

        selections = []
        _selections = d.pop("selections")
        for selections_item_data in _selections:
            selections_item = JsonObject.from_dict(selections_item_data)

            selections.append(selections_item)

        task_count = d.pop("task_count")

        uncovered_capabilities = cast(list[str], d.pop("uncovered_capabilities"))

        warnings = cast(list[str], d.pop("warnings"))

        def _parse_compatibility_evaluations(
            data: object,
        ) -> list[CampaignEvaluation] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                compatibility_evaluations_type_0 = []
                _compatibility_evaluations_type_0 = data
                for compatibility_evaluations_type_0_item_data in _compatibility_evaluations_type_0:
                    compatibility_evaluations_type_0_item = CampaignEvaluation.from_dict(
                        compatibility_evaluations_type_0_item_data
                    )

                    compatibility_evaluations_type_0.append(compatibility_evaluations_type_0_item)

                return compatibility_evaluations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CampaignEvaluation] | None | Unset, data)

        compatibility_evaluations = _parse_compatibility_evaluations(
            d.pop("compatibility_evaluations", UNSET)
        )

        recommendation_record = cls(
            budget=budget,
            covered_capabilities=covered_capabilities,
            exclusions=exclusions,
            id=id,
            job=job,
            objective=objective,
            policy=policy,
            requested_capabilities=requested_capabilities,
            selections=selections,
            task_count=task_count,
            uncovered_capabilities=uncovered_capabilities,
            warnings=warnings,
            compatibility_evaluations=compatibility_evaluations,
        )

        recommendation_record.additional_properties = d
        return recommendation_record

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


from ..models.campaign_evaluation import CampaignEvaluation
from ..models.direct_campaign_request import DirectCampaignRequest
from ..models.json_object import JsonObject
