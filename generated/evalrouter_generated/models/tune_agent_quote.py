from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.tune_candidate_quote import TuneCandidateQuote
    from ..models.tune_remote_scoring_estimate import TuneRemoteScoringEstimate


T = TypeVar("T", bound="TuneAgentQuote")


@_attrs_define
class TuneAgentQuote:
    """
    Attributes:
        candidates (list[TuneCandidateQuote]):
        cycle_id (str):
        environment_ref (str):
        finalist_split (str):
        id (str):
        max_charge_microusd (None | str):
        mode (str):
        objective (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        project_id (str):
        search (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        validation_split (str):
        expires_at (None | str | Unset):
        remote_scoring_estimate (None | TuneRemoteScoringEstimate | Unset):
    """

    candidates: list[TuneCandidateQuote]
    cycle_id: str
    environment_ref: str
    finalist_split: str
    id: str
    max_charge_microusd: None | str
    mode: str
    objective: JsonObject
    project_id: str
    search: JsonObject
    validation_split: str
    expires_at: None | str | Unset = UNSET
    remote_scoring_estimate: None | TuneRemoteScoringEstimate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        cycle_id = self.cycle_id

        environment_ref = self.environment_ref

        finalist_split = self.finalist_split

        id = self.id

        max_charge_microusd: None | str
        max_charge_microusd = self.max_charge_microusd

        mode = self.mode

        objective = self.objective.to_dict()

        project_id = self.project_id

        search = self.search.to_dict()

        validation_split = self.validation_split

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        remote_scoring_estimate: dict[str, Any] | None | Unset
        if isinstance(self.remote_scoring_estimate, Unset):
            remote_scoring_estimate = UNSET
        elif isinstance(self.remote_scoring_estimate, TuneRemoteScoringEstimate):
            remote_scoring_estimate = self.remote_scoring_estimate.to_dict()
        else:
            remote_scoring_estimate = self.remote_scoring_estimate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidates": candidates,
                "cycle_id": cycle_id,
                "environment_ref": environment_ref,
                "finalist_split": finalist_split,
                "id": id,
                "max_charge_microusd": max_charge_microusd,
                "mode": mode,
                "objective": objective,
                "project_id": project_id,
                "search": search,
                "validation_split": validation_split,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if remote_scoring_estimate is not UNSET:
            field_dict["remote_scoring_estimate"] = remote_scoring_estimate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = TuneCandidateQuote.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        cycle_id = d.pop("cycle_id")

        environment_ref = d.pop("environment_ref")

        finalist_split = d.pop("finalist_split")

        id = d.pop("id")

        max_charge_microusd = cast(None | str, d.pop("max_charge_microusd"))

        mode = d.pop("mode")

        objective = JsonObject.from_dict(d.pop("objective"))

        project_id = d.pop("project_id")

        search = JsonObject.from_dict(d.pop("search"))

        validation_split = d.pop("validation_split")

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        def _parse_remote_scoring_estimate(
            data: object,
        ) -> None | TuneRemoteScoringEstimate | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remote_scoring_estimate_type_0 = TuneRemoteScoringEstimate.from_dict(data)

                return remote_scoring_estimate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneRemoteScoringEstimate | Unset, data)

        remote_scoring_estimate = _parse_remote_scoring_estimate(
            d.pop("remote_scoring_estimate", UNSET)
        )

        tune_agent_quote = cls(
            candidates=candidates,
            cycle_id=cycle_id,
            environment_ref=environment_ref,
            finalist_split=finalist_split,
            id=id,
            max_charge_microusd=max_charge_microusd,
            mode=mode,
            objective=objective,
            project_id=project_id,
            search=search,
            validation_split=validation_split,
            expires_at=expires_at,
            remote_scoring_estimate=remote_scoring_estimate,
        )

        tune_agent_quote.additional_properties = d
        return tune_agent_quote

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
from ..models.tune_candidate_quote import TuneCandidateQuote
from ..models.tune_remote_scoring_estimate import TuneRemoteScoringEstimate
