from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunSourceItem")


@_attrs_define
class RunSourceItem:
    """
    Attributes:
        episode_id (None | str | Unset):
        sample_id (None | str | Unset):
    """

    episode_id: None | str | Unset = UNSET
    sample_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        episode_id: None | str | Unset
        if isinstance(self.episode_id, Unset):
            episode_id = UNSET
        else:
            episode_id = self.episode_id

        sample_id: None | str | Unset
        if isinstance(self.sample_id, Unset):
            sample_id = UNSET
        else:
            sample_id = self.sample_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if episode_id is not UNSET:
            field_dict["episode_id"] = episode_id
        if sample_id is not UNSET:
            field_dict["sample_id"] = sample_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        episode_id = cast(None | str | Unset, d.pop("episode_id", UNSET))

        sample_id = cast(None | str | Unset, d.pop("sample_id", UNSET))

        run_source_item = cls(
            episode_id=episode_id,
            sample_id=sample_id,
        )

        run_source_item.additional_properties = d
        return run_source_item

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
