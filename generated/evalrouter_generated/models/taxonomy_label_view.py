from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TaxonomyLabelView")


@_attrs_define
class TaxonomyLabelView:
    """
    Attributes:
        definition (str):
        key (str):
        name (str):
        quality (str):
        size (int):
    """

    definition: str
    key: str
    name: str
    quality: str
    size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        definition = self.definition

        key = self.key

        name = self.name

        quality = self.quality

        size = self.size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "definition": definition,
                "key": key,
                "name": name,
                "quality": quality,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        definition = d.pop("definition")

        key = d.pop("key")

        name = d.pop("name")

        quality = d.pop("quality")

        size = d.pop("size")

        taxonomy_label_view = cls(
            definition=definition,
            key=key,
            name=name,
            quality=quality,
            size=size,
        )

        taxonomy_label_view.additional_properties = d
        return taxonomy_label_view

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
