from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_model import ComparisonModel
    from ..models.concurrency_observation import ConcurrencyObservation
    from ..models.concurrency_plan import ConcurrencyPlan
    from ..models.coverage_record import CoverageRecord
    from ..models.json_object import JsonObject
    from ..models.profile_selection import ProfileSelection
    from ..models.run_configuration import RunConfiguration
    from ..models.run_funding_policy import RunFundingPolicy
    from ..models.run_interruption import RunInterruption
    from ..models.run_progress import RunProgress
    from ..models.run_queue import RunQueue
    from ..models.run_record_metadata import RunRecordMetadata
    from ..models.run_retention import RunRetention
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="RunRecord")


@_attrs_define
class RunRecord:
    """
    Attributes:
        billing_state (str):
        cancel_requested_at (None | str):
        completed_count (int):
        coverage (CoverageRecord | None):
        created_at (str):
        error_count (int):
        finished_at (None | str):
        id (str):
        manifest_hash (str):
        metadata (RunRecordMetadata):
        model (ComparisonModel | SelectedModel):
        name (str):
        planned_count (int):
        profiles (list[ProfileSelection]):
        reserved_microusd (str):
        retention (RunRetention):
        spend_microusd (str):
        started_at (None | str):
        status (str):
        terminal_reason (None | str):
        agent (JsonObject | None | Unset):
        agent_identity_sha256 (None | str | Unset):
        agents (list[JsonObject] | None | Unset):
        artifact_verification (None | str | Unset):
        cap_microusd (None | str | Unset):
        client_agent (JsonObject | None | Unset):
        concurrency (ConcurrencyPlan | None | Unset):
        concurrency_observation (ConcurrencyObservation | None | Unset):
        configuration (None | RunConfiguration | Unset):
        execution_assurance (None | str | Unset):
        execution_mode (None | str | Unset):
        funding_policy (None | RunFundingPolicy | Unset):
        interruption (None | RunInterruption | Unset):
        labels (JsonObject | None | Unset):
        progress (None | RunProgress | Unset):
        queue (None | RunQueue | Unset):
        retry_at (None | str | Unset):
        route (JsonObject | None | Unset):
        source_run_id (None | str | Unset):
        task_protocol (JsonObject | None | Unset):
        waiting_reason (None | str | Unset):
    """

    billing_state: str
    cancel_requested_at: None | str
    completed_count: int
    coverage: CoverageRecord | None
    created_at: str
    error_count: int
    finished_at: None | str
    id: str
    manifest_hash: str
    metadata: RunRecordMetadata
    model: ComparisonModel | SelectedModel
    name: str
    planned_count: int
    profiles: list[ProfileSelection]
    reserved_microusd: str
    retention: RunRetention
    spend_microusd: str
    started_at: None | str
    status: str
    terminal_reason: None | str
    agent: JsonObject | None | Unset = UNSET
    agent_identity_sha256: None | str | Unset = UNSET
    agents: list[JsonObject] | None | Unset = UNSET
    artifact_verification: None | str | Unset = UNSET
    cap_microusd: None | str | Unset = UNSET
    client_agent: JsonObject | None | Unset = UNSET
    concurrency: ConcurrencyPlan | None | Unset = UNSET
    concurrency_observation: ConcurrencyObservation | None | Unset = UNSET
    configuration: None | RunConfiguration | Unset = UNSET
    execution_assurance: None | str | Unset = UNSET
    execution_mode: None | str | Unset = UNSET
    funding_policy: None | RunFundingPolicy | Unset = UNSET
    interruption: None | RunInterruption | Unset = UNSET
    labels: JsonObject | None | Unset = UNSET
    progress: None | RunProgress | Unset = UNSET
    queue: None | RunQueue | Unset = UNSET
    retry_at: None | str | Unset = UNSET
    route: JsonObject | None | Unset = UNSET
    source_run_id: None | str | Unset = UNSET
    task_protocol: JsonObject | None | Unset = UNSET
    waiting_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        billing_state = self.billing_state

        cancel_requested_at: None | str
        cancel_requested_at = self.cancel_requested_at

        completed_count = self.completed_count

        coverage: dict[str, Any] | None
        if isinstance(self.coverage, CoverageRecord):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage

        created_at = self.created_at

        error_count = self.error_count

        finished_at: None | str
        finished_at = self.finished_at

        id = self.id

        manifest_hash = self.manifest_hash

        metadata = self.metadata.to_dict()

        model: dict[str, Any]
        if isinstance(self.model, SelectedModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        name = self.name

        planned_count = self.planned_count

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        reserved_microusd = self.reserved_microusd

        retention = self.retention.to_dict()

        spend_microusd = self.spend_microusd

        started_at: None | str
        started_at = self.started_at

        status = self.status

        terminal_reason: None | str
        terminal_reason = self.terminal_reason

        agent: dict[str, Any] | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif isinstance(self.agent, JsonObject):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        agent_identity_sha256: None | str | Unset
        if isinstance(self.agent_identity_sha256, Unset):
            agent_identity_sha256 = UNSET
        else:
            agent_identity_sha256 = self.agent_identity_sha256

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

        artifact_verification: None | str | Unset
        if isinstance(self.artifact_verification, Unset):
            artifact_verification = UNSET
        else:
            artifact_verification = self.artifact_verification

        cap_microusd: None | str | Unset
        if isinstance(self.cap_microusd, Unset):
            cap_microusd = UNSET
        else:
            cap_microusd = self.cap_microusd

        client_agent: dict[str, Any] | None | Unset
        if isinstance(self.client_agent, Unset):
            client_agent = UNSET
        elif isinstance(self.client_agent, JsonObject):
            client_agent = self.client_agent.to_dict()
        else:
            client_agent = self.client_agent

        concurrency: dict[str, Any] | None | Unset
        if isinstance(self.concurrency, Unset):
            concurrency = UNSET
        elif isinstance(self.concurrency, ConcurrencyPlan):
            concurrency = self.concurrency.to_dict()
        else:
            concurrency = self.concurrency

        concurrency_observation: dict[str, Any] | None | Unset
        if isinstance(self.concurrency_observation, Unset):
            concurrency_observation = UNSET
        elif isinstance(self.concurrency_observation, ConcurrencyObservation):
            concurrency_observation = self.concurrency_observation.to_dict()
        else:
            concurrency_observation = self.concurrency_observation

        configuration: dict[str, Any] | None | Unset
        if isinstance(self.configuration, Unset):
            configuration = UNSET
        elif isinstance(self.configuration, RunConfiguration):
            configuration = self.configuration.to_dict()
        else:
            configuration = self.configuration

        execution_assurance: None | str | Unset
        if isinstance(self.execution_assurance, Unset):
            execution_assurance = UNSET
        else:
            execution_assurance = self.execution_assurance

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

        interruption: dict[str, Any] | None | Unset
        if isinstance(self.interruption, Unset):
            interruption = UNSET
        elif isinstance(self.interruption, RunInterruption):
            interruption = self.interruption.to_dict()
        else:
            interruption = self.interruption

        labels: dict[str, Any] | None | Unset
        if isinstance(self.labels, Unset):
            labels = UNSET
        elif isinstance(self.labels, JsonObject):
            labels = self.labels.to_dict()
        else:
            labels = self.labels

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, RunProgress):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

        queue: dict[str, Any] | None | Unset
        if isinstance(self.queue, Unset):
            queue = UNSET
        elif isinstance(self.queue, RunQueue):
            queue = self.queue.to_dict()
        else:
            queue = self.queue

        retry_at: None | str | Unset
        if isinstance(self.retry_at, Unset):
            retry_at = UNSET
        else:
            retry_at = self.retry_at

        route: dict[str, Any] | None | Unset
        if isinstance(self.route, Unset):
            route = UNSET
        elif isinstance(self.route, JsonObject):
            route = self.route.to_dict()
        else:
            route = self.route

        source_run_id: None | str | Unset
        if isinstance(self.source_run_id, Unset):
            source_run_id = UNSET
        else:
            source_run_id = self.source_run_id

        task_protocol: dict[str, Any] | None | Unset
        if isinstance(self.task_protocol, Unset):
            task_protocol = UNSET
        elif isinstance(self.task_protocol, JsonObject):
            task_protocol = self.task_protocol.to_dict()
        else:
            task_protocol = self.task_protocol

        waiting_reason: None | str | Unset
        if isinstance(self.waiting_reason, Unset):
            waiting_reason = UNSET
        else:
            waiting_reason = self.waiting_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "billing_state": billing_state,
                "cancel_requested_at": cancel_requested_at,
                "completed_count": completed_count,
                "coverage": coverage,
                "created_at": created_at,
                "error_count": error_count,
                "finished_at": finished_at,
                "id": id,
                "manifest_hash": manifest_hash,
                "metadata": metadata,
                "model": model,
                "name": name,
                "planned_count": planned_count,
                "profiles": profiles,
                "reserved_microusd": reserved_microusd,
                "retention": retention,
                "spend_microusd": spend_microusd,
                "started_at": started_at,
                "status": status,
                "terminal_reason": terminal_reason,
            }
        )
        if agent is not UNSET:
            field_dict["agent"] = agent
        if agent_identity_sha256 is not UNSET:
            field_dict["agent_identity_sha256"] = agent_identity_sha256
        if agents is not UNSET:
            field_dict["agents"] = agents
        if artifact_verification is not UNSET:
            field_dict["artifact_verification"] = artifact_verification
        if cap_microusd is not UNSET:
            field_dict["cap_microusd"] = cap_microusd
        if client_agent is not UNSET:
            field_dict["client_agent"] = client_agent
        if concurrency is not UNSET:
            field_dict["concurrency"] = concurrency
        if concurrency_observation is not UNSET:
            field_dict["concurrency_observation"] = concurrency_observation
        if configuration is not UNSET:
            field_dict["configuration"] = configuration
        if execution_assurance is not UNSET:
            field_dict["execution_assurance"] = execution_assurance
        if execution_mode is not UNSET:
            field_dict["execution_mode"] = execution_mode
        if funding_policy is not UNSET:
            field_dict["funding_policy"] = funding_policy
        if interruption is not UNSET:
            field_dict["interruption"] = interruption
        if labels is not UNSET:
            field_dict["labels"] = labels
        if progress is not UNSET:
            field_dict["progress"] = progress
        if queue is not UNSET:
            field_dict["queue"] = queue
        if retry_at is not UNSET:
            field_dict["retry_at"] = retry_at
        if route is not UNSET:
            field_dict["route"] = route
        if source_run_id is not UNSET:
            field_dict["source_run_id"] = source_run_id
        if task_protocol is not UNSET:
            field_dict["task_protocol"] = task_protocol
        if waiting_reason is not UNSET:
            field_dict["waiting_reason"] = waiting_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        billing_state = d.pop("billing_state")

        cancel_requested_at = cast(None | str, d.pop("cancel_requested_at"))

        completed_count = d.pop("completed_count")

        def _parse_coverage(data: object) -> CoverageRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_0 = CoverageRecord.from_dict(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoverageRecord | None, data)

        coverage = _parse_coverage(d.pop("coverage"))

        created_at = d.pop("created_at")

        error_count = d.pop("error_count")

        finished_at = cast(None | str, d.pop("finished_at"))

        id = d.pop("id")

        manifest_hash = d.pop("manifest_hash")

        metadata = RunRecordMetadata.from_dict(d.pop("metadata"))

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

        name = d.pop("name")

        planned_count = d.pop("planned_count")

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ProfileSelection.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        reserved_microusd = d.pop("reserved_microusd")

        retention = RunRetention.from_dict(d.pop("retention"))

        spend_microusd = d.pop("spend_microusd")

        started_at = cast(None | str, d.pop("started_at"))

        status = d.pop("status")

        terminal_reason = cast(None | str, d.pop("terminal_reason"))

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

        agent_identity_sha256 = cast(None | str | Unset, d.pop("agent_identity_sha256", UNSET))

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

        artifact_verification = cast(None | str | Unset, d.pop("artifact_verification", UNSET))

        cap_microusd = cast(None | str | Unset, d.pop("cap_microusd", UNSET))

        def _parse_client_agent(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                client_agent_type_0 = JsonObject.from_dict(data)

                return client_agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        client_agent = _parse_client_agent(d.pop("client_agent", UNSET))

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

        def _parse_concurrency_observation(data: object) -> ConcurrencyObservation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                concurrency_observation_type_0 = ConcurrencyObservation.from_dict(data)

                return concurrency_observation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConcurrencyObservation | None | Unset, data)

        concurrency_observation = _parse_concurrency_observation(
            d.pop("concurrency_observation", UNSET)
        )

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

        execution_assurance = cast(None | str | Unset, d.pop("execution_assurance", UNSET))

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

        def _parse_interruption(data: object) -> None | RunInterruption | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                interruption_type_0 = RunInterruption.from_dict(data)

                return interruption_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunInterruption | Unset, data)

        interruption = _parse_interruption(d.pop("interruption", UNSET))

        def _parse_labels(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                labels_type_0 = JsonObject.from_dict(data)

                return labels_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        labels = _parse_labels(d.pop("labels", UNSET))

        def _parse_progress(data: object) -> None | RunProgress | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = RunProgress.from_dict(data)

                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunProgress | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))

        def _parse_queue(data: object) -> None | RunQueue | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                queue_type_0 = RunQueue.from_dict(data)

                return queue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunQueue | Unset, data)

        queue = _parse_queue(d.pop("queue", UNSET))

        retry_at = cast(None | str | Unset, d.pop("retry_at", UNSET))

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

        source_run_id = cast(None | str | Unset, d.pop("source_run_id", UNSET))

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

        waiting_reason = cast(None | str | Unset, d.pop("waiting_reason", UNSET))

        run_record = cls(
            billing_state=billing_state,
            cancel_requested_at=cancel_requested_at,
            completed_count=completed_count,
            coverage=coverage,
            created_at=created_at,
            error_count=error_count,
            finished_at=finished_at,
            id=id,
            manifest_hash=manifest_hash,
            metadata=metadata,
            model=model,
            name=name,
            planned_count=planned_count,
            profiles=profiles,
            reserved_microusd=reserved_microusd,
            retention=retention,
            spend_microusd=spend_microusd,
            started_at=started_at,
            status=status,
            terminal_reason=terminal_reason,
            agent=agent,
            agent_identity_sha256=agent_identity_sha256,
            agents=agents,
            artifact_verification=artifact_verification,
            cap_microusd=cap_microusd,
            client_agent=client_agent,
            concurrency=concurrency,
            concurrency_observation=concurrency_observation,
            configuration=configuration,
            execution_assurance=execution_assurance,
            execution_mode=execution_mode,
            funding_policy=funding_policy,
            interruption=interruption,
            labels=labels,
            progress=progress,
            queue=queue,
            retry_at=retry_at,
            route=route,
            source_run_id=source_run_id,
            task_protocol=task_protocol,
            waiting_reason=waiting_reason,
        )

        run_record.additional_properties = d
        return run_record

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
from ..models.concurrency_observation import ConcurrencyObservation
from ..models.concurrency_plan import ConcurrencyPlan
from ..models.coverage_record import CoverageRecord
from ..models.json_object import JsonObject
from ..models.profile_selection import ProfileSelection
from ..models.run_configuration import RunConfiguration
from ..models.run_funding_policy import RunFundingPolicy
from ..models.run_interruption import RunInterruption
from ..models.run_progress import RunProgress
from ..models.run_queue import RunQueue
from ..models.run_record_metadata import RunRecordMetadata
from ..models.run_retention import RunRetention
from ..models.selected_model import SelectedModel
