from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicSourceFile")


@_attrs_define
class PublicSourceFile:
    """
    Attributes:
        file_commit (str):
        path (str):
        sha256 (None | Unset):
    """

    file_commit: str
    path: str
    sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file_commit = self.file_commit

        path = self.path

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file_commit": file_commit,
                "path": path,
            }
        )
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file_commit = d.pop("file_commit")

        path = d.pop("path")

        sha256 = d.pop("sha256", UNSET)

        public_source_file = cls(
            file_commit=file_commit,
            path=path,
            sha256=sha256,
        )

        public_source_file.additional_properties = d
        return public_source_file

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
