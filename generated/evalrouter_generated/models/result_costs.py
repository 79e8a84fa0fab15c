from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.profile_cost import ProfileCost


T = TypeVar("T", bound="ResultCosts")


@_attrs_define
class ResultCosts:
    """
    Attributes:
        as_of (str):
        basis (str):
        currency (str):
        note (str):
        profiles (list[ProfileCost]):
    """

    as_of: str
    basis: str
    currency: str
    note: str
    profiles: list[ProfileCost]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        basis = self.basis

        currency = self.currency

        note = self.note

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "as_of": as_of,
                "basis": basis,
                "currency": currency,
                "note": note,
                "profiles": profiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        as_of = d.pop("as_of")

        basis = d.pop("basis")

        currency = d.pop("currency")

        note = d.pop("note")

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ProfileCost.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        result_costs = cls(
            as_of=as_of,
            basis=basis,
            currency=currency,
            note=note,
            profiles=profiles,
        )

        result_costs.additional_properties = d
        return result_costs

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


from ..models.profile_cost import ProfileCost
