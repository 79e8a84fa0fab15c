from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.semantic_finding_view import SemanticFindingView


T = TypeVar("T", bound="SemanticFindingPage")


@_attrs_define
class SemanticFindingPage:
    """
    Attributes:
        data (list[SemanticFindingView]):
        policy_id (str):
        taxonomy_version_id (str):
        next_cursor (None | str | Unset):
    """

    data: list[SemanticFindingView]
    policy_id: str
    taxonomy_version_id: str
    next_cursor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        policy_id = self.policy_id

        taxonomy_version_id = self.taxonomy_version_id

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "policy_id": policy_id,
                "taxonomy_version_id": taxonomy_version_id,
            }
        )
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = SemanticFindingView.from_dict(data_item_data)

            data.append(data_item)

        policy_id = d.pop("policy_id")

        taxonomy_version_id = d.pop("taxonomy_version_id")

        next_cursor = cast(None | str | Unset, d.pop("next_cursor", UNSET))

        semantic_finding_page = cls(
            data=data,
            policy_id=policy_id,
            taxonomy_version_id=taxonomy_version_id,
            next_cursor=next_cursor,
        )

        semantic_finding_page.additional_properties = d
        return semantic_finding_page

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


from ..models.semantic_finding_view import SemanticFindingView
