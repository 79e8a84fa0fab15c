from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.output_file_unsafe_reason import (
    OutputFileUnsafeReason,
    check_output_file_unsafe_reason,
)

T = TypeVar("T", bound="OutputFileUnsafe")


@_attrs_define
class OutputFileUnsafe:
    """A declared output path the client refused to read, with the reason.

    Attributes:
        path (str):
        reason (OutputFileUnsafeReason):
        status (Literal['unsafe']):
    """

    path: str
    reason: OutputFileUnsafeReason
    status: Literal["unsafe"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        reason: str = self.reason

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "reason": reason,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = d.pop("path")

        reason = check_output_file_unsafe_reason(d.pop("reason"))

        status = cast(Literal["unsafe"], d.pop("status"))
        if status != "unsafe":
            raise ValueError(f"status must match const 'unsafe', got '{status}'")

        output_file_unsafe = cls(
            path=path,
            reason=reason,
            status=status,
        )

        output_file_unsafe.additional_properties = d
        return output_file_unsafe

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
