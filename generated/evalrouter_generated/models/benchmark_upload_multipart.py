from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.benchmark_upload_multipart_headers import BenchmarkUploadMultipartHeaders
    from ..models.multipart_part_target import MultipartPartTarget


T = TypeVar("T", bound="BenchmarkUploadMultipart")


@_attrs_define
class BenchmarkUploadMultipart:
    """
    Attributes:
        expires_at (str):
        headers (BenchmarkUploadMultipartHeaders):
        method (str):
        multipart_id (str):
        name (str):
        part_count (int):
        part_size (int):
        parts (list[MultipartPartTarget]):
    """

    expires_at: str
    headers: BenchmarkUploadMultipartHeaders
    method: str
    multipart_id: str
    name: str
    part_count: int
    part_size: int
    parts: list[MultipartPartTarget]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        headers = self.headers.to_dict()

        method = self.method

        multipart_id = self.multipart_id

        name = self.name

        part_count = self.part_count

        part_size = self.part_size

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "headers": headers,
                "method": method,
                "multipart_id": multipart_id,
                "name": name,
                "part_count": part_count,
                "part_size": part_size,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        headers = BenchmarkUploadMultipartHeaders.from_dict(d.pop("headers"))

        method = d.pop("method")

        multipart_id = d.pop("multipart_id")

        name = d.pop("name")

        part_count = d.pop("part_count")

        part_size = d.pop("part_size")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = MultipartPartTarget.from_dict(parts_item_data)

            parts.append(parts_item)

        benchmark_upload_multipart = cls(
            expires_at=expires_at,
            headers=headers,
            method=method,
            multipart_id=multipart_id,
            name=name,
            part_count=part_count,
            part_size=part_size,
            parts=parts,
        )

        benchmark_upload_multipart.additional_properties = d
        return benchmark_upload_multipart

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


from ..models.benchmark_upload_multipart_headers import BenchmarkUploadMultipartHeaders
from ..models.multipart_part_target import MultipartPartTarget
