from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RightsAttestation")


@_attrs_define
class RightsAttestation:
    """
    Attributes:
        attested (bool):
        data_license (str):
        rights_basis (str):
        training_allowed (bool):
        evaluation_allowed (bool | Unset):
        export_allowed (bool | Unset):
    """

    attested: bool
    data_license: str
    rights_basis: str
    training_allowed: bool
    evaluation_allowed: bool | Unset = UNSET
    export_allowed: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attested = self.attested

        data_license = self.data_license

        rights_basis = self.rights_basis

        training_allowed = self.training_allowed

        evaluation_allowed = self.evaluation_allowed

        export_allowed = self.export_allowed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attested": attested,
                "data_license": data_license,
                "rights_basis": rights_basis,
                "training_allowed": training_allowed,
            }
        )
        if evaluation_allowed is not UNSET:
            field_dict["evaluation_allowed"] = evaluation_allowed
        if export_allowed is not UNSET:
            field_dict["export_allowed"] = export_allowed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attested = d.pop("attested")

        data_license = d.pop("data_license")

        rights_basis = d.pop("rights_basis")

        training_allowed = d.pop("training_allowed")

        evaluation_allowed = d.pop("evaluation_allowed", UNSET)

        export_allowed = d.pop("export_allowed", UNSET)

        rights_attestation = cls(
            attested=attested,
            data_license=data_license,
            rights_basis=rights_basis,
            training_allowed=training_allowed,
            evaluation_allowed=evaluation_allowed,
            export_allowed=export_allowed,
        )

        rights_attestation.additional_properties = d
        return rights_attestation

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
