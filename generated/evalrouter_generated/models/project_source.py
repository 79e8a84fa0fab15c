from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProjectSource")


@_attrs_define
class ProjectSource:
    """
    Attributes:
        commit_sha (str):
        github_connection_generation (str):
        github_connection_id (str):
        github_repository_id (int):
        repository_url (str):
        requested_ref (None | str):
        tree_sha (str):
    """

    commit_sha: str
    github_connection_generation: str
    github_connection_id: str
    github_repository_id: int
    repository_url: str
    requested_ref: None | str
    tree_sha: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commit_sha = self.commit_sha

        github_connection_generation = self.github_connection_generation

        github_connection_id = self.github_connection_id

        github_repository_id = self.github_repository_id

        repository_url = self.repository_url

        requested_ref: None | str
        requested_ref = self.requested_ref

        tree_sha = self.tree_sha

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commit_sha": commit_sha,
                "github_connection_generation": github_connection_generation,
                "github_connection_id": github_connection_id,
                "github_repository_id": github_repository_id,
                "repository_url": repository_url,
                "requested_ref": requested_ref,
                "tree_sha": tree_sha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commit_sha = d.pop("commit_sha")

        github_connection_generation = d.pop("github_connection_generation")

        github_connection_id = d.pop("github_connection_id")

        github_repository_id = d.pop("github_repository_id")

        repository_url = d.pop("repository_url")

        requested_ref = cast(None | str, d.pop("requested_ref"))

        tree_sha = d.pop("tree_sha")

        project_source = cls(
            commit_sha=commit_sha,
            github_connection_generation=github_connection_generation,
            github_connection_id=github_connection_id,
            github_repository_id=github_repository_id,
            repository_url=repository_url,
            requested_ref=requested_ref,
            tree_sha=tree_sha,
        )

        project_source.additional_properties = d
        return project_source

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
