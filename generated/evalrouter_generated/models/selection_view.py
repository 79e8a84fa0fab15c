from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.distribution_selection_view import DistributionSelectionView


T = TypeVar("T", bound="SelectionView")


@_attrs_define
class SelectionView:
    """
    Attributes:
        data (list[DistributionSelectionView]):
        expires_at (str):
        export_requires_rights_attestation (bool):
        manifest_sha256 (str):
        population (int):
        selection_id (str):
        taxonomy_version_id (str):
    """

    data: list[DistributionSelectionView]
    expires_at: str
    export_requires_rights_attestation: bool
    manifest_sha256: str
    population: int
    selection_id: str
    taxonomy_version_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        expires_at = self.expires_at

        export_requires_rights_attestation = self.export_requires_rights_attestation

        manifest_sha256 = self.manifest_sha256

        population = self.population

        selection_id = self.selection_id

        taxonomy_version_id = self.taxonomy_version_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "expires_at": expires_at,
                "export_requires_rights_attestation": export_requires_rights_attestation,
                "manifest_sha256": manifest_sha256,
                "population": population,
                "selection_id": selection_id,
                "taxonomy_version_id": taxonomy_version_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = DistributionSelectionView.from_dict(data_item_data)

            data.append(data_item)

        expires_at = d.pop("expires_at")

        export_requires_rights_attestation = d.pop("export_requires_rights_attestation")

        manifest_sha256 = d.pop("manifest_sha256")

        population = d.pop("population")

        selection_id = d.pop("selection_id")

        taxonomy_version_id = d.pop("taxonomy_version_id")

        selection_view = cls(
            data=data,
            expires_at=expires_at,
            export_requires_rights_attestation=export_requires_rights_attestation,
            manifest_sha256=manifest_sha256,
            population=population,
            selection_id=selection_id,
            taxonomy_version_id=taxonomy_version_id,
        )

        selection_view.additional_properties = d
        return selection_view

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


from ..models.distribution_selection_view import DistributionSelectionView
