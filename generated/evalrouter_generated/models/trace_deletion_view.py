from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TraceDeletionView")


@_attrs_define
class TraceDeletionView:
    """
    Attributes:
        requested_at (str):
        status (str):
        trace_id (str):
    """

    requested_at: str
    status: str
    trace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        requested_at = self.requested_at

        status = self.status

        trace_id = self.trace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "requested_at": requested_at,
                "status": status,
                "trace_id": trace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        requested_at = d.pop("requested_at")

        status = d.pop("status")

        trace_id = d.pop("trace_id")

        trace_deletion_view = cls(
            requested_at=requested_at,
            status=status,
            trace_id=trace_id,
        )

        trace_deletion_view.additional_properties = d
        return trace_deletion_view

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
