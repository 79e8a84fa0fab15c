from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="OccurrenceView")


@_attrs_define
class OccurrenceView:
    """
    Attributes:
        calibration_sha256 (None | str):
        calibration_version_id (None | str):
        completed_at (None | str):
        created_at (str):
        dataset_manifest_sha256 (None | str):
        dataset_version_id (None | str):
        environment_id (None | str):
        environment_manifest_sha256 (None | str):
        environment_ref (None | str):
        environment_split (None | str):
        external_event_id (str):
        id (str):
        integration (str):
        job_id (None | str):
        monitor_id (str):
        native_runs (list[JsonObject] | None):
        reason (None | str):
        reserved_microusd (str):
        result (JsonObject | None):
        spent_microusd (str):
        status (str):
        trigger_kind (str):
    """

    calibration_sha256: None | str
    calibration_version_id: None | str
    completed_at: None | str
    created_at: str
    dataset_manifest_sha256: None | str
    dataset_version_id: None | str
    environment_id: None | str
    environment_manifest_sha256: None | str
    environment_ref: None | str
    environment_split: None | str
    external_event_id: str
    id: str
    integration: str
    job_id: None | str
    monitor_id: str
    native_runs: list[JsonObject] | None
    reason: None | str
    reserved_microusd: str
    result: JsonObject | None
    spent_microusd: str
    status: str
    trigger_kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calibration_sha256: None | str
        calibration_sha256 = self.calibration_sha256

        calibration_version_id: None | str
        calibration_version_id = self.calibration_version_id

        completed_at: None | str
        completed_at = self.completed_at

        created_at = self.created_at

        dataset_manifest_sha256: None | str
        dataset_manifest_sha256 = self.dataset_manifest_sha256

        dataset_version_id: None | str
        dataset_version_id = self.dataset_version_id

        environment_id: None | str
        environment_id = self.environment_id

        environment_manifest_sha256: None | str
        environment_manifest_sha256 = self.environment_manifest_sha256

        environment_ref: None | str
        environment_ref = self.environment_ref

        environment_split: None | str
        environment_split = self.environment_split

        external_event_id = self.external_event_id

        id = self.id

        integration = self.integration

        job_id: None | str
        job_id = self.job_id

        monitor_id = self.monitor_id

        native_runs: list[dict[str, Any]] | None
        if isinstance(self.native_runs, list):
            native_runs = []
            for native_runs_type_0_item_data in self.native_runs:
                native_runs_type_0_item = native_runs_type_0_item_data.to_dict()
                native_runs.append(native_runs_type_0_item)

        else:
            native_runs = self.native_runs

        reason: None | str
        reason = self.reason

        reserved_microusd = self.reserved_microusd

        result: dict[str, Any] | None
        if isinstance(self.result, JsonObject):
            result = self.result.to_dict()
        else:
            result = self.result

        spent_microusd = self.spent_microusd

        status = self.status

        trigger_kind = self.trigger_kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calibration_sha256": calibration_sha256,
                "calibration_version_id": calibration_version_id,
                "completed_at": completed_at,
                "created_at": created_at,
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "dataset_version_id": dataset_version_id,
                "environment_id": environment_id,
                "environment_manifest_sha256": environment_manifest_sha256,
                "environment_ref": environment_ref,
                "environment_split": environment_split,
                "external_event_id": external_event_id,
                "id": id,
                "integration": integration,
                "job_id": job_id,
                "monitor_id": monitor_id,
                "native_runs": native_runs,
                "reason": reason,
                "reserved_microusd": reserved_microusd,
                "result": result,
                "spent_microusd": spent_microusd,
                "status": status,
                "trigger_kind": trigger_kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calibration_sha256 = cast(None | str, d.pop("calibration_sha256"))

        calibration_version_id = cast(None | str, d.pop("calibration_version_id"))

        completed_at = cast(None | str, d.pop("completed_at"))

        created_at = d.pop("created_at")

        dataset_manifest_sha256 = cast(None | str, d.pop("dataset_manifest_sha256"))

        dataset_version_id = cast(None | str, d.pop("dataset_version_id"))

        environment_id = cast(None | str, d.pop("environment_id"))

        environment_manifest_sha256 = cast(None | str, d.pop("environment_manifest_sha256"))

        environment_ref = cast(None | str, d.pop("environment_ref"))

        environment_split = cast(None | str, d.pop("environment_split"))

        external_event_id = d.pop("external_event_id")

        id = d.pop("id")

        integration = d.pop("integration")

        job_id = cast(None | str, d.pop("job_id"))

        monitor_id = d.pop("monitor_id")

        def _parse_native_runs(data: object) -> list[JsonObject] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                native_runs_type_0 = []
                _native_runs_type_0 = data
                for native_runs_type_0_item_data in _native_runs_type_0:
                    native_runs_type_0_item = JsonObject.from_dict(native_runs_type_0_item_data)

                    native_runs_type_0.append(native_runs_type_0_item)

                return native_runs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None, data)

        native_runs = _parse_native_runs(d.pop("native_runs"))

        reason = cast(None | str, d.pop("reason"))

        reserved_microusd = d.pop("reserved_microusd")

        def _parse_result(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = JsonObject.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        result = _parse_result(d.pop("result"))

        spent_microusd = d.pop("spent_microusd")

        status = d.pop("status")

        trigger_kind = d.pop("trigger_kind")

        occurrence_view = cls(
            calibration_sha256=calibration_sha256,
            calibration_version_id=calibration_version_id,
            completed_at=completed_at,
            created_at=created_at,
            dataset_manifest_sha256=dataset_manifest_sha256,
            dataset_version_id=dataset_version_id,
            environment_id=environment_id,
            environment_manifest_sha256=environment_manifest_sha256,
            environment_ref=environment_ref,
            environment_split=environment_split,
            external_event_id=external_event_id,
            id=id,
            integration=integration,
            job_id=job_id,
            monitor_id=monitor_id,
            native_runs=native_runs,
            reason=reason,
            reserved_microusd=reserved_microusd,
            result=result,
            spent_microusd=spent_microusd,
            status=status,
            trigger_kind=trigger_kind,
        )

        occurrence_view.additional_properties = d
        return occurrence_view

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
