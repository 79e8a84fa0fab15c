from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NodeRuntimeConfig")


@_attrs_define
class NodeRuntimeConfig:
    """
    Attributes:
        entrypoint (str):
        framework_version (str):
        kind (Literal['node-npm']):
    """

    entrypoint: str
    framework_version: str
    kind: Literal["node-npm"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrypoint = self.entrypoint

        framework_version = self.framework_version

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrypoint": entrypoint,
                "framework_version": framework_version,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entrypoint = d.pop("entrypoint")

        framework_version = d.pop("framework_version")

        kind = cast(Literal["node-npm"], d.pop("kind"))
        if kind != "node-npm":
            raise ValueError(f"kind must match const 'node-npm', got '{kind}'")

        node_runtime_config = cls(
            entrypoint=entrypoint,
            framework_version=framework_version,
            kind=kind,
        )

        node_runtime_config.additional_properties = d
        return node_runtime_config

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
