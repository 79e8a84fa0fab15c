from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dataset_upload_target_headers import DatasetUploadTargetHeaders


T = TypeVar("T", bound="DatasetUploadTarget")


@_attrs_define
class DatasetUploadTarget:
    """
    Attributes:
        expires_at (str):
        headers (DatasetUploadTargetHeaders):
        method (str):
        url (str):
    """

    expires_at: str
    headers: DatasetUploadTargetHeaders
    method: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        headers = self.headers.to_dict()

        method = self.method

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "headers": headers,
                "method": method,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        headers = DatasetUploadTargetHeaders.from_dict(d.pop("headers"))

        method = d.pop("method")

        url = d.pop("url")

        dataset_upload_target = cls(
            expires_at=expires_at,
            headers=headers,
            method=method,
            url=url,
        )

        dataset_upload_target.additional_properties = d
        return dataset_upload_target

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


from ..models.dataset_upload_target_headers import DatasetUploadTargetHeaders
