from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OutputFilePresent")


@_attrs_define
class OutputFilePresent:
    """A declared output file that was read: its bytes (base64), size and SHA-256.

    Attributes:
        bytes_ (int):
        content_base64 (str):
        path (str):
        sha256 (str):
        status (Literal['present']):
    """

    bytes_: int
    content_base64: str
    path: str
    sha256: str
    status: Literal["present"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bytes_ = self.bytes_

        content_base64 = self.content_base64

        path = self.path

        sha256 = self.sha256

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bytes": bytes_,
                "content_base64": content_base64,
                "path": path,
                "sha256": sha256,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bytes_ = d.pop("bytes")

        content_base64 = d.pop("content_base64")

        path = d.pop("path")

        sha256 = d.pop("sha256")

        status = cast(Literal["present"], d.pop("status"))
        if status != "present":
            raise ValueError(f"status must match const 'present', got '{status}'")

        output_file_present = cls(
            bytes_=bytes_,
            content_base64=content_base64,
            path=path,
            sha256=sha256,
            status=status,
        )

        output_file_present.additional_properties = d
        return output_file_present

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
