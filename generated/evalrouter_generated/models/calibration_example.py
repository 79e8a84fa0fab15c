from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="CalibrationExample")


@_attrs_define
class CalibrationExample:
    """
    Attributes:
        content_sha256 (str):
        generated_draft (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        split_role (str):
    """

    content_sha256: str
    generated_draft: JsonObject
    id: str
    split_role: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_sha256 = self.content_sha256

        generated_draft = self.generated_draft.to_dict()

        id = self.id

        split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content_sha256": content_sha256,
                "generated_draft": generated_draft,
                "id": id,
                "split_role": split_role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_sha256 = d.pop("content_sha256")

        generated_draft = JsonObject.from_dict(d.pop("generated_draft"))

        id = d.pop("id")

        split_role = d.pop("split_role")

        calibration_example = cls(
            content_sha256=content_sha256,
            generated_draft=generated_draft,
            id=id,
            split_role=split_role,
        )

        calibration_example.additional_properties = d
        return calibration_example

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
