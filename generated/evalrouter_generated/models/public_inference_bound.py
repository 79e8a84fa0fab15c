from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PublicInferenceBound")


@_attrs_define
class PublicInferenceBound:
    """
    Attributes:
        max_calls (int):
        max_input_tokens (int):
        max_output_tokens (int):
    """

    max_calls: int
    max_input_tokens: int
    max_output_tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_calls = self.max_calls

        max_input_tokens = self.max_input_tokens

        max_output_tokens = self.max_output_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_calls": max_calls,
                "max_input_tokens": max_input_tokens,
                "max_output_tokens": max_output_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_calls = d.pop("max_calls")

        max_input_tokens = d.pop("max_input_tokens")

        max_output_tokens = d.pop("max_output_tokens")

        public_inference_bound = cls(
            max_calls=max_calls,
            max_input_tokens=max_input_tokens,
            max_output_tokens=max_output_tokens,
        )

        public_inference_bound.additional_properties = d
        return public_inference_bound

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
