from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PolicyConfig")


@_attrs_define
class PolicyConfig:
    """
    Attributes:
        auto_discover (bool | Unset):
        discovery_interval_hours (int | Unset):
        discovery_seed (str | Unset):
        discovery_window_hours (int | Unset):
        max_categories (int | Unset):
        minimum_similarity (float | Unset):
        sample_limit (int | Unset):
    """

    auto_discover: bool | Unset = UNSET
    discovery_interval_hours: int | Unset = UNSET
    discovery_seed: str | Unset = UNSET
    discovery_window_hours: int | Unset = UNSET
    max_categories: int | Unset = UNSET
    minimum_similarity: float | Unset = UNSET
    sample_limit: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auto_discover = self.auto_discover

        discovery_interval_hours = self.discovery_interval_hours

        discovery_seed = self.discovery_seed

        discovery_window_hours = self.discovery_window_hours

        max_categories = self.max_categories

        minimum_similarity = self.minimum_similarity

        sample_limit = self.sample_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if auto_discover is not UNSET:
            field_dict["auto_discover"] = auto_discover
        if discovery_interval_hours is not UNSET:
            field_dict["discovery_interval_hours"] = discovery_interval_hours
        if discovery_seed is not UNSET:
            field_dict["discovery_seed"] = discovery_seed
        if discovery_window_hours is not UNSET:
            field_dict["discovery_window_hours"] = discovery_window_hours
        if max_categories is not UNSET:
            field_dict["max_categories"] = max_categories
        if minimum_similarity is not UNSET:
            field_dict["minimum_similarity"] = minimum_similarity
        if sample_limit is not UNSET:
            field_dict["sample_limit"] = sample_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        auto_discover = d.pop("auto_discover", UNSET)

        discovery_interval_hours = d.pop("discovery_interval_hours", UNSET)

        discovery_seed = d.pop("discovery_seed", UNSET)

        discovery_window_hours = d.pop("discovery_window_hours", UNSET)

        max_categories = d.pop("max_categories", UNSET)

        minimum_similarity = d.pop("minimum_similarity", UNSET)

        sample_limit = d.pop("sample_limit", UNSET)

        policy_config = cls(
            auto_discover=auto_discover,
            discovery_interval_hours=discovery_interval_hours,
            discovery_seed=discovery_seed,
            discovery_window_hours=discovery_window_hours,
            max_categories=max_categories,
            minimum_similarity=minimum_similarity,
            sample_limit=sample_limit,
        )

        policy_config.additional_properties = d
        return policy_config

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
