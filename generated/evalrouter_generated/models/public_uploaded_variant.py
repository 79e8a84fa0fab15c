from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicUploadedVariant")


@_attrs_define
class PublicUploadedVariant:
    """
    Attributes:
        file (str):
        file_commit (str):
        id (str):
        kind (Literal['uploaded']):
        file_sha256 (None | Unset):
    """

    file: str
    file_commit: str
    id: str
    kind: Literal["uploaded"]
    file_sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        file_commit = self.file_commit

        id = self.id

        kind = self.kind

        file_sha256 = self.file_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
                "file_commit": file_commit,
                "id": id,
                "kind": kind,
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

        id = d.pop("id")

        kind = cast(Literal["uploaded"], d.pop("kind"))
        if kind != "uploaded":
            raise ValueError(f"kind must match const 'uploaded', got '{kind}'")

        file_sha256 = d.pop("file_sha256", UNSET)

        public_uploaded_variant = cls(
            file=file,
            file_commit=file_commit,
            id=id,
            kind=kind,
            file_sha256=file_sha256,
        )

        public_uploaded_variant.additional_properties = d
        return public_uploaded_variant

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
