from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.upload_file_declaration import UploadFileDeclaration


T = TypeVar("T", bound="NewBenchmarkUpload")


@_attrs_define
class NewBenchmarkUpload:
    """
    Attributes:
        files (list[UploadFileDeclaration]):
        factory_storage_factory_id (None | str | Unset):
        factory_storage_scope_id (None | str | Unset):
    """

    files: list[UploadFileDeclaration]
    factory_storage_factory_id: None | str | Unset = UNSET
    factory_storage_scope_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        factory_storage_factory_id: None | str | Unset
        if isinstance(self.factory_storage_factory_id, Unset):
            factory_storage_factory_id = UNSET
        else:
            factory_storage_factory_id = self.factory_storage_factory_id

        factory_storage_scope_id: None | str | Unset
        if isinstance(self.factory_storage_scope_id, Unset):
            factory_storage_scope_id = UNSET
        else:
            factory_storage_scope_id = self.factory_storage_scope_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "files": files,
            }
        )
        if factory_storage_factory_id is not UNSET:
            field_dict["factory_storage_factory_id"] = factory_storage_factory_id
        if factory_storage_scope_id is not UNSET:
            field_dict["factory_storage_scope_id"] = factory_storage_scope_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = UploadFileDeclaration.from_dict(files_item_data)

            files.append(files_item)

        factory_storage_factory_id = cast(
            None | str | Unset, d.pop("factory_storage_factory_id", UNSET)
        )

        factory_storage_scope_id = cast(
            None | str | Unset, d.pop("factory_storage_scope_id", UNSET)
        )

        new_benchmark_upload = cls(
            files=files,
            factory_storage_factory_id=factory_storage_factory_id,
            factory_storage_scope_id=factory_storage_scope_id,
        )

        new_benchmark_upload.additional_properties = d
        return new_benchmark_upload

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


from ..models.upload_file_declaration import UploadFileDeclaration
