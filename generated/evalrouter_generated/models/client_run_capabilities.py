from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientRunCapabilities")


@_attrs_define
class ClientRunCapabilities:
    """
    Attributes:
        registry_snapshots (list[str]):
        toolsets (list[str]):
        hosted_resource_cleanup_supported (bool | None | Unset):
        task_protocol (None | str | Unset):
    """

    registry_snapshots: list[str]
    toolsets: list[str]
    hosted_resource_cleanup_supported: bool | None | Unset = UNSET
    task_protocol: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        registry_snapshots = self.registry_snapshots

        toolsets = self.toolsets

        hosted_resource_cleanup_supported: bool | None | Unset
        if isinstance(self.hosted_resource_cleanup_supported, Unset):
            hosted_resource_cleanup_supported = UNSET
        else:
            hosted_resource_cleanup_supported = self.hosted_resource_cleanup_supported

        task_protocol: None | str | Unset
        if isinstance(self.task_protocol, Unset):
            task_protocol = UNSET
        else:
            task_protocol = self.task_protocol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "registry_snapshots": registry_snapshots,
                "toolsets": toolsets,
            }
        )
        if hosted_resource_cleanup_supported is not UNSET:
            field_dict["hosted_resource_cleanup_supported"] = hosted_resource_cleanup_supported
        if task_protocol is not UNSET:
            field_dict["task_protocol"] = task_protocol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        registry_snapshots = cast(list[str], d.pop("registry_snapshots"))

        toolsets = cast(list[str], d.pop("toolsets"))

        hosted_resource_cleanup_supported = cast(
            bool | None | Unset, d.pop("hosted_resource_cleanup_supported", UNSET)
        )

        task_protocol = cast(None | str | Unset, d.pop("task_protocol", UNSET))

        client_run_capabilities = cls(
            registry_snapshots=registry_snapshots,
            toolsets=toolsets,
            hosted_resource_cleanup_supported=hosted_resource_cleanup_supported,
            task_protocol=task_protocol,
        )

        client_run_capabilities.additional_properties = d
        return client_run_capabilities

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
