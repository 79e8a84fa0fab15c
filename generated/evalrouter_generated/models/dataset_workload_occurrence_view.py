from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetWorkloadOccurrenceView")


@_attrs_define
class DatasetWorkloadOccurrenceView:
    """
    Attributes:
        automation_id (str):
        completed_at (None | str):
        created_at (str):
        dataset_version_id (None | str):
        id (str):
        reason (None | str):
        release_decision_id (None | str):
        reserved_microusd (str):
        spent_microusd (str):
        status (str):
        trigger_count (int):
        tune_session_id (None | str):
    """

    automation_id: str
    completed_at: None | str
    created_at: str
    dataset_version_id: None | str
    id: str
    reason: None | str
    release_decision_id: None | str
    reserved_microusd: str
    spent_microusd: str
    status: str
    trigger_count: int
    tune_session_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        automation_id = self.automation_id

        completed_at: None | str
        completed_at = self.completed_at

        created_at = self.created_at

        dataset_version_id: None | str
        dataset_version_id = self.dataset_version_id

        id = self.id

        reason: None | str
        reason = self.reason

        release_decision_id: None | str
        release_decision_id = self.release_decision_id

        reserved_microusd = self.reserved_microusd

        spent_microusd = self.spent_microusd

        status = self.status

        trigger_count = self.trigger_count

        tune_session_id: None | str
        tune_session_id = self.tune_session_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "automation_id": automation_id,
                "completed_at": completed_at,
                "created_at": created_at,
                "dataset_version_id": dataset_version_id,
                "id": id,
                "reason": reason,
                "release_decision_id": release_decision_id,
                "reserved_microusd": reserved_microusd,
                "spent_microusd": spent_microusd,
                "status": status,
                "trigger_count": trigger_count,
                "tune_session_id": tune_session_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        automation_id = d.pop("automation_id")

        completed_at = cast(None | str, d.pop("completed_at"))

        created_at = d.pop("created_at")

        dataset_version_id = cast(None | str, d.pop("dataset_version_id"))

        id = d.pop("id")

        reason = cast(None | str, d.pop("reason"))

        release_decision_id = cast(None | str, d.pop("release_decision_id"))

        reserved_microusd = d.pop("reserved_microusd")

        spent_microusd = d.pop("spent_microusd")

        status = d.pop("status")

        trigger_count = d.pop("trigger_count")

        tune_session_id = cast(None | str, d.pop("tune_session_id"))

        dataset_workload_occurrence_view = cls(
            automation_id=automation_id,
            completed_at=completed_at,
            created_at=created_at,
            dataset_version_id=dataset_version_id,
            id=id,
            reason=reason,
            release_decision_id=release_decision_id,
            reserved_microusd=reserved_microusd,
            spent_microusd=spent_microusd,
            status=status,
            trigger_count=trigger_count,
            tune_session_id=tune_session_id,
        )

        dataset_workload_occurrence_view.additional_properties = d
        return dataset_workload_occurrence_view

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
