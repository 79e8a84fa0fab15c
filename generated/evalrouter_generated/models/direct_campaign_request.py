from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_candidate import CampaignCandidate
    from ..models.campaign_evaluation import CampaignEvaluation
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="DirectCampaignRequest")


@_attrs_define
class DirectCampaignRequest:
    """
    Attributes:
        candidates (list[CampaignCandidate]):
        evaluations (list[CampaignEvaluation]):
        name (str):
        acknowledge_external_agent_costs (bool | None | Unset):
        baseline_index (int | None | Unset):
        max_charge_microusd (Any | Unset):
        model_budget_microusd (Any | Unset):
        model_caps_microusd (Any | Unset):
        recommendation (JsonObject | None | Unset):
    """

    candidates: list[CampaignCandidate]
    evaluations: list[CampaignEvaluation]
    name: str
    acknowledge_external_agent_costs: bool | None | Unset = UNSET
    baseline_index: int | None | Unset = UNSET
    max_charge_microusd: Any | Unset = UNSET
    model_budget_microusd: Any | Unset = UNSET
    model_caps_microusd: Any | Unset = UNSET
    recommendation: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        evaluations = []
        for evaluations_item_data in self.evaluations:
            evaluations_item = evaluations_item_data.to_dict()
            evaluations.append(evaluations_item)

        name = self.name

        acknowledge_external_agent_costs: bool | None | Unset
        if isinstance(self.acknowledge_external_agent_costs, Unset):
            acknowledge_external_agent_costs = UNSET
        else:
            acknowledge_external_agent_costs = self.acknowledge_external_agent_costs

        baseline_index: int | None | Unset
        if isinstance(self.baseline_index, Unset):
            baseline_index = UNSET
        else:
            baseline_index = self.baseline_index

        max_charge_microusd = self.max_charge_microusd

        model_budget_microusd = self.model_budget_microusd

        model_caps_microusd = self.model_caps_microusd

        recommendation: dict[str, Any] | None | Unset
        if isinstance(self.recommendation, Unset):
            recommendation = UNSET
        elif isinstance(self.recommendation, JsonObject):
            recommendation = self.recommendation.to_dict()
        else:
            recommendation = self.recommendation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidates": candidates,
                "evaluations": evaluations,
                "name": name,
            }
        )
        if acknowledge_external_agent_costs is not UNSET:
            field_dict["acknowledge_external_agent_costs"] = acknowledge_external_agent_costs
        if baseline_index is not UNSET:
            field_dict["baseline_index"] = baseline_index
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd
        if model_budget_microusd is not UNSET:
            field_dict["model_budget_microusd"] = model_budget_microusd
        if model_caps_microusd is not UNSET:
            field_dict["model_caps_microusd"] = model_caps_microusd
        if recommendation is not UNSET:
            field_dict["recommendation"] = recommendation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = CampaignCandidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        evaluations = []
        _evaluations = d.pop("evaluations")
        for evaluations_item_data in _evaluations:
            evaluations_item = CampaignEvaluation.from_dict(evaluations_item_data)

            evaluations.append(evaluations_item)

        name = d.pop("name")

        acknowledge_external_agent_costs = cast(
            bool | None | Unset, d.pop("acknowledge_external_agent_costs", UNSET)
        )

        baseline_index = cast(int | None | Unset, d.pop("baseline_index", UNSET))

        max_charge_microusd = d.pop("max_charge_microusd", UNSET)

        model_budget_microusd = d.pop("model_budget_microusd", UNSET)

        model_caps_microusd = d.pop("model_caps_microusd", UNSET)

        def _parse_recommendation(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                recommendation_type_0 = JsonObject.from_dict(data)

                return recommendation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        recommendation = _parse_recommendation(d.pop("recommendation", UNSET))

        direct_campaign_request = cls(
            candidates=candidates,
            evaluations=evaluations,
            name=name,
            acknowledge_external_agent_costs=acknowledge_external_agent_costs,
            baseline_index=baseline_index,
            max_charge_microusd=max_charge_microusd,
            model_budget_microusd=model_budget_microusd,
            model_caps_microusd=model_caps_microusd,
            recommendation=recommendation,
        )

        direct_campaign_request.additional_properties = d
        return direct_campaign_request

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


from ..models.campaign_candidate import CampaignCandidate
from ..models.campaign_evaluation import CampaignEvaluation
from ..models.json_object import JsonObject
