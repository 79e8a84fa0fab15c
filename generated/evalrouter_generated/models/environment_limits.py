from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EnvironmentLimits")


@_attrs_define
class EnvironmentLimits:
    """
    Attributes:
        cpu_millis (int | None | Unset):
        duration_seconds (int | None | Unset):
        max_observation_bytes (int | None | Unset):
        max_output_tokens (int | None | Unset):
        max_steps (int | None | Unset):
        memory_mib (int | None | Unset):
        network (None | str | Unset):
    """

    cpu_millis: int | None | Unset = UNSET
    duration_seconds: int | None | Unset = UNSET
    max_observation_bytes: int | None | Unset = UNSET
    max_output_tokens: int | None | Unset = UNSET
    max_steps: int | None | Unset = UNSET
    memory_mib: int | None | Unset = UNSET
    network: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu_millis: int | None | Unset
        if isinstance(self.cpu_millis, Unset):
            cpu_millis = UNSET
        else:
            cpu_millis = self.cpu_millis

        duration_seconds: int | None | Unset
        if isinstance(self.duration_seconds, Unset):
            duration_seconds = UNSET
        else:
            duration_seconds = self.duration_seconds

        max_observation_bytes: int | None | Unset
        if isinstance(self.max_observation_bytes, Unset):
            max_observation_bytes = UNSET
        else:
            max_observation_bytes = self.max_observation_bytes

        max_output_tokens: int | None | Unset
        if isinstance(self.max_output_tokens, Unset):
            max_output_tokens = UNSET
        else:
            max_output_tokens = self.max_output_tokens

        max_steps: int | None | Unset
        if isinstance(self.max_steps, Unset):
            max_steps = UNSET
        else:
            max_steps = self.max_steps

        memory_mib: int | None | Unset
        if isinstance(self.memory_mib, Unset):
            memory_mib = UNSET
        else:
            memory_mib = self.memory_mib

        network: None | str | Unset
        if isinstance(self.network, Unset):
            network = UNSET
        else:
            network = self.network

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cpu_millis is not UNSET:
            field_dict["cpu_millis"] = cpu_millis
        if duration_seconds is not UNSET:
            field_dict["duration_seconds"] = duration_seconds
        if max_observation_bytes is not UNSET:
            field_dict["max_observation_bytes"] = max_observation_bytes
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if max_steps is not UNSET:
            field_dict["max_steps"] = max_steps
        if memory_mib is not UNSET:
            field_dict["memory_mib"] = memory_mib
        if network is not UNSET:
            field_dict["network"] = network

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu_millis = cast(int | None | Unset, d.pop("cpu_millis", UNSET))

        duration_seconds = cast(int | None | Unset, d.pop("duration_seconds", UNSET))

        max_observation_bytes = cast(int | None | Unset, d.pop("max_observation_bytes", UNSET))

        max_output_tokens = cast(int | None | Unset, d.pop("max_output_tokens", UNSET))

        max_steps = cast(int | None | Unset, d.pop("max_steps", UNSET))

        memory_mib = cast(int | None | Unset, d.pop("memory_mib", UNSET))

        network = cast(None | str | Unset, d.pop("network", UNSET))

        environment_limits = cls(
            cpu_millis=cpu_millis,
            duration_seconds=duration_seconds,
            max_observation_bytes=max_observation_bytes,
            max_output_tokens=max_output_tokens,
            max_steps=max_steps,
            memory_mib=memory_mib,
            network=network,
        )

        environment_limits.additional_properties = d
        return environment_limits

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
