from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.git_hub_benchmark_commit import GitHubBenchmarkCommit
    from ..models.git_hub_benchmark_reference import GitHubBenchmarkReference


T = TypeVar("T", bound="GitHubBenchmarkReferences")


@_attrs_define
class GitHubBenchmarkReferences:
    """
    Attributes:
        branches (list[GitHubBenchmarkReference]):
        branches_limited (bool):
        commits (list[GitHubBenchmarkCommit]):
        default_branch (str):
        private (bool):
        repository (str):
        repository_id (int):
        tags (list[GitHubBenchmarkReference]):
        tags_limited (bool):
    """

    branches: list[GitHubBenchmarkReference]
    branches_limited: bool
    commits: list[GitHubBenchmarkCommit]
    default_branch: str
    private: bool
    repository: str
    repository_id: int
    tags: list[GitHubBenchmarkReference]
    tags_limited: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        branches = []
        for branches_item_data in self.branches:
            branches_item = branches_item_data.to_dict()
            branches.append(branches_item)

        branches_limited = self.branches_limited

        commits = []
        for commits_item_data in self.commits:
            commits_item = commits_item_data.to_dict()
            commits.append(commits_item)

        default_branch = self.default_branch

        private = self.private

        repository = self.repository

        repository_id = self.repository_id

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        tags_limited = self.tags_limited

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "branches": branches,
                "branches_limited": branches_limited,
                "commits": commits,
                "default_branch": default_branch,
                "private": private,
                "repository": repository,
                "repository_id": repository_id,
                "tags": tags,
                "tags_limited": tags_limited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        branches = []
        _branches = d.pop("branches")
        for branches_item_data in _branches:
            branches_item = GitHubBenchmarkReference.from_dict(branches_item_data)

            branches.append(branches_item)

        branches_limited = d.pop("branches_limited")

        commits = []
        _commits = d.pop("commits")
        for commits_item_data in _commits:
            commits_item = GitHubBenchmarkCommit.from_dict(commits_item_data)

            commits.append(commits_item)

        default_branch = d.pop("default_branch")

        private = d.pop("private")

        repository = d.pop("repository")

        repository_id = d.pop("repository_id")

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = GitHubBenchmarkReference.from_dict(tags_item_data)

            tags.append(tags_item)

        tags_limited = d.pop("tags_limited")

        git_hub_benchmark_references = cls(
            branches=branches,
            branches_limited=branches_limited,
            commits=commits,
            default_branch=default_branch,
            private=private,
            repository=repository,
            repository_id=repository_id,
            tags=tags,
            tags_limited=tags_limited,
        )

        git_hub_benchmark_references.additional_properties = d
        return git_hub_benchmark_references

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


from ..models.git_hub_benchmark_commit import GitHubBenchmarkCommit
from ..models.git_hub_benchmark_reference import GitHubBenchmarkReference
