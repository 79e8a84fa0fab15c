from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.connection_input_language import (
    ConnectionInputLanguage,
    check_connection_input_language,
)

T = TypeVar("T", bound="ConnectionInput")


@_attrs_define
class ConnectionInput:
    """
    Attributes:
        framework (str):
        language (ConnectionInputLanguage):
        name (str):
    """

    framework: str
    language: ConnectionInputLanguage
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        framework = self.framework

        language: str = self.language

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "framework": framework,
                "language": language,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        framework = d.pop("framework")

        language = check_connection_input_language(d.pop("language"))

        name = d.pop("name")

        connection_input = cls(
            framework=framework,
            language=language,
            name=name,
        )

        connection_input.additional_properties = d
        return connection_input

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
