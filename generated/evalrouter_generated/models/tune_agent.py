from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneAgent")


@_attrs_define
class TuneAgent:
    """
    Attributes:
        improvement_project_id (str):
        agent_id (None | str | Unset):
        environment_ref (None | str | Unset):
        source_candidate_id (None | str | Unset):
    """

    improvement_project_id: str
    agent_id: None | str | Unset = UNSET
    environment_ref: None | str | Unset = UNSET
    source_candidate_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        improvement_project_id = self.improvement_project_id

        agent_id: None | str | Unset
        if isinstance(self.agent_id, Unset):
            agent_id = UNSET
        else:
            agent_id = self.agent_id

        environment_ref: None | str | Unset
        if isinstance(self.environment_ref, Unset):
            environment_ref = UNSET
        else:
            environment_ref = self.environment_ref

        source_candidate_id: None | str | Unset
        if isinstance(self.source_candidate_id, Unset):
            source_candidate_id = UNSET
        else:
            source_candidate_id = self.source_candidate_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "improvement_project_id": improvement_project_id,
            }
        )
        if agent_id is not UNSET:
            field_dict["agent_id"] = agent_id
        if environment_ref is not UNSET:
            field_dict["environment_ref"] = environment_ref
        if source_candidate_id is not UNSET:
            field_dict["source_candidate_id"] = source_candidate_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        improvement_project_id = d.pop("improvement_project_id")

        agent_id = cast(None | str | Unset, d.pop("agent_id", UNSET))

        environment_ref = cast(None | str | Unset, d.pop("environment_ref", UNSET))

        source_candidate_id = cast(None | str | Unset, d.pop("source_candidate_id", UNSET))

        tune_agent = cls(
            improvement_project_id=improvement_project_id,
            agent_id=agent_id,
            environment_ref=environment_ref,
            source_candidate_id=source_candidate_id,
        )

        tune_agent.additional_properties = d
        return tune_agent

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
