from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskCapabilities")


@_attrs_define
class TaskCapabilities:
    """
    Attributes:
        toolsets (list[str]):
        task_protocol (None | str | Unset):
    """

    toolsets: list[str]
    task_protocol: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        toolsets = self.toolsets

        task_protocol: None | str | Unset
        if isinstance(self.task_protocol, Unset):
            task_protocol = UNSET
        else:
            task_protocol = self.task_protocol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "toolsets": toolsets,
            }
        )
        if task_protocol is not UNSET:
            field_dict["task_protocol"] = task_protocol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        toolsets = cast(list[str], d.pop("toolsets"))

        task_protocol = cast(None | str | Unset, d.pop("task_protocol", UNSET))

        task_capabilities = cls(
            toolsets=toolsets,
            task_protocol=task_protocol,
        )

        task_capabilities.additional_properties = d
        return task_capabilities

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
