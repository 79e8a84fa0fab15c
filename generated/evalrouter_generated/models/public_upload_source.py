from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicUploadSource")


@_attrs_define
class PublicUploadSource:
    """
    Attributes:
        file (str):
        file_commit (str):
        upload_id (str):
        file_sha256 (None | Unset):
    """

    file: str
    file_commit: str
    upload_id: str
    file_sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        file_commit = self.file_commit

        upload_id = self.upload_id

        file_sha256 = self.file_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
                "file_commit": file_commit,
                "upload_id": upload_id,
            }
        )
        if file_sha256 is not UNSET:
            field_dict["file_sha256"] = file_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = d.pop("file")

        file_commit = d.pop("file_commit")

        upload_id = d.pop("upload_id")

        file_sha256 = d.pop("file_sha256", UNSET)

        public_upload_source = cls(
            file=file,
            file_commit=file_commit,
            upload_id=upload_id,
            file_sha256=file_sha256,
        )

        public_upload_source.additional_properties = d
        return public_upload_source

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
