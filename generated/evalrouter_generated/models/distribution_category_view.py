from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DistributionCategoryView")


@_attrs_define
class DistributionCategoryView:
    """
    Attributes:
        count (int):
        definition (str):
        example_trace_ids (list[str]):
        key (str):
        name (str):
        share (float):
    """

    count: int
    definition: str
    example_trace_ids: list[str]
    key: str
    name: str
    share: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        definition = self.definition

        example_trace_ids = self.example_trace_ids

        key = self.key

        name = self.name

        share = self.share

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "definition": definition,
                "example_trace_ids": example_trace_ids,
                "key": key,
                "name": name,
                "share": share,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        definition = d.pop("definition")

        example_trace_ids = cast(list[str], d.pop("example_trace_ids"))

        key = d.pop("key")

        name = d.pop("name")

        share = d.pop("share")

        distribution_category_view = cls(
            count=count,
            definition=definition,
            example_trace_ids=example_trace_ids,
            key=key,
            name=name,
            share=share,
        )

        distribution_category_view.additional_properties = d
        return distribution_category_view

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
