from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneRights")


@_attrs_define
class TuneRights:
    """
    Attributes:
        attested (bool):
        data_license (str | Unset):
        rights_basis (str | Unset):
    """

    attested: bool
    data_license: str | Unset = UNSET
    rights_basis: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attested = self.attested

        data_license = self.data_license

        rights_basis = self.rights_basis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attested": attested,
            }
        )
        if data_license is not UNSET:
            field_dict["data_license"] = data_license
        if rights_basis is not UNSET:
            field_dict["rights_basis"] = rights_basis

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attested = d.pop("attested")

        data_license = d.pop("data_license", UNSET)

        rights_basis = d.pop("rights_basis", UNSET)

        tune_rights = cls(
            attested=attested,
            data_license=data_license,
            rights_basis=rights_basis,
        )

        tune_rights.additional_properties = d
        return tune_rights

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
