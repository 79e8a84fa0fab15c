from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicResources")


@_attrs_define
class PublicResources:
    """
    Attributes:
        cpu_millis (int):
        memory_mib (int):
        network (None | str | Unset):
    """

    cpu_millis: int
    memory_mib: int
    network: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu_millis = self.cpu_millis

        memory_mib = self.memory_mib

        network: None | str | Unset
        if isinstance(self.network, Unset):
            network = UNSET
        else:
            network = self.network

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cpu_millis": cpu_millis,
                "memory_mib": memory_mib,
            }
        )
        if network is not UNSET:
            field_dict["network"] = network

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu_millis = d.pop("cpu_millis")

        memory_mib = d.pop("memory_mib")

        network = cast(None | str | Unset, d.pop("network", UNSET))

        public_resources = cls(
            cpu_millis=cpu_millis,
            memory_mib=memory_mib,
            network=network,
        )

        public_resources.additional_properties = d
        return public_resources

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
