from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TraceEvidence")


@_attrs_define
class TraceEvidence:
    """
    Attributes:
        kind (Literal['traces']):
        trace_ids (list[str]):
    """

    kind: Literal["traces"]
    trace_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        trace_ids = self.trace_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "trace_ids": trace_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["traces"], d.pop("kind"))
        if kind != "traces":
            raise ValueError(f"kind must match const 'traces', got '{kind}'")

        trace_ids = cast(list[str], d.pop("trace_ids"))

        trace_evidence = cls(
            kind=kind,
            trace_ids=trace_ids,
        )

        trace_evidence.additional_properties = d
        return trace_evidence

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
