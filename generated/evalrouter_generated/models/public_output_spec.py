from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicOutputSpec")


@_attrs_define
class PublicOutputSpec:
    """
    Attributes:
        kind (str):
        max_bytes (int | None | Unset):
        max_files (int | None | Unset):
        paths (list[str] | None | Unset):
    """

    kind: str
    max_bytes: int | None | Unset = UNSET
    max_files: int | None | Unset = UNSET
    paths: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        max_bytes: int | None | Unset
        if isinstance(self.max_bytes, Unset):
            max_bytes = UNSET
        else:
            max_bytes = self.max_bytes

        max_files: int | None | Unset
        if isinstance(self.max_files, Unset):
            max_files = UNSET
        else:
            max_files = self.max_files

        paths: list[str] | None | Unset
        if isinstance(self.paths, Unset):
            paths = UNSET
        elif isinstance(self.paths, list):
            paths = self.paths

        else:
            paths = self.paths

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if max_bytes is not UNSET:
            field_dict["max_bytes"] = max_bytes
        if max_files is not UNSET:
            field_dict["max_files"] = max_files
        if paths is not UNSET:
            field_dict["paths"] = paths

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        max_bytes = cast(int | None | Unset, d.pop("max_bytes", UNSET))

        max_files = cast(int | None | Unset, d.pop("max_files", UNSET))

        def _parse_paths(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                paths_type_0 = cast(list[str], data)

                return paths_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        paths = _parse_paths(d.pop("paths", UNSET))

        public_output_spec = cls(
            kind=kind,
            max_bytes=max_bytes,
            max_files=max_files,
            paths=paths,
        )

        public_output_spec.additional_properties = d
        return public_output_spec

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
