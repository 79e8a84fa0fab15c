from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="RunEvent")


@_attrs_define
class RunEvent:
    """
    Attributes:
        created_at (str):
        data (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        sequence (int):
        type_ (str):
    """

    created_at: str
    data: JsonObject
    sequence: int
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        data = self.data.to_dict()

        sequence = self.sequence

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "data": data,
                "sequence": sequence,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        data = JsonObject.from_dict(d.pop("data"))

        sequence = d.pop("sequence")

        type_ = d.pop("type")

        run_event = cls(
            created_at=created_at,
            data=data,
            sequence=sequence,
            type_=type_,
        )

        run_event.additional_properties = d
        return run_event

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
