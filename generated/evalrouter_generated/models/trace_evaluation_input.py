from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceEvaluationInput")


@_attrs_define
class TraceEvaluationInput:
    """
    Attributes:
        connection_id (None | str | Unset):
        evaluator_key (None | str | Unset):
        trace_id (None | str | Unset):
    """

    connection_id: None | str | Unset = UNSET
    evaluator_key: None | str | Unset = UNSET
    trace_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        evaluator_key: None | str | Unset
        if isinstance(self.evaluator_key, Unset):
            evaluator_key = UNSET
        else:
            evaluator_key = self.evaluator_key

        trace_id: None | str | Unset
        if isinstance(self.trace_id, Unset):
            trace_id = UNSET
        else:
            trace_id = self.trace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if evaluator_key is not UNSET:
            field_dict["evaluator_key"] = evaluator_key
        if trace_id is not UNSET:
            field_dict["trace_id"] = trace_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        evaluator_key = cast(None | str | Unset, d.pop("evaluator_key", UNSET))

        trace_id = cast(None | str | Unset, d.pop("trace_id", UNSET))

        trace_evaluation_input = cls(
            connection_id=connection_id,
            evaluator_key=evaluator_key,
            trace_id=trace_id,
        )

        trace_evaluation_input.additional_properties = d
        return trace_evaluation_input

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
