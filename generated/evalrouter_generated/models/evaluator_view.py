from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorView")


@_attrs_define
class EvaluatorView:
    """
    Attributes:
        config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        connection_id (None | str):
        created_at (str):
        daily_budget_microusd (int):
        daily_run_limit (int):
        enabled (bool):
        evaluator_key (str):
        id (str):
        kind (str):
        max_calls_per_trace (int):
        name (str):
        sample_rate (float):
        version (int):
        pause_evidence_job_id (None | str | Unset):
        pause_label (None | str | Unset):
        pause_reason (None | str | Unset):
        paused_at (None | str | Unset):
    """

    config: JsonObject
    connection_id: None | str
    created_at: str
    daily_budget_microusd: int
    daily_run_limit: int
    enabled: bool
    evaluator_key: str
    id: str
    kind: str
    max_calls_per_trace: int
    name: str
    sample_rate: float
    version: int
    pause_evidence_job_id: None | str | Unset = UNSET
    pause_label: None | str | Unset = UNSET
    pause_reason: None | str | Unset = UNSET
    paused_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        connection_id: None | str
        connection_id = self.connection_id

        created_at = self.created_at

        daily_budget_microusd = self.daily_budget_microusd

        daily_run_limit = self.daily_run_limit

        enabled = self.enabled

        evaluator_key = self.evaluator_key

        id = self.id

        kind = self.kind

        max_calls_per_trace = self.max_calls_per_trace

        name = self.name

        sample_rate = self.sample_rate

        version = self.version

        pause_evidence_job_id: None | str | Unset
        if isinstance(self.pause_evidence_job_id, Unset):
            pause_evidence_job_id = UNSET
        else:
            pause_evidence_job_id = self.pause_evidence_job_id

        pause_label: None | str | Unset
        if isinstance(self.pause_label, Unset):
            pause_label = UNSET
        else:
            pause_label = self.pause_label

        pause_reason: None | str | Unset
        if isinstance(self.pause_reason, Unset):
            pause_reason = UNSET
        else:
            pause_reason = self.pause_reason

        paused_at: None | str | Unset
        if isinstance(self.paused_at, Unset):
            paused_at = UNSET
        else:
            paused_at = self.paused_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "connection_id": connection_id,
                "created_at": created_at,
                "daily_budget_microusd": daily_budget_microusd,
                "daily_run_limit": daily_run_limit,
                "enabled": enabled,
                "evaluator_key": evaluator_key,
                "id": id,
                "kind": kind,
                "max_calls_per_trace": max_calls_per_trace,
                "name": name,
                "sample_rate": sample_rate,
                "version": version,
            }
        )
        if pause_evidence_job_id is not UNSET:
            field_dict["pause_evidence_job_id"] = pause_evidence_job_id
        if pause_label is not UNSET:
            field_dict["pause_label"] = pause_label
        if pause_reason is not UNSET:
            field_dict["pause_reason"] = pause_reason
        if paused_at is not UNSET:
            field_dict["paused_at"] = paused_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config = JsonObject.from_dict(d.pop("config"))

        connection_id = cast(None | str, d.pop("connection_id"))

        created_at = d.pop("created_at")

        daily_budget_microusd = d.pop("daily_budget_microusd")

        daily_run_limit = d.pop("daily_run_limit")

        enabled = d.pop("enabled")

        evaluator_key = d.pop("evaluator_key")

        id = d.pop("id")

        kind = d.pop("kind")

        max_calls_per_trace = d.pop("max_calls_per_trace")

        name = d.pop("name")

        sample_rate = d.pop("sample_rate")

        version = d.pop("version")

        pause_evidence_job_id = cast(None | str | Unset, d.pop("pause_evidence_job_id", UNSET))

        pause_label = cast(None | str | Unset, d.pop("pause_label", UNSET))

        pause_reason = cast(None | str | Unset, d.pop("pause_reason", UNSET))

        paused_at = cast(None | str | Unset, d.pop("paused_at", UNSET))

        evaluator_view = cls(
            config=config,
            connection_id=connection_id,
            created_at=created_at,
            daily_budget_microusd=daily_budget_microusd,
            daily_run_limit=daily_run_limit,
            enabled=enabled,
            evaluator_key=evaluator_key,
            id=id,
            kind=kind,
            max_calls_per_trace=max_calls_per_trace,
            name=name,
            sample_rate=sample_rate,
            version=version,
            pause_evidence_job_id=pause_evidence_job_id,
            pause_label=pause_label,
            pause_reason=pause_reason,
            paused_at=paused_at,
        )

        evaluator_view.additional_properties = d
        return evaluator_view

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
