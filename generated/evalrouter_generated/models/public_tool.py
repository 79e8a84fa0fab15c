from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.public_tool_annotations import PublicToolAnnotations


T = TypeVar("T", bound="PublicTool")


@_attrs_define
class PublicTool:
    """
    Attributes:
        description (str):
        input_schema (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        name (str):
        requires (str):
        annotations (None | PublicToolAnnotations | Unset):
        max_arguments_bytes (int | None | Unset):
        max_result_bytes (int | None | Unset):
        output_schema (JsonObject | None | Unset):
    """

    description: str
    input_schema: JsonObject
    name: str
    requires: str
    annotations: None | PublicToolAnnotations | Unset = UNSET
    max_arguments_bytes: int | None | Unset = UNSET
    max_result_bytes: int | None | Unset = UNSET
    output_schema: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        input_schema = self.input_schema.to_dict()

        name = self.name

        requires = self.requires

        annotations: dict[str, Any] | None | Unset
        if isinstance(self.annotations, Unset):
            annotations = UNSET
        elif isinstance(self.annotations, PublicToolAnnotations):
            annotations = self.annotations.to_dict()
        else:
            annotations = self.annotations

        max_arguments_bytes: int | None | Unset
        if isinstance(self.max_arguments_bytes, Unset):
            max_arguments_bytes = UNSET
        else:
            max_arguments_bytes = self.max_arguments_bytes

        max_result_bytes: int | None | Unset
        if isinstance(self.max_result_bytes, Unset):
            max_result_bytes = UNSET
        else:
            max_result_bytes = self.max_result_bytes

        output_schema: dict[str, Any] | None | Unset
        if isinstance(self.output_schema, Unset):
            output_schema = UNSET
        elif isinstance(self.output_schema, JsonObject):
            output_schema = self.output_schema.to_dict()
        else:
            output_schema = self.output_schema

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "inputSchema": input_schema,
                "name": name,
                "requires": requires,
            }
        )
        if annotations is not UNSET:
            field_dict["annotations"] = annotations
        if max_arguments_bytes is not UNSET:
            field_dict["max_arguments_bytes"] = max_arguments_bytes
        if max_result_bytes is not UNSET:
            field_dict["max_result_bytes"] = max_result_bytes
        if output_schema is not UNSET:
            field_dict["outputSchema"] = output_schema

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        input_schema = JsonObject.from_dict(d.pop("inputSchema"))

        name = d.pop("name")

        requires = d.pop("requires")

        def _parse_annotations(data: object) -> None | PublicToolAnnotations | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                annotations_type_0 = PublicToolAnnotations.from_dict(data)

                return annotations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicToolAnnotations | Unset, data)

        annotations = _parse_annotations(d.pop("annotations", UNSET))

        max_arguments_bytes = cast(int | None | Unset, d.pop("max_arguments_bytes", UNSET))

        max_result_bytes = cast(int | None | Unset, d.pop("max_result_bytes", UNSET))

        def _parse_output_schema(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_schema_type_0 = JsonObject.from_dict(data)

                return output_schema_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        output_schema = _parse_output_schema(d.pop("outputSchema", UNSET))

        public_tool = cls(
            description=description,
            input_schema=input_schema,
            name=name,
            requires=requires,
            annotations=annotations,
            max_arguments_bytes=max_arguments_bytes,
            max_result_bytes=max_result_bytes,
            output_schema=output_schema,
        )

        public_tool.additional_properties = d
        return public_tool

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
from ..models.public_tool_annotations import PublicToolAnnotations
