from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TraceIntegrationView")


@_attrs_define
class TraceIntegrationView:
    """
    Attributes:
        connection_id (str):
        consecutive_errors (int):
        created_at (str):
        deferred_root_count (int):
        error_count (int):
        generation (int):
        id (str):
        imported_span_count (int):
        imported_trace_count (int):
        last_error_code (None | str):
        last_poll_at (None | str):
        last_success_at (None | str):
        next_poll_at (None | str):
        poll_interval_seconds (int):
        project_id (str):
        project_name (str):
        provider (str):
        region (str):
        status (str):
        updated_at (str):
    """

    connection_id: str
    consecutive_errors: int
    created_at: str
    deferred_root_count: int
    error_count: int
    generation: int
    id: str
    imported_span_count: int
    imported_trace_count: int
    last_error_code: None | str
    last_poll_at: None | str
    last_success_at: None | str
    next_poll_at: None | str
    poll_interval_seconds: int
    project_id: str
    project_name: str
    provider: str
    region: str
    status: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        consecutive_errors = self.consecutive_errors

        created_at = self.created_at

        deferred_root_count = self.deferred_root_count

        error_count = self.error_count

        generation = self.generation

        id = self.id

        imported_span_count = self.imported_span_count

        imported_trace_count = self.imported_trace_count

        last_error_code: None | str
        last_error_code = self.last_error_code

        last_poll_at: None | str
        last_poll_at = self.last_poll_at

        last_success_at: None | str
        last_success_at = self.last_success_at

        next_poll_at: None | str
        next_poll_at = self.next_poll_at

        poll_interval_seconds = self.poll_interval_seconds

        project_id = self.project_id

        project_name = self.project_name

        provider = self.provider

        region = self.region

        status = self.status

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connection_id": connection_id,
                "consecutive_errors": consecutive_errors,
                "created_at": created_at,
                "deferred_root_count": deferred_root_count,
                "error_count": error_count,
                "generation": generation,
                "id": id,
                "imported_span_count": imported_span_count,
                "imported_trace_count": imported_trace_count,
                "last_error_code": last_error_code,
                "last_poll_at": last_poll_at,
                "last_success_at": last_success_at,
                "next_poll_at": next_poll_at,
                "poll_interval_seconds": poll_interval_seconds,
                "project_id": project_id,
                "project_name": project_name,
                "provider": provider,
                "region": region,
                "status": status,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        consecutive_errors = d.pop("consecutive_errors")

        created_at = d.pop("created_at")

        deferred_root_count = d.pop("deferred_root_count")

        error_count = d.pop("error_count")

        generation = d.pop("generation")

        id = d.pop("id")

        imported_span_count = d.pop("imported_span_count")

        imported_trace_count = d.pop("imported_trace_count")

        last_error_code = cast(None | str, d.pop("last_error_code"))

        last_poll_at = cast(None | str, d.pop("last_poll_at"))

        last_success_at = cast(None | str, d.pop("last_success_at"))

        next_poll_at = cast(None | str, d.pop("next_poll_at"))

        poll_interval_seconds = d.pop("poll_interval_seconds")

        project_id = d.pop("project_id")

        project_name = d.pop("project_name")

        provider = d.pop("provider")

        region = d.pop("region")

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        trace_integration_view = cls(
            connection_id=connection_id,
            consecutive_errors=consecutive_errors,
            created_at=created_at,
            deferred_root_count=deferred_root_count,
            error_count=error_count,
            generation=generation,
            id=id,
            imported_span_count=imported_span_count,
            imported_trace_count=imported_trace_count,
            last_error_code=last_error_code,
            last_poll_at=last_poll_at,
            last_success_at=last_success_at,
            next_poll_at=next_poll_at,
            poll_interval_seconds=poll_interval_seconds,
            project_id=project_id,
            project_name=project_name,
            provider=provider,
            region=region,
            status=status,
            updated_at=updated_at,
        )

        trace_integration_view.additional_properties = d
        return trace_integration_view

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
