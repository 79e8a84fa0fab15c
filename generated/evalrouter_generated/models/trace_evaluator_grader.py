from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TraceEvaluatorGrader")


@_attrs_define
class TraceEvaluatorGrader:
    """
    Attributes:
        evaluator_id (str):
        kind (Literal['trace_evaluator']):
    """

    evaluator_id: str
    kind: Literal["trace_evaluator"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        evaluator_id = self.evaluator_id

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "evaluator_id": evaluator_id,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evaluator_id = d.pop("evaluator_id")

        kind = cast(Literal["trace_evaluator"], d.pop("kind"))
        if kind != "trace_evaluator":
            raise ValueError(f"kind must match const 'trace_evaluator', got '{kind}'")

        trace_evaluator_grader = cls(
            evaluator_id=evaluator_id,
            kind=kind,
        )

        trace_evaluator_grader.additional_properties = d
        return trace_evaluator_grader

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
