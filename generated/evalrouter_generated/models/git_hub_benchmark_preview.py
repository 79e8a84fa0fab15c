from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.git_hub_benchmark_file import GitHubBenchmarkFile


T = TypeVar("T", bound="GitHubBenchmarkPreview")


@_attrs_define
class GitHubBenchmarkPreview:
    """
    Attributes:
        commit_sha (str):
        files (list[GitHubBenchmarkFile]):
        private (bool):
        repository (str):
        repository_id (int):
        truncated (bool | None | Unset):
    """

    commit_sha: str
    files: list[GitHubBenchmarkFile]
    private: bool
    repository: str
    repository_id: int
    truncated: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commit_sha = self.commit_sha

        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        private = self.private

        repository = self.repository

        repository_id = self.repository_id

        truncated: bool | None | Unset
        if isinstance(self.truncated, Unset):
            truncated = UNSET
        else:
            truncated = self.truncated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commit_sha": commit_sha,
                "files": files,
                "private": private,
                "repository": repository,
                "repository_id": repository_id,
            }
        )
        if truncated is not UNSET:
            field_dict["truncated"] = truncated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commit_sha = d.pop("commit_sha")

        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = GitHubBenchmarkFile.from_dict(files_item_data)

            files.append(files_item)

        private = d.pop("private")

        repository = d.pop("repository")

        repository_id = d.pop("repository_id")

        truncated = cast(bool | None | Unset, d.pop("truncated", UNSET))

        git_hub_benchmark_preview = cls(
            commit_sha=commit_sha,
            files=files,
            private=private,
            repository=repository,
            repository_id=repository_id,
            truncated=truncated,
        )

        git_hub_benchmark_preview.additional_properties = d
        return git_hub_benchmark_preview

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


from ..models.git_hub_benchmark_file import GitHubBenchmarkFile
