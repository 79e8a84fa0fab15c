from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceEvaluatorVerdict")


@_attrs_define
class TraceEvaluatorVerdict:
    """
    Attributes:
        evaluated_at (str):
        evaluator_key (str):
        evaluator_version (int):
        finding_id (str):
        verdict (str):
        score (float | None | Unset):
    """

    evaluated_at: str
    evaluator_key: str
    evaluator_version: int
    finding_id: str
    verdict: str
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        evaluated_at = self.evaluated_at

        evaluator_key = self.evaluator_key

        evaluator_version = self.evaluator_version

        finding_id = self.finding_id

        verdict = self.verdict

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "evaluated_at": evaluated_at,
                "evaluator_key": evaluator_key,
                "evaluator_version": evaluator_version,
                "finding_id": finding_id,
                "verdict": verdict,
            }
        )
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evaluated_at = d.pop("evaluated_at")

        evaluator_key = d.pop("evaluator_key")

        evaluator_version = d.pop("evaluator_version")

        finding_id = d.pop("finding_id")

        verdict = d.pop("verdict")

        score = cast(float | None | Unset, d.pop("score", UNSET))

        trace_evaluator_verdict = cls(
            evaluated_at=evaluated_at,
            evaluator_key=evaluator_key,
            evaluator_version=evaluator_version,
            finding_id=finding_id,
            verdict=verdict,
            score=score,
        )

        trace_evaluator_verdict.additional_properties = d
        return trace_evaluator_verdict

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
