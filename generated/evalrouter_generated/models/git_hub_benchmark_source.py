from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GitHubBenchmarkSource")


@_attrs_define
class GitHubBenchmarkSource:
    """
    Attributes:
        repository (str):
        github_connection_id (None | str | Unset):
        github_repository_id (int | None | Unset):
        revision (str | Unset):
    """

    repository: str
    github_connection_id: None | str | Unset = UNSET
    github_repository_id: int | None | Unset = UNSET
    revision: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        repository = self.repository

        github_connection_id: None | str | Unset
        if isinstance(self.github_connection_id, Unset):
            github_connection_id = UNSET
        else:
            github_connection_id = self.github_connection_id

        github_repository_id: int | None | Unset
        if isinstance(self.github_repository_id, Unset):
            github_repository_id = UNSET
        else:
            github_repository_id = self.github_repository_id

        revision = self.revision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "repository": repository,
            }
        )
        if github_connection_id is not UNSET:
            field_dict["github_connection_id"] = github_connection_id
        if github_repository_id is not UNSET:
            field_dict["github_repository_id"] = github_repository_id
        if revision is not UNSET:
            field_dict["revision"] = revision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        repository = d.pop("repository")

        github_connection_id = cast(None | str | Unset, d.pop("github_connection_id", UNSET))

        github_repository_id = cast(int | None | Unset, d.pop("github_repository_id", UNSET))

        revision = d.pop("revision", UNSET)

        git_hub_benchmark_source = cls(
            repository=repository,
            github_connection_id=github_connection_id,
            github_repository_id=github_repository_id,
            revision=revision,
        )

        git_hub_benchmark_source.additional_properties = d
        return git_hub_benchmark_source

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
