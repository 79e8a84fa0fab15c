from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GitHubBenchmarkFile")


@_attrs_define
class GitHubBenchmarkFile:
    """
    Attributes:
        format_ (str):
        git_blob_sha (str):
        path (str):
        size_bytes (int):
    """

    format_: str
    git_blob_sha: str
    path: str
    size_bytes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        git_blob_sha = self.git_blob_sha

        path = self.path

        size_bytes = self.size_bytes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "git_blob_sha": git_blob_sha,
                "path": path,
                "size_bytes": size_bytes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = d.pop("format")

        git_blob_sha = d.pop("git_blob_sha")

        path = d.pop("path")

        size_bytes = d.pop("size_bytes")

        git_hub_benchmark_file = cls(
            format_=format_,
            git_blob_sha=git_blob_sha,
            path=path,
            size_bytes=size_bytes,
        )

        git_hub_benchmark_file.additional_properties = d
        return git_hub_benchmark_file

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
