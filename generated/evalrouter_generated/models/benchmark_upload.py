from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.benchmark_upload_file import BenchmarkUploadFile
    from ..models.benchmark_upload_target import BenchmarkUploadTarget


T = TypeVar("T", bound="BenchmarkUpload")


@_attrs_define
class BenchmarkUpload:
    """
    Attributes:
        archived_at (None | str):
        completed_at (None | str):
        created_at (str):
        expires_at (str):
        file_count (int):
        files (list[BenchmarkUploadFile]):
        id (str):
        policy (str):
        status (str):
        total_bytes (int):
        uploads (list[BenchmarkUploadTarget]):
        workspace_id (str):
    """

    archived_at: None | str
    completed_at: None | str
    created_at: str
    expires_at: str
    file_count: int
    files: list[BenchmarkUploadFile]
    id: str
    policy: str
    status: str
    total_bytes: int
    uploads: list[BenchmarkUploadTarget]
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        archived_at: None | str
        archived_at = self.archived_at

        completed_at: None | str
        completed_at = self.completed_at

        created_at = self.created_at

        expires_at = self.expires_at

        file_count = self.file_count

        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        id = self.id

        policy = self.policy

        status = self.status

        total_bytes = self.total_bytes

        uploads = []
        for uploads_item_data in self.uploads:
            uploads_item = uploads_item_data.to_dict()
            uploads.append(uploads_item)

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "archived_at": archived_at,
                "completed_at": completed_at,
                "created_at": created_at,
                "expires_at": expires_at,
                "file_count": file_count,
                "files": files,
                "id": id,
                "policy": policy,
                "status": status,
                "total_bytes": total_bytes,
                "uploads": uploads,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        archived_at = cast(None | str, d.pop("archived_at"))

        completed_at = cast(None | str, d.pop("completed_at"))

        created_at = d.pop("created_at")

        expires_at = d.pop("expires_at")

        file_count = d.pop("file_count")

        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = BenchmarkUploadFile.from_dict(files_item_data)

            files.append(files_item)

        id = d.pop("id")

        policy = d.pop("policy")

        status = d.pop("status")

        total_bytes = d.pop("total_bytes")

        uploads = []
        _uploads = d.pop("uploads")
        for uploads_item_data in _uploads:
            uploads_item = BenchmarkUploadTarget.from_dict(uploads_item_data)

            uploads.append(uploads_item)

        workspace_id = d.pop("workspace_id")

        benchmark_upload = cls(
            archived_at=archived_at,
            completed_at=completed_at,
            created_at=created_at,
            expires_at=expires_at,
            file_count=file_count,
            files=files,
            id=id,
            policy=policy,
            status=status,
            total_bytes=total_bytes,
            uploads=uploads,
            workspace_id=workspace_id,
        )

        benchmark_upload.additional_properties = d
        return benchmark_upload

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


from ..models.benchmark_upload_file import BenchmarkUploadFile
from ..models.benchmark_upload_target import BenchmarkUploadTarget
