from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TaxonomyModelView")


@_attrs_define
class TaxonomyModelView:
    """
    Attributes:
        category_count (int):
        document_count (int):
        minimum_similarity (float):
        quality (str):
    """

    category_count: int
    document_count: int
    minimum_similarity: float
    quality: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category_count = self.category_count

        document_count = self.document_count

        minimum_similarity = self.minimum_similarity

        quality = self.quality

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category_count": category_count,
                "document_count": document_count,
                "minimum_similarity": minimum_similarity,
                "quality": quality,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category_count = d.pop("category_count")

        document_count = d.pop("document_count")

        minimum_similarity = d.pop("minimum_similarity")

        quality = d.pop("quality")

        taxonomy_model_view = cls(
            category_count=category_count,
            document_count=document_count,
            minimum_similarity=minimum_similarity,
            quality=quality,
        )

        taxonomy_model_view.additional_properties = d
        return taxonomy_model_view

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
