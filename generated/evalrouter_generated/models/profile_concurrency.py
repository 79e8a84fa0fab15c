from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProfileConcurrency")


@_attrs_define
class ProfileConcurrency:
    """
    Attributes:
        adapter_ceiling (int):
        admitted_ceiling (int):
        profile_id (str):
        reasons (list[str]):
    """

    adapter_ceiling: int
    admitted_ceiling: int
    profile_id: str
    reasons: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adapter_ceiling = self.adapter_ceiling

        admitted_ceiling = self.admitted_ceiling

        profile_id = self.profile_id

        reasons = self.reasons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adapter_ceiling": adapter_ceiling,
                "admitted_ceiling": admitted_ceiling,
                "profile_id": profile_id,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        adapter_ceiling = d.pop("adapter_ceiling")

        admitted_ceiling = d.pop("admitted_ceiling")

        profile_id = d.pop("profile_id")

        reasons = cast(list[str], d.pop("reasons"))

        profile_concurrency = cls(
            adapter_ceiling=adapter_ceiling,
            admitted_ceiling=admitted_ceiling,
            profile_id=profile_id,
            reasons=reasons,
        )

        profile_concurrency.additional_properties = d
        return profile_concurrency

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
