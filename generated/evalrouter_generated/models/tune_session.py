from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="TuneSession")


@_attrs_define
class TuneSession:
    """
    Attributes:
        created_at (str):
        dataset_id (None | str):
        dataset_version_id (None | str):
        draft (JsonObject | None):
        draft_revision (int):
        draft_summary (JsonObject | None):
        drafting_budget (JsonObject | None):
        error_code (None | str):
        error_message (None | str):
        id (str):
        profile_id (None | str):
        quote_id (None | str):
        recommendation (JsonObject | None):
        run_id (None | str):
        source (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        stage (str):
        status (str):
        updated_at (str):
        workspace_id (str):
        agent (JsonObject | None | Unset):
        automation_id (None | str | Unset):
        mode (None | str | Unset):
        nomination (JsonObject | None | Unset):
        nomination_only (bool | None | Unset):
        objective (JsonObject | None | Unset):
        optimizer (JsonObject | None | Unset):
        release_binding (JsonObject | None | Unset):
        search (JsonObject | None | Unset):
        workload (JsonObject | None | Unset):
    """

    created_at: str
    dataset_id: None | str
    dataset_version_id: None | str
    draft: JsonObject | None
    draft_revision: int
    draft_summary: JsonObject | None
    drafting_budget: JsonObject | None
    error_code: None | str
    error_message: None | str
    id: str
    profile_id: None | str
    quote_id: None | str
    recommendation: JsonObject | None
    run_id: None | str
    source: JsonObject
    stage: str
    status: str
    updated_at: str
    workspace_id: str
    agent: JsonObject | None | Unset = UNSET
    automation_id: None | str | Unset = UNSET
    mode: None | str | Unset = UNSET
    nomination: JsonObject | None | Unset = UNSET
    nomination_only: bool | None | Unset = UNSET
    objective: JsonObject | None | Unset = UNSET
    optimizer: JsonObject | None | Unset = UNSET
    release_binding: JsonObject | None | Unset = UNSET
    search: JsonObject | None | Unset = UNSET
    workload: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        dataset_id: None | str
        dataset_id = self.dataset_id

        dataset_version_id: None | str
        dataset_version_id = self.dataset_version_id

        draft: dict[str, Any] | None
        if isinstance(self.draft, JsonObject):
            draft = self.draft.to_dict()
        else:
            draft = self.draft

        draft_revision = self.draft_revision

        draft_summary: dict[str, Any] | None
        if isinstance(self.draft_summary, JsonObject):
            draft_summary = self.draft_summary.to_dict()
        else:
            draft_summary = self.draft_summary

        drafting_budget: dict[str, Any] | None
        if isinstance(self.drafting_budget, JsonObject):
            drafting_budget = self.drafting_budget.to_dict()
        else:
            drafting_budget = self.drafting_budget

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        id = self.id

        profile_id: None | str
        profile_id = self.profile_id

        quote_id: None | str
        quote_id = self.quote_id

        recommendation: dict[str, Any] | None
        if isinstance(self.recommendation, JsonObject):
            recommendation = self.recommendation.to_dict()
        else:
            recommendation = self.recommendation

        run_id: None | str
        run_id = self.run_id

        source = self.source.to_dict()

        stage = self.stage

        status = self.status

        updated_at = self.updated_at

        workspace_id = self.workspace_id

        agent: dict[str, Any] | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif isinstance(self.agent, JsonObject):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        automation_id: None | str | Unset
        if isinstance(self.automation_id, Unset):
            automation_id = UNSET
        else:
            automation_id = self.automation_id

        mode: None | str | Unset
        if isinstance(self.mode, Unset):
            mode = UNSET
        else:
            mode = self.mode

        nomination: dict[str, Any] | None | Unset
        if isinstance(self.nomination, Unset):
            nomination = UNSET
        elif isinstance(self.nomination, JsonObject):
            nomination = self.nomination.to_dict()
        else:
            nomination = self.nomination

        nomination_only: bool | None | Unset
        if isinstance(self.nomination_only, Unset):
            nomination_only = UNSET
        else:
            nomination_only = self.nomination_only

        objective: dict[str, Any] | None | Unset
        if isinstance(self.objective, Unset):
            objective = UNSET
        elif isinstance(self.objective, JsonObject):
            objective = self.objective.to_dict()
        else:
            objective = self.objective

        optimizer: dict[str, Any] | None | Unset
        if isinstance(self.optimizer, Unset):
            optimizer = UNSET
        elif isinstance(self.optimizer, JsonObject):
            optimizer = self.optimizer.to_dict()
        else:
            optimizer = self.optimizer

        release_binding: dict[str, Any] | None | Unset
        if isinstance(self.release_binding, Unset):
            release_binding = UNSET
        elif isinstance(self.release_binding, JsonObject):
            release_binding = self.release_binding.to_dict()
        else:
            release_binding = self.release_binding

        search: dict[str, Any] | None | Unset
        if isinstance(self.search, Unset):
            search = UNSET
        elif isinstance(self.search, JsonObject):
            search = self.search.to_dict()
        else:
            search = self.search

        workload: dict[str, Any] | None | Unset
        if isinstance(self.workload, Unset):
            workload = UNSET
        elif isinstance(self.workload, JsonObject):
            workload = self.workload.to_dict()
        else:
            workload = self.workload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "dataset_id": dataset_id,
                "dataset_version_id": dataset_version_id,
                "draft": draft,
                "draft_revision": draft_revision,
                "draft_summary": draft_summary,
                "drafting_budget": drafting_budget,
                "error_code": error_code,
                "error_message": error_message,
                "id": id,
                "profile_id": profile_id,
                "quote_id": quote_id,
                "recommendation": recommendation,
                "run_id": run_id,
                "source": source,
                "stage": stage,
                "status": status,
                "updated_at": updated_at,
                "workspace_id": workspace_id,
            }
        )
        if agent is not UNSET:
            field_dict["agent"] = agent
        if automation_id is not UNSET:
            field_dict["automation_id"] = automation_id
        if mode is not UNSET:
            field_dict["mode"] = mode
        if nomination is not UNSET:
            field_dict["nomination"] = nomination
        if nomination_only is not UNSET:
            field_dict["nomination_only"] = nomination_only
        if objective is not UNSET:
            field_dict["objective"] = objective
        if optimizer is not UNSET:
            field_dict["optimizer"] = optimizer
        if release_binding is not UNSET:
            field_dict["release_binding"] = release_binding
        if search is not UNSET:
            field_dict["search"] = search
        if workload is not UNSET:
            field_dict["workload"] = workload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        dataset_id = cast(None | str, d.pop("dataset_id"))

        dataset_version_id = cast(None | str, d.pop("dataset_version_id"))

        def _parse_draft(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_type_0 = JsonObject.from_dict(data)

                return draft_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        draft = _parse_draft(d.pop("draft"))

        draft_revision = d.pop("draft_revision")

        def _parse_draft_summary(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_summary_type_0 = JsonObject.from_dict(data)

                return draft_summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        draft_summary = _parse_draft_summary(d.pop("draft_summary"))

        def _parse_drafting_budget(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                drafting_budget_type_0 = JsonObject.from_dict(data)

                return drafting_budget_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        drafting_budget = _parse_drafting_budget(d.pop("drafting_budget"))

        error_code = cast(None | str, d.pop("error_code"))

        error_message = cast(None | str, d.pop("error_message"))

        id = d.pop("id")

        profile_id = cast(None | str, d.pop("profile_id"))

        quote_id = cast(None | str, d.pop("quote_id"))

        def _parse_recommendation(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                recommendation_type_0 = JsonObject.from_dict(data)

                return recommendation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        recommendation = _parse_recommendation(d.pop("recommendation"))

        run_id = cast(None | str, d.pop("run_id"))

        source = JsonObject.from_dict(d.pop("source"))

        stage = d.pop("stage")

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        workspace_id = d.pop("workspace_id")

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

        automation_id = cast(None | str | Unset, d.pop("automation_id", UNSET))

        mode = cast(None | str | Unset, d.pop("mode", UNSET))

        def _parse_nomination(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                nomination_type_0 = JsonObject.from_dict(data)

                return nomination_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        nomination = _parse_nomination(d.pop("nomination", UNSET))

        nomination_only = cast(bool | None | Unset, d.pop("nomination_only", UNSET))

        def _parse_objective(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objective_type_0 = JsonObject.from_dict(data)

                return objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        objective = _parse_objective(d.pop("objective", UNSET))

        def _parse_optimizer(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                optimizer_type_0 = JsonObject.from_dict(data)

                return optimizer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        optimizer = _parse_optimizer(d.pop("optimizer", UNSET))

        def _parse_release_binding(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                release_binding_type_0 = JsonObject.from_dict(data)

                return release_binding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        release_binding = _parse_release_binding(d.pop("release_binding", UNSET))

        def _parse_search(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                search_type_0 = JsonObject.from_dict(data)

                return search_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        search = _parse_search(d.pop("search", UNSET))

        def _parse_workload(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                workload_type_0 = JsonObject.from_dict(data)

                return workload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        workload = _parse_workload(d.pop("workload", UNSET))

        tune_session = cls(
            created_at=created_at,
            dataset_id=dataset_id,
            dataset_version_id=dataset_version_id,
            draft=draft,
            draft_revision=draft_revision,
            draft_summary=draft_summary,
            drafting_budget=drafting_budget,
            error_code=error_code,
            error_message=error_message,
            id=id,
            profile_id=profile_id,
            quote_id=quote_id,
            recommendation=recommendation,
            run_id=run_id,
            source=source,
            stage=stage,
            status=status,
            updated_at=updated_at,
            workspace_id=workspace_id,
            agent=agent,
            automation_id=automation_id,
            mode=mode,
            nomination=nomination,
            nomination_only=nomination_only,
            objective=objective,
            optimizer=optimizer,
            release_binding=release_binding,
            search=search,
            workload=workload,
        )

        tune_session.additional_properties = d
        return tune_session

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
