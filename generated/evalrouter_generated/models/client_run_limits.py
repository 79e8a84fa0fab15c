from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientRunLimits")


@_attrs_define
class ClientRunLimits:
    """
    Attributes:
        attempt_seconds (int | Unset):
        idle_seconds (int | None | Unset):
        max_calls (int | Unset):
        max_cost_microusd (int | None | Unset):
        max_input_bytes (int | Unset):
        max_output_tokens (int | Unset):
        request_seconds (int | Unset):
    """

    attempt_seconds: int | Unset = UNSET
    idle_seconds: int | None | Unset = UNSET
    max_calls: int | Unset = UNSET
    max_cost_microusd: int | None | Unset = UNSET
    max_input_bytes: int | Unset = UNSET
    max_output_tokens: int | Unset = UNSET
    request_seconds: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_seconds = self.attempt_seconds

        idle_seconds: int | None | Unset
        if isinstance(self.idle_seconds, Unset):
            idle_seconds = UNSET
        else:
            idle_seconds = self.idle_seconds

        max_calls = self.max_calls

        max_cost_microusd: int | None | Unset
        if isinstance(self.max_cost_microusd, Unset):
            max_cost_microusd = UNSET
        else:
            max_cost_microusd = self.max_cost_microusd

        max_input_bytes = self.max_input_bytes

        max_output_tokens = self.max_output_tokens

        request_seconds = self.request_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if attempt_seconds is not UNSET:
            field_dict["attempt_seconds"] = attempt_seconds
        if idle_seconds is not UNSET:
            field_dict["idle_seconds"] = idle_seconds
        if max_calls is not UNSET:
            field_dict["max_calls"] = max_calls
        if max_cost_microusd is not UNSET:
            field_dict["max_cost_microusd"] = max_cost_microusd
        if max_input_bytes is not UNSET:
            field_dict["max_input_bytes"] = max_input_bytes
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if request_seconds is not UNSET:
            field_dict["request_seconds"] = request_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt_seconds = d.pop("attempt_seconds", UNSET)

        idle_seconds = cast(int | None | Unset, d.pop("idle_seconds", UNSET))

        max_calls = d.pop("max_calls", UNSET)

        max_cost_microusd = cast(int | None | Unset, d.pop("max_cost_microusd", UNSET))

        max_input_bytes = d.pop("max_input_bytes", UNSET)

        max_output_tokens = d.pop("max_output_tokens", UNSET)

        request_seconds = d.pop("request_seconds", UNSET)

        client_run_limits = cls(
            attempt_seconds=attempt_seconds,
            idle_seconds=idle_seconds,
            max_calls=max_calls,
            max_cost_microusd=max_cost_microusd,
            max_input_bytes=max_input_bytes,
            max_output_tokens=max_output_tokens,
            request_seconds=request_seconds,
        )

        client_run_limits.additional_properties = d
        return client_run_limits

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
