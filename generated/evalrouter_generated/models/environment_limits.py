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

        def _parse_cpu_millis(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cpu_millis = _parse_cpu_millis(d.pop("cpu_millis", UNSET))

        def _parse_duration_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds", UNSET))

        def _parse_max_observation_bytes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_observation_bytes = _parse_max_observation_bytes(d.pop("max_observation_bytes", UNSET))

        def _parse_max_output_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_output_tokens = _parse_max_output_tokens(d.pop("max_output_tokens", UNSET))

        def _parse_max_steps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_steps = _parse_max_steps(d.pop("max_steps", UNSET))

        def _parse_memory_mib(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        memory_mib = _parse_memory_mib(d.pop("memory_mib", UNSET))

        def _parse_network(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        network = _parse_network(d.pop("network", UNSET))

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
