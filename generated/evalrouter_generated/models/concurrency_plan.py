from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.profile_concurrency import ProfileConcurrency


T = TypeVar("T", bound="ConcurrencyPlan")


@_attrs_define
class ConcurrencyPlan:
    """
    Attributes:
        admitted_ceiling (int):
        profiles (list[ProfileConcurrency]):
        requested (int | str):
        scope (str):
    """

    admitted_ceiling: int
    profiles: list[ProfileConcurrency]
    requested: int | str
    scope: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        admitted_ceiling = self.admitted_ceiling

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        requested: int | str
        requested = self.requested

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "admitted_ceiling": admitted_ceiling,
                "profiles": profiles,
                "requested": requested,
                "scope": scope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        admitted_ceiling = d.pop("admitted_ceiling")

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ProfileConcurrency.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        requested = cast(int | str, d.pop("requested"))

        scope = d.pop("scope")

        concurrency_plan = cls(
            admitted_ceiling=admitted_ceiling,
            profiles=profiles,
            requested=requested,
            scope=scope,
        )

        concurrency_plan.additional_properties = d
        return concurrency_plan

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


from ..models.profile_concurrency import ProfileConcurrency
