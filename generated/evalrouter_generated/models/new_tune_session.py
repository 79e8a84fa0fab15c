from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_tune_session_mode import NewTuneSessionMode, check_new_tune_session_mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.improvement_source_selection import ImprovementSourceSelection
    from ..models.tune_agent import TuneAgent
    from ..models.tune_objective import TuneObjective
    from ..models.tune_release_binding import TuneReleaseBinding
    from ..models.tune_rights import TuneRights
    from ..models.tune_search import TuneSearch
    from ..models.tune_workload import TuneWorkload


T = TypeVar("T", bound="NewTuneSession")


@_attrs_define
class NewTuneSession:
    """
    Attributes:
        agent (None | TuneAgent | Unset):
        call_site (None | str | Unset):
        max_draft_microusd (None | str | Unset):
        mode (NewTuneSessionMode | Unset):
        nomination_only (bool | Unset):
        objective (None | TuneObjective | Unset):
        release_binding (None | TuneReleaseBinding | Unset):
        rights (None | TuneRights | Unset):
        search (None | TuneSearch | Unset):
        source (ImprovementSourceSelection | None | Unset):
        workload (None | TuneWorkload | Unset):
    """

    agent: None | TuneAgent | Unset = UNSET
    call_site: None | str | Unset = UNSET
    max_draft_microusd: None | str | Unset = UNSET
    mode: NewTuneSessionMode | Unset = UNSET
    nomination_only: bool | Unset = UNSET
    objective: None | TuneObjective | Unset = UNSET
    release_binding: None | TuneReleaseBinding | Unset = UNSET
    rights: None | TuneRights | Unset = UNSET
    search: None | TuneSearch | Unset = UNSET
    source: ImprovementSourceSelection | None | Unset = UNSET
    workload: None | TuneWorkload | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent: dict[str, Any] | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif isinstance(self.agent, TuneAgent):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        call_site: None | str | Unset
        if isinstance(self.call_site, Unset):
            call_site = UNSET
        else:
            call_site = self.call_site

        max_draft_microusd: None | str | Unset
        if isinstance(self.max_draft_microusd, Unset):
            max_draft_microusd = UNSET
        else:
            max_draft_microusd = self.max_draft_microusd

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

        nomination_only = self.nomination_only

        objective: dict[str, Any] | None | Unset
        if isinstance(self.objective, Unset):
            objective = UNSET
        elif isinstance(self.objective, TuneObjective):
            objective = self.objective.to_dict()
        else:
            objective = self.objective

        release_binding: dict[str, Any] | None | Unset
        if isinstance(self.release_binding, Unset):
            release_binding = UNSET
        elif isinstance(self.release_binding, TuneReleaseBinding):
            release_binding = self.release_binding.to_dict()
        else:
            release_binding = self.release_binding

        rights: dict[str, Any] | None | Unset
        if isinstance(self.rights, Unset):
            rights = UNSET
        elif isinstance(self.rights, TuneRights):
            rights = self.rights.to_dict()
        else:
            rights = self.rights

        search: dict[str, Any] | None | Unset
        if isinstance(self.search, Unset):
            search = UNSET
        elif isinstance(self.search, TuneSearch):
            search = self.search.to_dict()
        else:
            search = self.search

        source: dict[str, Any] | None | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, ImprovementSourceSelection):
            source = self.source.to_dict()
        else:
            source = self.source

        workload: dict[str, Any] | None | Unset
        if isinstance(self.workload, Unset):
            workload = UNSET
        elif isinstance(self.workload, TuneWorkload):
            workload = self.workload.to_dict()
        else:
            workload = self.workload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if agent is not UNSET:
            field_dict["agent"] = agent
        if call_site is not UNSET:
            field_dict["call_site"] = call_site
        if max_draft_microusd is not UNSET:
            field_dict["max_draft_microusd"] = max_draft_microusd
        if mode is not UNSET:
            field_dict["mode"] = mode
        if nomination_only is not UNSET:
            field_dict["nomination_only"] = nomination_only
        if objective is not UNSET:
            field_dict["objective"] = objective
        if release_binding is not UNSET:
            field_dict["release_binding"] = release_binding
        if rights is not UNSET:
            field_dict["rights"] = rights
        if search is not UNSET:
            field_dict["search"] = search
        if source is not UNSET:
            field_dict["source"] = source
        if workload is not UNSET:
            field_dict["workload"] = workload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_agent(data: object) -> None | TuneAgent | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_0 = TuneAgent.from_dict(data)

                return agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneAgent | Unset, data)

        agent = _parse_agent(d.pop("agent", UNSET))

        call_site = cast(None | str | Unset, d.pop("call_site", UNSET))

        max_draft_microusd = cast(None | str | Unset, d.pop("max_draft_microusd", UNSET))

        _mode = d.pop("mode", UNSET)
        mode: NewTuneSessionMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_new_tune_session_mode(_mode)

        nomination_only = d.pop("nomination_only", UNSET)

        def _parse_objective(data: object) -> None | TuneObjective | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objective_type_0 = TuneObjective.from_dict(data)

                return objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneObjective | Unset, data)

        objective = _parse_objective(d.pop("objective", UNSET))

        def _parse_release_binding(data: object) -> None | TuneReleaseBinding | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                release_binding_type_0 = TuneReleaseBinding.from_dict(data)

                return release_binding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneReleaseBinding | Unset, data)

        release_binding = _parse_release_binding(d.pop("release_binding", UNSET))

        def _parse_rights(data: object) -> None | TuneRights | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rights_type_0 = TuneRights.from_dict(data)

                return rights_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneRights | Unset, data)

        rights = _parse_rights(d.pop("rights", UNSET))

        def _parse_search(data: object) -> None | TuneSearch | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                search_type_0 = TuneSearch.from_dict(data)

                return search_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneSearch | Unset, data)

        search = _parse_search(d.pop("search", UNSET))

        def _parse_source(data: object) -> ImprovementSourceSelection | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = ImprovementSourceSelection.from_dict(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImprovementSourceSelection | None | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_workload(data: object) -> None | TuneWorkload | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                workload_type_0 = TuneWorkload.from_dict(data)

                return workload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneWorkload | Unset, data)

        workload = _parse_workload(d.pop("workload", UNSET))

        new_tune_session = cls(
            agent=agent,
            call_site=call_site,
            max_draft_microusd=max_draft_microusd,
            mode=mode,
            nomination_only=nomination_only,
            objective=objective,
            release_binding=release_binding,
            rights=rights,
            search=search,
            source=source,
            workload=workload,
        )

        new_tune_session.additional_properties = d
        return new_tune_session

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


from ..models.improvement_source_selection import ImprovementSourceSelection
from ..models.tune_agent import TuneAgent
from ..models.tune_objective import TuneObjective
from ..models.tune_release_binding import TuneReleaseBinding
from ..models.tune_rights import TuneRights
from ..models.tune_search import TuneSearch
from ..models.tune_workload import TuneWorkload
