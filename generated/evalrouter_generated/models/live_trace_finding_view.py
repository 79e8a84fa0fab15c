from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="LiveTraceFindingView")


@_attrs_define
class LiveTraceFindingView:
    """
    Attributes:
        created_at (str):
        evaluator_key (str):
        evaluator_version (int):
        evidence (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        job_id (str):
        status (str):
        generated_rationale (None | str | Unset):
        score (float | None | Unset):
    """

    created_at: str
    evaluator_key: str
    evaluator_version: int
    evidence: JsonObject
    id: str
    job_id: str
    status: str
    generated_rationale: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        evaluator_key = self.evaluator_key

        evaluator_version = self.evaluator_version

        evidence = self.evidence.to_dict()

        id = self.id

        job_id = self.job_id

        status = self.status

        generated_rationale: None | str | Unset
        if isinstance(self.generated_rationale, Unset):
            generated_rationale = UNSET
        else:
            generated_rationale = self.generated_rationale

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "evaluator_key": evaluator_key,
                "evaluator_version": evaluator_version,
                "evidence": evidence,
                "id": id,
                "job_id": job_id,
                "status": status,
            }
        )
        if generated_rationale is not UNSET:
            field_dict["generated_rationale"] = generated_rationale
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        evaluator_key = d.pop("evaluator_key")

        evaluator_version = d.pop("evaluator_version")

        evidence = JsonObject.from_dict(d.pop("evidence"))

        id = d.pop("id")

        job_id = d.pop("job_id")

        status = d.pop("status")

        generated_rationale = cast(None | str | Unset, d.pop("generated_rationale", UNSET))

        score = cast(float | None | Unset, d.pop("score", UNSET))

        live_trace_finding_view = cls(
            created_at=created_at,
            evaluator_key=evaluator_key,
            evaluator_version=evaluator_version,
            evidence=evidence,
            id=id,
            job_id=job_id,
            status=status,
            generated_rationale=generated_rationale,
            score=score,
        )

        live_trace_finding_view.additional_properties = d
        return live_trace_finding_view

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
