from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="TraceSourceInput")


@_attrs_define
class TraceSourceInput:
    """
    Attributes:
        name (str):
        source_key (str):
        environment (None | str | Unset):
        metadata (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
        model (None | str | Unset):
    """

    name: str
    source_key: str
    environment: None | str | Unset = UNSET
    metadata: JsonObject | Unset = UNSET
    model: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        source_key = self.source_key

        environment: None | str | Unset
        if isinstance(self.environment, Unset):
            environment = UNSET
        else:
            environment = self.environment

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "source_key": source_key,
            }
        )
        if environment is not UNSET:
            field_dict["environment"] = environment
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if model is not UNSET:
            field_dict["model"] = model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        source_key = d.pop("source_key")

        environment = cast(None | str | Unset, d.pop("environment", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: JsonObject | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = JsonObject.from_dict(_metadata)

        model = cast(None | str | Unset, d.pop("model", UNSET))

        trace_source_input = cls(
            name=name,
            source_key=source_key,
            environment=environment,
            metadata=metadata,
            model=model,
        )

        trace_source_input.additional_properties = d
        return trace_source_input

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
