from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="JudgeSelection")


@_attrs_define
class JudgeSelection:
    """
    Attributes:
        model (SelectedModel):
        protocol (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
    """

    model: SelectedModel
    protocol: JsonObject
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model.to_dict()

        protocol = self.protocol.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
                "protocol": protocol,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = SelectedModel.from_dict(d.pop("model"))

        protocol = JsonObject.from_dict(d.pop("protocol"))

        judge_selection = cls(
            model=model,
            protocol=protocol,
        )

        judge_selection.additional_properties = d
        return judge_selection

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


from ..models.json_object import JsonObject
from ..models.selected_model import SelectedModel
