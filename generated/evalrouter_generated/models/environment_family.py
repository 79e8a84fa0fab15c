from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.environment_record import EnvironmentRecord


T = TypeVar("T", bound="EnvironmentFamily")


@_attrs_define
class EnvironmentFamily:
    """
    Attributes:
        family (str):
        versions (list[EnvironmentRecord]):
    """

    family: str
    versions: list[EnvironmentRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "family": family,
                "versions": versions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        family = d.pop("family")

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = EnvironmentRecord.from_dict(versions_item_data)

            versions.append(versions_item)

        environment_family = cls(
            family=family,
            versions=versions,
        )

        environment_family.additional_properties = d
        return environment_family

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


from ..models.environment_record import EnvironmentRecord
