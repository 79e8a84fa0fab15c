from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.external_observation_role import (
    ExternalObservationRole,
    check_external_observation_role,
)
from ..models.external_observation_status import (
    ExternalObservationStatus,
    check_external_observation_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ExternalObservation")


@_attrs_define
class ExternalObservation:
    """
    Attributes:
        artifact_sha256 (str):
        protocol_sha256 (str):
        role (ExternalObservationRole):
        status (ExternalObservationStatus):
        task_key (str):
        trial (int):
        cost_microusd (int | None | Unset):
        latency_ms (None | str | Unset):
        score (None | str | Unset):
    """

    artifact_sha256: str
    protocol_sha256: str
    role: ExternalObservationRole
    status: ExternalObservationStatus
    task_key: str
    trial: int
    cost_microusd: int | None | Unset = UNSET
    latency_ms: None | str | Unset = UNSET
    score: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifact_sha256 = self.artifact_sha256

        protocol_sha256 = self.protocol_sha256

        role: str = self.role

        status: str = self.status

        task_key = self.task_key

        trial = self.trial

        cost_microusd: int | None | Unset
        if isinstance(self.cost_microusd, Unset):
            cost_microusd = UNSET
        else:
            cost_microusd = self.cost_microusd

        latency_ms: None | str | Unset
        if isinstance(self.latency_ms, Unset):
            latency_ms = UNSET
        else:
            latency_ms = self.latency_ms

        score: None | str | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifact_sha256": artifact_sha256,
                "protocol_sha256": protocol_sha256,
                "role": role,
                "status": status,
                "task_key": task_key,
                "trial": trial,
            }
        )
        if cost_microusd is not UNSET:
            field_dict["cost_microusd"] = cost_microusd
        if latency_ms is not UNSET:
            field_dict["latency_ms"] = latency_ms
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        artifact_sha256 = d.pop("artifact_sha256")

        protocol_sha256 = d.pop("protocol_sha256")

        role = check_external_observation_role(d.pop("role"))

        status = check_external_observation_status(d.pop("status"))

        task_key = d.pop("task_key")

        trial = d.pop("trial")

        cost_microusd = cast(int | None | Unset, d.pop("cost_microusd", UNSET))

        latency_ms = cast(None | str | Unset, d.pop("latency_ms", UNSET))

        score = cast(None | str | Unset, d.pop("score", UNSET))

        external_observation = cls(
            artifact_sha256=artifact_sha256,
            protocol_sha256=protocol_sha256,
            role=role,
            status=status,
            task_key=task_key,
            trial=trial,
            cost_microusd=cost_microusd,
            latency_ms=latency_ms,
            score=score,
        )

        external_observation.additional_properties = d
        return external_observation

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
