from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SandboxExecutionRecord")


@_attrs_define
class SandboxExecutionRecord:
    """
    Attributes:
        attempt_no (int):
        cleanup_status (str):
        cpu_millis (int):
        created_at (str):
        error_code (None | str):
        execution_started_at (None | str):
        id (str):
        memory_mib (int):
        model_index (int):
        profile_id (str):
        sample_id (str):
        status (str):
        stopped_at (None | str):
        task_id (str):
        timeout_seconds (int):
        verifier_result_recorded (bool):
    """

    attempt_no: int
    cleanup_status: str
    cpu_millis: int
    created_at: str
    error_code: None | str
    execution_started_at: None | str
    id: str
    memory_mib: int
    model_index: int
    profile_id: str
    sample_id: str
    status: str
    stopped_at: None | str
    task_id: str
    timeout_seconds: int
    verifier_result_recorded: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_no = self.attempt_no

        cleanup_status = self.cleanup_status

        cpu_millis = self.cpu_millis

        created_at = self.created_at

        error_code: None | str
        error_code = self.error_code

        execution_started_at: None | str
        execution_started_at = self.execution_started_at

        id = self.id

        memory_mib = self.memory_mib

        model_index = self.model_index

        profile_id = self.profile_id

        sample_id = self.sample_id

        status = self.status

        stopped_at: None | str
        stopped_at = self.stopped_at

        task_id = self.task_id

        timeout_seconds = self.timeout_seconds

        verifier_result_recorded = self.verifier_result_recorded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt_no": attempt_no,
                "cleanup_status": cleanup_status,
                "cpu_millis": cpu_millis,
                "created_at": created_at,
                "error_code": error_code,
                "execution_started_at": execution_started_at,
                "id": id,
                "memory_mib": memory_mib,
                "model_index": model_index,
                "profile_id": profile_id,
                "sample_id": sample_id,
                "status": status,
                "stopped_at": stopped_at,
                "task_id": task_id,
                "timeout_seconds": timeout_seconds,
                "verifier_result_recorded": verifier_result_recorded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt_no = d.pop("attempt_no")

        cleanup_status = d.pop("cleanup_status")

        cpu_millis = d.pop("cpu_millis")

        created_at = d.pop("created_at")

        error_code = cast(None | str, d.pop("error_code"))

        execution_started_at = cast(None | str, d.pop("execution_started_at"))

        id = d.pop("id")

        memory_mib = d.pop("memory_mib")

        model_index = d.pop("model_index")

        profile_id = d.pop("profile_id")

        sample_id = d.pop("sample_id")

        status = d.pop("status")

        stopped_at = cast(None | str, d.pop("stopped_at"))

        task_id = d.pop("task_id")

        timeout_seconds = d.pop("timeout_seconds")

        verifier_result_recorded = d.pop("verifier_result_recorded")

        sandbox_execution_record = cls(
            attempt_no=attempt_no,
            cleanup_status=cleanup_status,
            cpu_millis=cpu_millis,
            created_at=created_at,
            error_code=error_code,
            execution_started_at=execution_started_at,
            id=id,
            memory_mib=memory_mib,
            model_index=model_index,
            profile_id=profile_id,
            sample_id=sample_id,
            status=status,
            stopped_at=stopped_at,
            task_id=task_id,
            timeout_seconds=timeout_seconds,
            verifier_result_recorded=verifier_result_recorded,
        )

        sandbox_execution_record.additional_properties = d
        return sandbox_execution_record

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
