from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.result_group_child import ResultGroupChild
    from ..models.result_group_summary import ResultGroupSummary


T = TypeVar("T", bound="ResultGroupModel")


@_attrs_define
class ResultGroupModel:
    """
    Attributes:
        children (list[ResultGroupChild]):
        model_key (str):
        model_label (str):
        summary (ResultGroupSummary):
    """

    children: list[ResultGroupChild]
    model_key: str
    model_label: str
    summary: ResultGroupSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        children = []
        for children_item_data in self.children:
            children_item = children_item_data.to_dict()
            children.append(children_item)

        model_key = self.model_key

        model_label = self.model_label

        summary = self.summary.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "children": children,
                "model_key": model_key,
                "model_label": model_label,
                "summary": summary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        children = []
        _children = d.pop("children")
        for children_item_data in _children:
            children_item = ResultGroupChild.from_dict(children_item_data)

            children.append(children_item)

        model_key = d.pop("model_key")

        model_label = d.pop("model_label")

        summary = ResultGroupSummary.from_dict(d.pop("summary"))

        result_group_model = cls(
            children=children,
            model_key=model_key,
            model_label=model_label,
            summary=summary,
        )

        result_group_model.additional_properties = d
        return result_group_model

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


from ..models.result_group_child import ResultGroupChild
from ..models.result_group_summary import ResultGroupSummary
