from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.benchmark_upload_target_headers import BenchmarkUploadTargetHeaders


T = TypeVar("T", bound="BenchmarkUploadTarget")


@_attrs_define
class BenchmarkUploadTarget:
    """
    Attributes:
        expires_at (str):
        headers (BenchmarkUploadTargetHeaders):
        method (str):
        name (str):
        url (str):
    """

    expires_at: str
    headers: BenchmarkUploadTargetHeaders
    method: str
    name: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        headers = self.headers.to_dict()

        method = self.method

        name = self.name

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "headers": headers,
                "method": method,
                "name": name,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        headers = BenchmarkUploadTargetHeaders.from_dict(d.pop("headers"))

        method = d.pop("method")

        name = d.pop("name")

        url = d.pop("url")

        benchmark_upload_target = cls(
            expires_at=expires_at,
            headers=headers,
            method=method,
            name=name,
            url=url,
        )

        benchmark_upload_target.additional_properties = d
        return benchmark_upload_target

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


from ..models.benchmark_upload_target_headers import BenchmarkUploadTargetHeaders
