from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientTraceCoverage")


@_attrs_define
class ClientTraceCoverage:
    """
    Attributes:
        truncated (bool):
        dropped_steps (int | Unset):
        unsupported_spans (int | Unset):
    """

    truncated: bool
    dropped_steps: int | Unset = UNSET
    unsupported_spans: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        truncated = self.truncated

        dropped_steps = self.dropped_steps

        unsupported_spans = self.unsupported_spans

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "truncated": truncated,
            }
        )
        if dropped_steps is not UNSET:
            field_dict["dropped_steps"] = dropped_steps
        if unsupported_spans is not UNSET:
            field_dict["unsupported_spans"] = unsupported_spans

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        truncated = d.pop("truncated")

        dropped_steps = d.pop("dropped_steps", UNSET)

        unsupported_spans = d.pop("unsupported_spans", UNSET)

        client_trace_coverage = cls(
            truncated=truncated,
            dropped_steps=dropped_steps,
            unsupported_spans=unsupported_spans,
        )

        client_trace_coverage.additional_properties = d
        return client_trace_coverage

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
