from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.tune_excluded_candidate import TuneExcludedCandidate
    from ..models.tune_phase import TunePhase
    from ..models.tune_quoted_configuration import TuneQuotedConfiguration


T = TypeVar("T", bound="TuneModelQuote")


@_attrs_define
class TuneModelQuote:
    """
    Attributes:
        expected_charge_microusd (None | str):
        expires_at (str):
        group_id (str):
        id (str):
        max_charge_microusd (None | str):
        plan (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        worst_case_charge_microusd (None | str):
        comparability (JsonObject | None | Unset):
        configurations (list[TuneQuotedConfiguration] | None | Unset):
        excluded_candidates (list[TuneExcludedCandidate] | None | Unset):
        kind (None | str | Unset):
        phases (list[TunePhase] | None | Unset):
    """

    expected_charge_microusd: None | str
    expires_at: str
    group_id: str
    id: str
    max_charge_microusd: None | str
    plan: JsonObject
    worst_case_charge_microusd: None | str
    comparability: JsonObject | None | Unset = UNSET
    configurations: list[TuneQuotedConfiguration] | None | Unset = UNSET
    excluded_candidates: list[TuneExcludedCandidate] | None | Unset = UNSET
    kind: None | str | Unset = UNSET
    phases: list[TunePhase] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expected_charge_microusd: None | str
        expected_charge_microusd = self.expected_charge_microusd

        expires_at = self.expires_at

        group_id = self.group_id

        id = self.id

        max_charge_microusd: None | str
        max_charge_microusd = self.max_charge_microusd

        plan = self.plan.to_dict()

        worst_case_charge_microusd: None | str
        worst_case_charge_microusd = self.worst_case_charge_microusd

        comparability: dict[str, Any] | None | Unset
        if isinstance(self.comparability, Unset):
            comparability = UNSET
        elif isinstance(self.comparability, JsonObject):
            comparability = self.comparability.to_dict()
        else:
            comparability = self.comparability

        configurations: list[dict[str, Any]] | None | Unset
        if isinstance(self.configurations, Unset):
            configurations = UNSET
        elif isinstance(self.configurations, list):
            configurations = []
            for configurations_type_0_item_data in self.configurations:
                configurations_type_0_item = configurations_type_0_item_data.to_dict()
                configurations.append(configurations_type_0_item)

        else:
            configurations = self.configurations

        excluded_candidates: list[dict[str, Any]] | None | Unset
        if isinstance(self.excluded_candidates, Unset):
            excluded_candidates = UNSET
        elif isinstance(self.excluded_candidates, list):
            excluded_candidates = []
            for excluded_candidates_type_0_item_data in self.excluded_candidates:
                excluded_candidates_type_0_item = excluded_candidates_type_0_item_data.to_dict()
                excluded_candidates.append(excluded_candidates_type_0_item)

        else:
            excluded_candidates = self.excluded_candidates

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        phases: list[dict[str, Any]] | None | Unset
        if isinstance(self.phases, Unset):
            phases = UNSET
        elif isinstance(self.phases, list):
            phases = []
            for phases_type_0_item_data in self.phases:
                phases_type_0_item = phases_type_0_item_data.to_dict()
                phases.append(phases_type_0_item)

        else:
            phases = self.phases

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expected_charge_microusd": expected_charge_microusd,
                "expires_at": expires_at,
                "group_id": group_id,
                "id": id,
                "max_charge_microusd": max_charge_microusd,
                "plan": plan,
                "worst_case_charge_microusd": worst_case_charge_microusd,
            }
        )
        if comparability is not UNSET:
            field_dict["comparability"] = comparability
        if configurations is not UNSET:
            field_dict["configurations"] = configurations
        if excluded_candidates is not UNSET:
            field_dict["excluded_candidates"] = excluded_candidates
        if kind is not UNSET:
            field_dict["kind"] = kind
        if phases is not UNSET:
            field_dict["phases"] = phases

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expected_charge_microusd = cast(None | str, d.pop("expected_charge_microusd"))

        expires_at = d.pop("expires_at")

        group_id = d.pop("group_id")

        id = d.pop("id")

        max_charge_microusd = cast(None | str, d.pop("max_charge_microusd"))

        plan = JsonObject.from_dict(d.pop("plan"))

        worst_case_charge_microusd = cast(None | str, d.pop("worst_case_charge_microusd"))

        def _parse_comparability(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                comparability_type_0 = JsonObject.from_dict(data)

                return comparability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        comparability = _parse_comparability(d.pop("comparability", UNSET))

        def _parse_configurations(data: object) -> list[TuneQuotedConfiguration] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                configurations_type_0 = []
                _configurations_type_0 = data
                for configurations_type_0_item_data in _configurations_type_0:
                    configurations_type_0_item = TuneQuotedConfiguration.from_dict(
                        configurations_type_0_item_data
                    )

                    configurations_type_0.append(configurations_type_0_item)

                return configurations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TuneQuotedConfiguration] | None | Unset, data)

        configurations = _parse_configurations(d.pop("configurations", UNSET))

        def _parse_excluded_candidates(data: object) -> list[TuneExcludedCandidate] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                excluded_candidates_type_0 = []
                _excluded_candidates_type_0 = data
                for excluded_candidates_type_0_item_data in _excluded_candidates_type_0:
                    excluded_candidates_type_0_item = TuneExcludedCandidate.from_dict(
                        excluded_candidates_type_0_item_data
                    )

                    excluded_candidates_type_0.append(excluded_candidates_type_0_item)

                return excluded_candidates_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TuneExcludedCandidate] | None | Unset, data)

        excluded_candidates = _parse_excluded_candidates(d.pop("excluded_candidates", UNSET))

        kind = cast(None | str | Unset, d.pop("kind", UNSET))

        def _parse_phases(data: object) -> list[TunePhase] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                phases_type_0 = []
                _phases_type_0 = data
                for phases_type_0_item_data in _phases_type_0:
                    phases_type_0_item = TunePhase.from_dict(phases_type_0_item_data)

                    phases_type_0.append(phases_type_0_item)

                return phases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TunePhase] | None | Unset, data)

        phases = _parse_phases(d.pop("phases", UNSET))

        tune_model_quote = cls(
            expected_charge_microusd=expected_charge_microusd,
            expires_at=expires_at,
            group_id=group_id,
            id=id,
            max_charge_microusd=max_charge_microusd,
            plan=plan,
            worst_case_charge_microusd=worst_case_charge_microusd,
            comparability=comparability,
            configurations=configurations,
            excluded_candidates=excluded_candidates,
            kind=kind,
            phases=phases,
        )

        tune_model_quote.additional_properties = d
        return tune_model_quote

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
from ..models.tune_excluded_candidate import TuneExcludedCandidate
from ..models.tune_phase import TunePhase
from ..models.tune_quoted_configuration import TuneQuotedConfiguration
