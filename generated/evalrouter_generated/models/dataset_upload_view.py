from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dataset_upload_target import DatasetUploadTarget


T = TypeVar("T", bound="DatasetUploadView")


@_attrs_define
class DatasetUploadView:
    """
    Attributes:
        file_name (str):
        id (str):
        media_type (str):
        sha256 (str):
        size_bytes (int):
        status (str):
        expires_at (None | str | Unset):
        row_count (int | None | Unset):
        upload (DatasetUploadTarget | None | Unset):
    """

    file_name: str
    id: str
    media_type: str
    sha256: str
    size_bytes: int
    status: str
    expires_at: None | str | Unset = UNSET
    row_count: int | None | Unset = UNSET
    upload: DatasetUploadTarget | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file_name = self.file_name

        id = self.id

        media_type = self.media_type

        sha256 = self.sha256

        size_bytes = self.size_bytes

        status = self.status

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        row_count: int | None | Unset
        if isinstance(self.row_count, Unset):
            row_count = UNSET
        else:
            row_count = self.row_count

        upload: dict[str, Any] | None | Unset
        if isinstance(self.upload, Unset):
            upload = UNSET
        elif isinstance(self.upload, DatasetUploadTarget):
            upload = self.upload.to_dict()
        else:
            upload = self.upload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file_name": file_name,
                "id": id,
                "media_type": media_type,
                "sha256": sha256,
                "size_bytes": size_bytes,
                "status": status,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if row_count is not UNSET:
            field_dict["row_count"] = row_count
        if upload is not UNSET:
            field_dict["upload"] = upload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file_name = d.pop("file_name")

        id = d.pop("id")

        media_type = d.pop("media_type")

        sha256 = d.pop("sha256")

        size_bytes = d.pop("size_bytes")

        status = d.pop("status")

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        row_count = cast(int | None | Unset, d.pop("row_count", UNSET))

        def _parse_upload(data: object) -> DatasetUploadTarget | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                upload_type_0 = DatasetUploadTarget.from_dict(data)

                return upload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DatasetUploadTarget | None | Unset, data)

        upload = _parse_upload(d.pop("upload", UNSET))

        dataset_upload_view = cls(
            file_name=file_name,
            id=id,
            media_type=media_type,
            sha256=sha256,
            size_bytes=size_bytes,
            status=status,
            expires_at=expires_at,
            row_count=row_count,
            upload=upload,
        )

        dataset_upload_view.additional_properties = d
        return dataset_upload_view

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


from ..models.dataset_upload_target import DatasetUploadTarget
