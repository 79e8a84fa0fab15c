from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ImprovementSourceSelection")


@_attrs_define
class ImprovementSourceSelection:
    """
    Attributes:
        github_connection_id (str):
        github_repository_id (int):
        repository_url (str):
        ref (None | str | Unset):
    """

    github_connection_id: str
    github_repository_id: int
    repository_url: str
    ref: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        github_connection_id = self.github_connection_id

        github_repository_id = self.github_repository_id

        repository_url = self.repository_url

        ref: None | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "github_connection_id": github_connection_id,
                "github_repository_id": github_repository_id,
                "repository_url": repository_url,
            }
        )
        if ref is not UNSET:
            field_dict["ref"] = ref

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        github_connection_id = d.pop("github_connection_id")

        github_repository_id = d.pop("github_repository_id")

        repository_url = d.pop("repository_url")

        ref = cast(None | str | Unset, d.pop("ref", UNSET))

        improvement_source_selection = cls(
            github_connection_id=github_connection_id,
            github_repository_id=github_repository_id,
            repository_url=repository_url,
            ref=ref,
        )

        improvement_source_selection.additional_properties = d
        return improvement_source_selection

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
