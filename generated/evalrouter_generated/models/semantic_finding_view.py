from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="SemanticFindingView")


@_attrs_define
class SemanticFindingView:
    """
    Attributes:
        behavior_id (str):
        category_definition (str):
        category_key (str):
        category_name (str):
        evaluator_id (str):
        evaluator_key (str):
        evidence (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        finding_id (str):
        needs_review (bool):
        semantic_overlay (bool):
        status (str):
        trace_id (str):
        rationale (None | str | Unset):
        score (float | None | Unset):
    """

    behavior_id: str
    category_definition: str
    category_key: str
    category_name: str
    evaluator_id: str
    evaluator_key: str
    evidence: JsonObject
    finding_id: str
    needs_review: bool
    semantic_overlay: bool
    status: str
    trace_id: str
    rationale: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        behavior_id = self.behavior_id

        category_definition = self.category_definition

        category_key = self.category_key

        category_name = self.category_name

        evaluator_id = self.evaluator_id

        evaluator_key = self.evaluator_key

        evidence = self.evidence.to_dict()

        finding_id = self.finding_id

        needs_review = self.needs_review

        semantic_overlay = self.semantic_overlay

        status = self.status

        trace_id = self.trace_id

        rationale: None | str | Unset
        if isinstance(self.rationale, Unset):
            rationale = UNSET
        else:
            rationale = self.rationale

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "behavior_id": behavior_id,
                "category_definition": category_definition,
                "category_key": category_key,
                "category_name": category_name,
                "evaluator_id": evaluator_id,
                "evaluator_key": evaluator_key,
                "evidence": evidence,
                "finding_id": finding_id,
                "needs_review": needs_review,
                "semantic_overlay": semantic_overlay,
                "status": status,
                "trace_id": trace_id,
            }
        )
        if rationale is not UNSET:
            field_dict["rationale"] = rationale
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        behavior_id = d.pop("behavior_id")

        category_definition = d.pop("category_definition")

        category_key = d.pop("category_key")

        category_name = d.pop("category_name")

        evaluator_id = d.pop("evaluator_id")

        evaluator_key = d.pop("evaluator_key")

        evidence = JsonObject.from_dict(d.pop("evidence"))

        finding_id = d.pop("finding_id")

        needs_review = d.pop("needs_review")

        semantic_overlay = d.pop("semantic_overlay")

        status = d.pop("status")

        trace_id = d.pop("trace_id")

        rationale = cast(None | str | Unset, d.pop("rationale", UNSET))

        score = cast(float | None | Unset, d.pop("score", UNSET))

        semantic_finding_view = cls(
            behavior_id=behavior_id,
            category_definition=category_definition,
            category_key=category_key,
            category_name=category_name,
            evaluator_id=evaluator_id,
            evaluator_key=evaluator_key,
            evidence=evidence,
            finding_id=finding_id,
            needs_review=needs_review,
            semantic_overlay=semantic_overlay,
            status=status,
            trace_id=trace_id,
            rationale=rationale,
            score=score,
        )

        semantic_finding_view.additional_properties = d
        return semantic_finding_view

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


from ..models.json_object import JsonObject
