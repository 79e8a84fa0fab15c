from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="FindingView")


@_attrs_define
class FindingView:
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
        scope (None | str | Unset):
        score (float | None | Unset):
        target_episode_id (None | str | Unset):
        target_key (None | str | Unset):
        target_span_id (None | str | Unset):
        target_span_ids (list[str] | None | Unset):
    """

    created_at: str
    evaluator_key: str
    evaluator_version: int
    evidence: JsonObject
    id: str
    job_id: str
    status: str
    generated_rationale: None | str | Unset = UNSET
    scope: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    target_episode_id: None | str | Unset = UNSET
    target_key: None | str | Unset = UNSET
    target_span_id: None | str | Unset = UNSET
    target_span_ids: list[str] | None | Unset = UNSET
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

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        target_episode_id: None | str | Unset
        if isinstance(self.target_episode_id, Unset):
            target_episode_id = UNSET
        else:
            target_episode_id = self.target_episode_id

        target_key: None | str | Unset
        if isinstance(self.target_key, Unset):
            target_key = UNSET
        else:
            target_key = self.target_key

        target_span_id: None | str | Unset
        if isinstance(self.target_span_id, Unset):
            target_span_id = UNSET
        else:
            target_span_id = self.target_span_id

        target_span_ids: list[str] | None | Unset
        if isinstance(self.target_span_ids, Unset):
            target_span_ids = UNSET
        elif isinstance(self.target_span_ids, list):
            target_span_ids = self.target_span_ids

        else:
            target_span_ids = self.target_span_ids

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
        if scope is not UNSET:
            field_dict["scope"] = scope
        if score is not UNSET:
            field_dict["score"] = score
        if target_episode_id is not UNSET:
            field_dict["target_episode_id"] = target_episode_id
        if target_key is not UNSET:
            field_dict["target_key"] = target_key
        if target_span_id is not UNSET:
            field_dict["target_span_id"] = target_span_id
        if target_span_ids is not UNSET:
            field_dict["target_span_ids"] = target_span_ids

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

        scope = cast(None | str | Unset, d.pop("scope", UNSET))

        score = cast(float | None | Unset, d.pop("score", UNSET))

        target_episode_id = cast(None | str | Unset, d.pop("target_episode_id", UNSET))

        target_key = cast(None | str | Unset, d.pop("target_key", UNSET))

        target_span_id = cast(None | str | Unset, d.pop("target_span_id", UNSET))

        def _parse_target_span_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_span_ids_type_0 = cast(list[str], data)

                return target_span_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        target_span_ids = _parse_target_span_ids(d.pop("target_span_ids", UNSET))

        finding_view = cls(
            created_at=created_at,
            evaluator_key=evaluator_key,
            evaluator_version=evaluator_version,
            evidence=evidence,
            id=id,
            job_id=job_id,
            status=status,
            generated_rationale=generated_rationale,
            scope=scope,
            score=score,
            target_episode_id=target_episode_id,
            target_key=target_key,
            target_span_id=target_span_id,
            target_span_ids=target_span_ids,
        )

        finding_view.additional_properties = d
        return finding_view

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
