from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LocalAgent")


@_attrs_define
class LocalAgent:
    """
    Attributes:
        command_digest (str):
        declared_name (str):
        kind (Literal['local']):
    """

    command_digest: str
    declared_name: str
    kind: Literal["local"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command_digest = self.command_digest

        declared_name = self.declared_name

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_digest": command_digest,
                "declared_name": declared_name,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        command_digest = d.pop("command_digest")

        declared_name = d.pop("declared_name")

        kind = cast(Literal["local"], d.pop("kind"))
        if kind != "local":
            raise ValueError(f"kind must match const 'local', got '{kind}'")

        local_agent = cls(
            command_digest=command_digest,
            declared_name=declared_name,
            kind=kind,
        )

        local_agent.additional_properties = d
        return local_agent

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
