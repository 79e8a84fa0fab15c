from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BenchmarkUploadFile")


@_attrs_define
class BenchmarkUploadFile:
    """
    Attributes:
        media_type (str):
        name (str):
        reference (str):
        row_count (int | None):
        sha256 (str):
        size_bytes (int):
        verified_at (None | str):
    """

    media_type: str
    name: str
    reference: str
    row_count: int | None
    sha256: str
    size_bytes: int
    verified_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_type = self.media_type

        name = self.name

        reference = self.reference

        row_count: int | None
        row_count = self.row_count

        sha256 = self.sha256

        size_bytes = self.size_bytes

        verified_at: None | str
        verified_at = self.verified_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "media_type": media_type,
                "name": name,
                "reference": reference,
                "row_count": row_count,
                "sha256": sha256,
                "size_bytes": size_bytes,
                "verified_at": verified_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_type = d.pop("media_type")

        name = d.pop("name")

        reference = d.pop("reference")

        row_count = cast(int | None, d.pop("row_count"))

        sha256 = d.pop("sha256")

        size_bytes = d.pop("size_bytes")

        verified_at = cast(None | str, d.pop("verified_at"))

        benchmark_upload_file = cls(
            media_type=media_type,
            name=name,
            reference=reference,
            row_count=row_count,
            sha256=sha256,
            size_bytes=size_bytes,
            verified_at=verified_at,
        )

        benchmark_upload_file.additional_properties = d
        return benchmark_upload_file

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
