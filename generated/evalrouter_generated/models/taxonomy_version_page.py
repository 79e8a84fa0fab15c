from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.taxonomy_version_view import TaxonomyVersionView


T = TypeVar("T", bound="TaxonomyVersionPage")


@_attrs_define
class TaxonomyVersionPage:
    """
    Attributes:
        active_version_id (None | str):
        data (list[TaxonomyVersionView]):
    """

    active_version_id: None | str
    data: list[TaxonomyVersionView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_version_id: None | str
        active_version_id = self.active_version_id

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_version_id": active_version_id,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        active_version_id = cast(None | str, d.pop("active_version_id"))

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = TaxonomyVersionView.from_dict(data_item_data)

            data.append(data_item)

        taxonomy_version_page = cls(
            active_version_id=active_version_id,
            data=data,
        )

        taxonomy_version_page.additional_properties = d
        return taxonomy_version_page

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


from ..models.taxonomy_version_view import TaxonomyVersionView
