from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TuneDraftingTerms")


@_attrs_define
class TuneDraftingTerms:
    """
    Attributes:
        display_name (str):
        drafting_minimum_microusd (str):
        model_id (str):
        route_id (str):
    """

    display_name: str
    drafting_minimum_microusd: str
    model_id: str
    route_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        drafting_minimum_microusd = self.drafting_minimum_microusd

        model_id = self.model_id

        route_id = self.route_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display_name": display_name,
                "drafting_minimum_microusd": drafting_minimum_microusd,
                "model_id": model_id,
                "route_id": route_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        drafting_minimum_microusd = d.pop("drafting_minimum_microusd")

        model_id = d.pop("model_id")

        route_id = d.pop("route_id")

        tune_drafting_terms = cls(
            display_name=display_name,
            drafting_minimum_microusd=drafting_minimum_microusd,
            model_id=model_id,
            route_id=route_id,
        )

        tune_drafting_terms.additional_properties = d
        return tune_drafting_terms

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
