from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SandboxExecutionSummary")


@_attrs_define
class SandboxExecutionSummary:
    """
    Attributes:
        active_count (int):
        allocated_count (int):
        cleanup_pending_count (int):
        stopped_count (int):
    """

    active_count: int
    allocated_count: int
    cleanup_pending_count: int
    stopped_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_count = self.active_count

        allocated_count = self.allocated_count

        cleanup_pending_count = self.cleanup_pending_count

        stopped_count = self.stopped_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_count": active_count,
                "allocated_count": allocated_count,
                "cleanup_pending_count": cleanup_pending_count,
                "stopped_count": stopped_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        active_count = d.pop("active_count")

        allocated_count = d.pop("allocated_count")

        cleanup_pending_count = d.pop("cleanup_pending_count")

        stopped_count = d.pop("stopped_count")

        sandbox_execution_summary = cls(
            active_count=active_count,
            allocated_count=allocated_count,
            cleanup_pending_count=cleanup_pending_count,
            stopped_count=stopped_count,
        )

        sandbox_execution_summary.additional_properties = d
        return sandbox_execution_summary

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
