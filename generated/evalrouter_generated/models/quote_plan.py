from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_model import ComparisonModel
    from ..models.concurrency_plan import ConcurrencyPlan
    from ..models.coverage_record import CoverageRecord
    from ..models.json_object import JsonObject
    from ..models.profile_selection import ProfileSelection
    from ..models.run_configuration import RunConfiguration
    from ..models.run_funding_policy import RunFundingPolicy
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="QuotePlan")


@_attrs_define
class QuotePlan:
    """
    Attributes:
        coverage (CoverageRecord):
        model (ComparisonModel | SelectedModel):
        pricing (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        profiles (list[ProfileSelection]):
        schema_version (int):
        selection_source (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        total_tasks (int):
        warnings (list[str]):
        agent (JsonObject | None | Unset):
        agents (list[JsonObject] | None | Unset):
        client_run (JsonObject | None | Unset):
        concurrency (ConcurrencyPlan | None | Unset):
        configuration (None | RunConfiguration | Unset):
        execution_mode (None | str | Unset):
        funding_policy (None | RunFundingPolicy | Unset):
        kind (None | str | Unset):
        recommendation (JsonObject | None | Unset):
        route (JsonObject | None | Unset):
        task_protocol (JsonObject | None | Unset):
    """

    coverage: CoverageRecord
    model: ComparisonModel | SelectedModel
    pricing: JsonObject
    profiles: list[ProfileSelection]
    schema_version: int
    selection_source: JsonObject
    total_tasks: int
    warnings: list[str]
    agent: JsonObject | None | Unset = UNSET
    agents: list[JsonObject] | None | Unset = UNSET
    client_run: JsonObject | None | Unset = UNSET
    concurrency: ConcurrencyPlan | None | Unset = UNSET
    configuration: None | RunConfiguration | Unset = UNSET
    execution_mode: None | str | Unset = UNSET
    funding_policy: None | RunFundingPolicy | Unset = UNSET
    kind: None | str | Unset = UNSET
    recommendation: JsonObject | None | Unset = UNSET
    route: JsonObject | None | Unset = UNSET
    task_protocol: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage = self.coverage.to_dict()

        model: dict[str, Any]
        if isinstance(self.model, SelectedModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        pricing = self.pricing.to_dict()

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        schema_version = self.schema_version

        selection_source = self.selection_source.to_dict()

        total_tasks = self.total_tasks

        warnings = self.warnings

        agent: dict[str, Any] | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif isinstance(self.agent, JsonObject):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        agents: list[dict[str, Any]] | None | Unset
        if isinstance(self.agents, Unset):
            agents = UNSET
        elif isinstance(self.agents, list):
            agents = []
            for agents_type_0_item_data in self.agents:
                agents_type_0_item = agents_type_0_item_data.to_dict()
                agents.append(agents_type_0_item)

        else:
            agents = self.agents

        client_run: dict[str, Any] | None | Unset
        if isinstance(self.client_run, Unset):
            client_run = UNSET
        elif isinstance(self.client_run, JsonObject):
            client_run = self.client_run.to_dict()
        else:
            client_run = self.client_run

        concurrency: dict[str, Any] | None | Unset
        if isinstance(self.concurrency, Unset):
            concurrency = UNSET
        elif isinstance(self.concurrency, ConcurrencyPlan):
            concurrency = self.concurrency.to_dict()
        else:
            concurrency = self.concurrency

        configuration: dict[str, Any] | None | Unset
        if isinstance(self.configuration, Unset):
            configuration = UNSET
        elif isinstance(self.configuration, RunConfiguration):
            configuration = self.configuration.to_dict()
        else:
            configuration = self.configuration

        execution_mode: None | str | Unset
        if isinstance(self.execution_mode, Unset):
            execution_mode = UNSET
        else:
            execution_mode = self.execution_mode

        funding_policy: dict[str, Any] | None | Unset
        if isinstance(self.funding_policy, Unset):
            funding_policy = UNSET
        elif isinstance(self.funding_policy, RunFundingPolicy):
            funding_policy = self.funding_policy.to_dict()
        else:
            funding_policy = self.funding_policy

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        recommendation: dict[str, Any] | None | Unset
        if isinstance(self.recommendation, Unset):
            recommendation = UNSET
        elif isinstance(self.recommendation, JsonObject):
            recommendation = self.recommendation.to_dict()
        else:
            recommendation = self.recommendation

        route: dict[str, Any] | None | Unset
        if isinstance(self.route, Unset):
            route = UNSET
        elif isinstance(self.route, JsonObject):
            route = self.route.to_dict()
        else:
            route = self.route

        task_protocol: dict[str, Any] | None | Unset
        if isinstance(self.task_protocol, Unset):
            task_protocol = UNSET
        elif isinstance(self.task_protocol, JsonObject):
            task_protocol = self.task_protocol.to_dict()
        else:
            task_protocol = self.task_protocol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coverage": coverage,
                "model": model,
                "pricing": pricing,
                "profiles": profiles,
                "schema_version": schema_version,
                "selection_source": selection_source,
                "total_tasks": total_tasks,
                "warnings": warnings,
            }
        )
        if agent is not UNSET:
            field_dict["agent"] = agent
        if agents is not UNSET:
            field_dict["agents"] = agents
        if client_run is not UNSET:
            field_dict["client_run"] = client_run
        if concurrency is not UNSET:
            field_dict["concurrency"] = concurrency
        if configuration is not UNSET:
            field_dict["configuration"] = configuration
        if execution_mode is not UNSET:
            field_dict["execution_mode"] = execution_mode
        if funding_policy is not UNSET:
            field_dict["funding_policy"] = funding_policy
        if kind is not UNSET:
            field_dict["kind"] = kind
        if recommendation is not UNSET:
            field_dict["recommendation"] = recommendation
        if route is not UNSET:
            field_dict["route"] = route
        if task_protocol is not UNSET:
            field_dict["task_protocol"] = task_protocol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coverage = CoverageRecord.from_dict(d.pop("coverage"))

        def _parse_model(data: object) -> ComparisonModel | SelectedModel:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = SelectedModel.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            model_type_1 = ComparisonModel.from_dict(data)

            return model_type_1

        model = _parse_model(d.pop("model"))

        pricing = JsonObject.from_dict(d.pop("pricing"))

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ProfileSelection.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        schema_version = d.pop("schema_version")

        selection_source = JsonObject.from_dict(d.pop("selection_source"))

        total_tasks = d.pop("total_tasks")

        warnings = cast(list[str], d.pop("warnings"))

        def _parse_agent(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_0 = JsonObject.from_dict(data)

                return agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        agent = _parse_agent(d.pop("agent", UNSET))

        def _parse_agents(data: object) -> list[JsonObject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                agents_type_0 = []
                _agents_type_0 = data
                for agents_type_0_item_data in _agents_type_0:
                    agents_type_0_item = JsonObject.from_dict(agents_type_0_item_data)

                    agents_type_0.append(agents_type_0_item)

                return agents_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None | Unset, data)

        agents = _parse_agents(d.pop("agents", UNSET))

        def _parse_client_run(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                client_run_type_0 = JsonObject.from_dict(data)

                return client_run_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        client_run = _parse_client_run(d.pop("client_run", UNSET))

        def _parse_concurrency(data: object) -> ConcurrencyPlan | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                concurrency_type_0 = ConcurrencyPlan.from_dict(data)

                return concurrency_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConcurrencyPlan | None | Unset, data)

        concurrency = _parse_concurrency(d.pop("concurrency", UNSET))

        def _parse_configuration(data: object) -> None | RunConfiguration | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                configuration_type_0 = RunConfiguration.from_dict(data)

                return configuration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunConfiguration | Unset, data)

        configuration = _parse_configuration(d.pop("configuration", UNSET))

        execution_mode = cast(None | str | Unset, d.pop("execution_mode", UNSET))

        def _parse_funding_policy(data: object) -> None | RunFundingPolicy | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                funding_policy_type_0 = RunFundingPolicy.from_dict(data)

                return funding_policy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunFundingPolicy | Unset, data)

        funding_policy = _parse_funding_policy(d.pop("funding_policy", UNSET))

        kind = cast(None | str | Unset, d.pop("kind", UNSET))

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

        def _parse_route(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                route_type_0 = JsonObject.from_dict(data)

                return route_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        route = _parse_route(d.pop("route", UNSET))

        def _parse_task_protocol(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                task_protocol_type_0 = JsonObject.from_dict(data)

                return task_protocol_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        task_protocol = _parse_task_protocol(d.pop("task_protocol", UNSET))

        quote_plan = cls(
            coverage=coverage,
            model=model,
            pricing=pricing,
            profiles=profiles,
            schema_version=schema_version,
            selection_source=selection_source,
            total_tasks=total_tasks,
            warnings=warnings,
            agent=agent,
            agents=agents,
            client_run=client_run,
            concurrency=concurrency,
            configuration=configuration,
            execution_mode=execution_mode,
            funding_policy=funding_policy,
            kind=kind,
            recommendation=recommendation,
            route=route,
            task_protocol=task_protocol,
        )

        quote_plan.additional_properties = d
        return quote_plan

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


from ..models.comparison_model import ComparisonModel
from ..models.concurrency_plan import ConcurrencyPlan
from ..models.coverage_record import CoverageRecord
from ..models.json_object import JsonObject
from ..models.profile_selection import ProfileSelection
from ..models.run_configuration import RunConfiguration
from ..models.run_funding_policy import RunFundingPolicy
from ..models.selected_model import SelectedModel
