from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.reasoning_budget_choice import ReasoningBudgetChoice
    from ..models.reasoning_choice import ReasoningChoice


T = TypeVar("T", bound="SelectedModel")


@_attrs_define
class SelectedModel:
    """
    Attributes:
        capabilities (list[str]):
        kind (str):
        limits (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        model_id (str):
        protocol (str):
        revision (int):
        account_id (None | str | Unset):
        account_kind (None | str | Unset):
        account_revision (int | None | Unset):
        artifact_id (None | str | Unset):
        artifact_sha256 (None | str | Unset):
        connection_id (None | str | Unset):
        generation (JsonObject | None | Unset):
        likelihood (JsonObject | None | Unset):
        price_version (None | str | Unset):
        pricing (JsonObject | None | Unset):
        provider_charges (None | str | Unset):
        reasoning_budget_choice (None | ReasoningBudgetChoice | Unset):
        reasoning_choice (None | ReasoningChoice | Unset):
        route_id (None | str | Unset):
        routing (JsonObject | None | Unset):
        target_settings (JsonObject | None | Unset):
    """

    capabilities: list[str]
    kind: str
    limits: JsonObject
    model_id: str
    protocol: str
    revision: int
    account_id: None | str | Unset = UNSET
    account_kind: None | str | Unset = UNSET
    account_revision: int | None | Unset = UNSET
    artifact_id: None | str | Unset = UNSET
    artifact_sha256: None | str | Unset = UNSET
    connection_id: None | str | Unset = UNSET
    generation: JsonObject | None | Unset = UNSET
    likelihood: JsonObject | None | Unset = UNSET
    price_version: None | str | Unset = UNSET
    pricing: JsonObject | None | Unset = UNSET
    provider_charges: None | str | Unset = UNSET
    reasoning_budget_choice: None | ReasoningBudgetChoice | Unset = UNSET
    reasoning_choice: None | ReasoningChoice | Unset = UNSET
    route_id: None | str | Unset = UNSET
    routing: JsonObject | None | Unset = UNSET
    target_settings: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        capabilities = self.capabilities

        kind = self.kind

        limits = self.limits.to_dict()

        model_id = self.model_id

        protocol = self.protocol

        revision = self.revision

        account_id: None | str | Unset
        if isinstance(self.account_id, Unset):
            account_id = UNSET
        else:
            account_id = self.account_id

        account_kind: None | str | Unset
        if isinstance(self.account_kind, Unset):
            account_kind = UNSET
        else:
            account_kind = self.account_kind

        account_revision: int | None | Unset
        if isinstance(self.account_revision, Unset):
            account_revision = UNSET
        else:
            account_revision = self.account_revision

        artifact_id: None | str | Unset
        if isinstance(self.artifact_id, Unset):
            artifact_id = UNSET
        else:
            artifact_id = self.artifact_id

        artifact_sha256: None | str | Unset
        if isinstance(self.artifact_sha256, Unset):
            artifact_sha256 = UNSET
        else:
            artifact_sha256 = self.artifact_sha256

        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        generation: dict[str, Any] | None | Unset
        if isinstance(self.generation, Unset):
            generation = UNSET
        elif isinstance(self.generation, JsonObject):
            generation = self.generation.to_dict()
        else:
            generation = self.generation

        likelihood: dict[str, Any] | None | Unset
        if isinstance(self.likelihood, Unset):
            likelihood = UNSET
        elif isinstance(self.likelihood, JsonObject):
            likelihood = self.likelihood.to_dict()
        else:
            likelihood = self.likelihood

        price_version: None | str | Unset
        if isinstance(self.price_version, Unset):
            price_version = UNSET
        else:
            price_version = self.price_version

        pricing: dict[str, Any] | None | Unset
        if isinstance(self.pricing, Unset):
            pricing = UNSET
        elif isinstance(self.pricing, JsonObject):
            pricing = self.pricing.to_dict()
        else:
            pricing = self.pricing

        provider_charges: None | str | Unset
        if isinstance(self.provider_charges, Unset):
            provider_charges = UNSET
        else:
            provider_charges = self.provider_charges

        reasoning_budget_choice: dict[str, Any] | None | Unset
        if isinstance(self.reasoning_budget_choice, Unset):
            reasoning_budget_choice = UNSET
        elif isinstance(self.reasoning_budget_choice, ReasoningBudgetChoice):
            reasoning_budget_choice = self.reasoning_budget_choice.to_dict()
        else:
            reasoning_budget_choice = self.reasoning_budget_choice

        reasoning_choice: dict[str, Any] | None | Unset
        if isinstance(self.reasoning_choice, Unset):
            reasoning_choice = UNSET
        elif isinstance(self.reasoning_choice, ReasoningChoice):
            reasoning_choice = self.reasoning_choice.to_dict()
        else:
            reasoning_choice = self.reasoning_choice

        route_id: None | str | Unset
        if isinstance(self.route_id, Unset):
            route_id = UNSET
        else:
            route_id = self.route_id

        routing: dict[str, Any] | None | Unset
        if isinstance(self.routing, Unset):
            routing = UNSET
        elif isinstance(self.routing, JsonObject):
            routing = self.routing.to_dict()
        else:
            routing = self.routing

        target_settings: dict[str, Any] | None | Unset
        if isinstance(self.target_settings, Unset):
            target_settings = UNSET
        elif isinstance(self.target_settings, JsonObject):
            target_settings = self.target_settings.to_dict()
        else:
            target_settings = self.target_settings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "capabilities": capabilities,
                "kind": kind,
                "limits": limits,
                "model_id": model_id,
                "protocol": protocol,
                "revision": revision,
            }
        )
        if account_id is not UNSET:
            field_dict["account_id"] = account_id
        if account_kind is not UNSET:
            field_dict["account_kind"] = account_kind
        if account_revision is not UNSET:
            field_dict["account_revision"] = account_revision
        if artifact_id is not UNSET:
            field_dict["artifact_id"] = artifact_id
        if artifact_sha256 is not UNSET:
            field_dict["artifact_sha256"] = artifact_sha256
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if generation is not UNSET:
            field_dict["generation"] = generation
        if likelihood is not UNSET:
            field_dict["likelihood"] = likelihood
        if price_version is not UNSET:
            field_dict["price_version"] = price_version
        if pricing is not UNSET:
            field_dict["pricing"] = pricing
        if provider_charges is not UNSET:
            field_dict["provider_charges"] = provider_charges
        if reasoning_budget_choice is not UNSET:
            field_dict["reasoning_budget_choice"] = reasoning_budget_choice
        if reasoning_choice is not UNSET:
            field_dict["reasoning_choice"] = reasoning_choice
        if route_id is not UNSET:
            field_dict["route_id"] = route_id
        if routing is not UNSET:
            field_dict["routing"] = routing
        if target_settings is not UNSET:
            field_dict["target_settings"] = target_settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        capabilities = cast(list[str], d.pop("capabilities"))

        kind = d.pop("kind")

        limits = JsonObject.from_dict(d.pop("limits"))

        model_id = d.pop("model_id")

        protocol = d.pop("protocol")

        revision = d.pop("revision")

        account_id = cast(None | str | Unset, d.pop("account_id", UNSET))

        account_kind = cast(None | str | Unset, d.pop("account_kind", UNSET))

        account_revision = cast(int | None | Unset, d.pop("account_revision", UNSET))

        artifact_id = cast(None | str | Unset, d.pop("artifact_id", UNSET))

        artifact_sha256 = cast(None | str | Unset, d.pop("artifact_sha256", UNSET))

        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        def _parse_generation(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                generation_type_0 = JsonObject.from_dict(data)

                return generation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        generation = _parse_generation(d.pop("generation", UNSET))

        def _parse_likelihood(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                likelihood_type_0 = JsonObject.from_dict(data)

                return likelihood_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        likelihood = _parse_likelihood(d.pop("likelihood", UNSET))

        price_version = cast(None | str | Unset, d.pop("price_version", UNSET))

        def _parse_pricing(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pricing_type_0 = JsonObject.from_dict(data)

                return pricing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        pricing = _parse_pricing(d.pop("pricing", UNSET))

        provider_charges = cast(None | str | Unset, d.pop("provider_charges", UNSET))

        def _parse_reasoning_budget_choice(data: object) -> None | ReasoningBudgetChoice | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_budget_choice_type_0 = ReasoningBudgetChoice.from_dict(data)

                return reasoning_budget_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningBudgetChoice | Unset, data)

        reasoning_budget_choice = _parse_reasoning_budget_choice(
            d.pop("reasoning_budget_choice", UNSET)
        )

        def _parse_reasoning_choice(data: object) -> None | ReasoningChoice | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_choice_type_0 = ReasoningChoice.from_dict(data)

                return reasoning_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningChoice | Unset, data)

        reasoning_choice = _parse_reasoning_choice(d.pop("reasoning_choice", UNSET))

        route_id = cast(None | str | Unset, d.pop("route_id", UNSET))

        def _parse_routing(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                routing_type_0 = JsonObject.from_dict(data)

                return routing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        routing = _parse_routing(d.pop("routing", UNSET))

        def _parse_target_settings(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_settings_type_0 = JsonObject.from_dict(data)

                return target_settings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        target_settings = _parse_target_settings(d.pop("target_settings", UNSET))

        selected_model = cls(
            capabilities=capabilities,
            kind=kind,
            limits=limits,
            model_id=model_id,
            protocol=protocol,
            revision=revision,
            account_id=account_id,
            account_kind=account_kind,
            account_revision=account_revision,
            artifact_id=artifact_id,
            artifact_sha256=artifact_sha256,
            connection_id=connection_id,
            generation=generation,
            likelihood=likelihood,
            price_version=price_version,
            pricing=pricing,
            provider_charges=provider_charges,
            reasoning_budget_choice=reasoning_budget_choice,
            reasoning_choice=reasoning_choice,
            route_id=route_id,
            routing=routing,
            target_settings=target_settings,
        )

        selected_model.additional_properties = d
        return selected_model

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


from ..models.json_object import JsonObject
from ..models.reasoning_budget_choice import ReasoningBudgetChoice
from ..models.reasoning_choice import ReasoningChoice
