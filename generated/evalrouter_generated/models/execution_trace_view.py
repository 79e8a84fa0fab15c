from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.trace_capture_coverage import TraceCaptureCoverage


T = TypeVar("T", bound="ExecutionTraceView")


@_attrs_define
class ExecutionTraceView:
    """
    Attributes:
        attempt (int):
        attempt_id (str):
        capture_coverage (TraceCaptureCoverage):
        coverage (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        created_at (str):
        execution_plan_sha256 (str):
        partition_count (int):
        partition_index (int):
        profile_id (str):
        run_id (str):
        sample_id (str):
        session_trace_id (str):
        source (str):
        status (str):
        task_id (str):
        unit_id (str):
        completed_at (None | str | Unset):
        episode_id (None | str | Unset):
        grader_version (None | str | Unset):
        parent_trace_id (None | str | Unset):
        program_sha256 (None | str | Unset):
        provider_id (None | str | Unset):
        provider_run_id (None | str | Unset):
        result_version (int | None | Unset):
    """

    attempt: int
    attempt_id: str
    capture_coverage: TraceCaptureCoverage
    coverage: JsonObject
    created_at: str
    execution_plan_sha256: str
    partition_count: int
    partition_index: int
    profile_id: str
    run_id: str
    sample_id: str
    session_trace_id: str
    source: str
    status: str
    task_id: str
    unit_id: str
    completed_at: None | str | Unset = UNSET
    episode_id: None | str | Unset = UNSET
    grader_version: None | str | Unset = UNSET
    parent_trace_id: None | str | Unset = UNSET
    program_sha256: None | str | Unset = UNSET
    provider_id: None | str | Unset = UNSET
    provider_run_id: None | str | Unset = UNSET
    result_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        attempt_id = self.attempt_id

        capture_coverage = self.capture_coverage.to_dict()

        coverage = self.coverage.to_dict()

        created_at = self.created_at

        execution_plan_sha256 = self.execution_plan_sha256

        partition_count = self.partition_count

        partition_index = self.partition_index

        profile_id = self.profile_id

        run_id = self.run_id

        sample_id = self.sample_id

        session_trace_id = self.session_trace_id

        source = self.source

        status = self.status

        task_id = self.task_id

        unit_id = self.unit_id

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        else:
            completed_at = self.completed_at

        episode_id: None | str | Unset
        if isinstance(self.episode_id, Unset):
            episode_id = UNSET
        else:
            episode_id = self.episode_id

        grader_version: None | str | Unset
        if isinstance(self.grader_version, Unset):
            grader_version = UNSET
        else:
            grader_version = self.grader_version

        parent_trace_id: None | str | Unset
        if isinstance(self.parent_trace_id, Unset):
            parent_trace_id = UNSET
        else:
            parent_trace_id = self.parent_trace_id

        program_sha256: None | str | Unset
        if isinstance(self.program_sha256, Unset):
            program_sha256 = UNSET
        else:
            program_sha256 = self.program_sha256

        provider_id: None | str | Unset
        if isinstance(self.provider_id, Unset):
            provider_id = UNSET
        else:
            provider_id = self.provider_id

        provider_run_id: None | str | Unset
        if isinstance(self.provider_run_id, Unset):
            provider_run_id = UNSET
        else:
            provider_run_id = self.provider_run_id

        result_version: int | None | Unset
        if isinstance(self.result_version, Unset):
            result_version = UNSET
        else:
            result_version = self.result_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "attempt_id": attempt_id,
                "capture_coverage": capture_coverage,
                "coverage": coverage,
                "created_at": created_at,
                "execution_plan_sha256": execution_plan_sha256,
                "partition_count": partition_count,
                "partition_index": partition_index,
                "profile_id": profile_id,
                "run_id": run_id,
                "sample_id": sample_id,
                "session_trace_id": session_trace_id,
                "source": source,
                "status": status,
                "task_id": task_id,
                "unit_id": unit_id,
            }
        )
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if episode_id is not UNSET:
            field_dict["episode_id"] = episode_id
        if grader_version is not UNSET:
            field_dict["grader_version"] = grader_version
        if parent_trace_id is not UNSET:
            field_dict["parent_trace_id"] = parent_trace_id
        if program_sha256 is not UNSET:
            field_dict["program_sha256"] = program_sha256
        if provider_id is not UNSET:
            field_dict["provider_id"] = provider_id
        if provider_run_id is not UNSET:
            field_dict["provider_run_id"] = provider_run_id
        if result_version is not UNSET:
            field_dict["result_version"] = result_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        attempt_id = d.pop("attempt_id")

        capture_coverage = TraceCaptureCoverage.from_dict(d.pop("capture_coverage"))

        coverage = JsonObject.from_dict(d.pop("coverage"))

        created_at = d.pop("created_at")

        execution_plan_sha256 = d.pop("execution_plan_sha256")

        partition_count = d.pop("partition_count")

        partition_index = d.pop("partition_index")

        profile_id = d.pop("profile_id")

        run_id = d.pop("run_id")

        sample_id = d.pop("sample_id")

        session_trace_id = d.pop("session_trace_id")

        source = d.pop("source")

        status = d.pop("status")

        task_id = d.pop("task_id")

        unit_id = d.pop("unit_id")

        completed_at = cast(None | str | Unset, d.pop("completed_at", UNSET))

        episode_id = cast(None | str | Unset, d.pop("episode_id", UNSET))

        grader_version = cast(None | str | Unset, d.pop("grader_version", UNSET))

        parent_trace_id = cast(None | str | Unset, d.pop("parent_trace_id", UNSET))

        program_sha256 = cast(None | str | Unset, d.pop("program_sha256", UNSET))

        provider_id = cast(None | str | Unset, d.pop("provider_id", UNSET))

        provider_run_id = cast(None | str | Unset, d.pop("provider_run_id", UNSET))

        result_version = cast(int | None | Unset, d.pop("result_version", UNSET))

        execution_trace_view = cls(
            attempt=attempt,
            attempt_id=attempt_id,
            capture_coverage=capture_coverage,
            coverage=coverage,
            created_at=created_at,
            execution_plan_sha256=execution_plan_sha256,
            partition_count=partition_count,
            partition_index=partition_index,
            profile_id=profile_id,
            run_id=run_id,
            sample_id=sample_id,
            session_trace_id=session_trace_id,
            source=source,
            status=status,
            task_id=task_id,
            unit_id=unit_id,
            completed_at=completed_at,
            episode_id=episode_id,
            grader_version=grader_version,
            parent_trace_id=parent_trace_id,
            program_sha256=program_sha256,
            provider_id=provider_id,
            provider_run_id=provider_run_id,
            result_version=result_version,
        )

        execution_trace_view.additional_properties = d
        return execution_trace_view

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
from ..models.trace_capture_coverage import TraceCaptureCoverage
