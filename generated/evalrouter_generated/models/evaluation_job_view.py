from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluationJobView")


@_attrs_define
class EvaluationJobView:
    """
    Attributes:
        attempt (int):
        created_at (str):
        evaluator_id (str):
        evaluator_version (int):
        id (str):
        status (str):
        trace_id (str):
        updated_at (str):
        completed_at (None | str | Unset):
        error_code (None | str | Unset):
        result (JsonObject | None | Unset):
        run_id (None | str | Unset):
        scope (None | str | Unset):
        target_episode_id (None | str | Unset):
        target_key (None | str | Unset):
        target_span_id (None | str | Unset):
        target_span_ids (list[str] | None | Unset):
    """

    attempt: int
    created_at: str
    evaluator_id: str
    evaluator_version: int
    id: str
    status: str
    trace_id: str
    updated_at: str
    completed_at: None | str | Unset = UNSET
    error_code: None | str | Unset = UNSET
    result: JsonObject | None | Unset = UNSET
    run_id: None | str | Unset = UNSET
    scope: None | str | Unset = UNSET
    target_episode_id: None | str | Unset = UNSET
    target_key: None | str | Unset = UNSET
    target_span_id: None | str | Unset = UNSET
    target_span_ids: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        created_at = self.created_at

        evaluator_id = self.evaluator_id

        evaluator_version = self.evaluator_version

        id = self.id

        status = self.status

        trace_id = self.trace_id

        updated_at = self.updated_at

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        else:
            completed_at = self.completed_at

        error_code: None | str | Unset
        if isinstance(self.error_code, Unset):
            error_code = UNSET
        else:
            error_code = self.error_code

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, JsonObject):
            result = self.result.to_dict()
        else:
            result = self.result

        run_id: None | str | Unset
        if isinstance(self.run_id, Unset):
            run_id = UNSET
        else:
            run_id = self.run_id

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

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
                "attempt": attempt,
                "created_at": created_at,
                "evaluator_id": evaluator_id,
                "evaluator_version": evaluator_version,
                "id": id,
                "status": status,
                "trace_id": trace_id,
                "updated_at": updated_at,
            }
        )
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if error_code is not UNSET:
            field_dict["error_code"] = error_code
        if result is not UNSET:
            field_dict["result"] = result
        if run_id is not UNSET:
            field_dict["run_id"] = run_id
        if scope is not UNSET:
            field_dict["scope"] = scope
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
        attempt = d.pop("attempt")

        created_at = d.pop("created_at")

        evaluator_id = d.pop("evaluator_id")

        evaluator_version = d.pop("evaluator_version")

        id = d.pop("id")

        status = d.pop("status")

        trace_id = d.pop("trace_id")

        updated_at = d.pop("updated_at")

        completed_at = cast(None | str | Unset, d.pop("completed_at", UNSET))

        error_code = cast(None | str | Unset, d.pop("error_code", UNSET))

        def _parse_result(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = JsonObject.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        run_id = cast(None | str | Unset, d.pop("run_id", UNSET))

        scope = cast(None | str | Unset, d.pop("scope", UNSET))

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

        evaluation_job_view = cls(
            attempt=attempt,
            created_at=created_at,
            evaluator_id=evaluator_id,
            evaluator_version=evaluator_version,
            id=id,
            status=status,
            trace_id=trace_id,
            updated_at=updated_at,
            completed_at=completed_at,
            error_code=error_code,
            result=result,
            run_id=run_id,
            scope=scope,
            target_episode_id=target_episode_id,
            target_key=target_key,
            target_span_id=target_span_id,
            target_span_ids=target_span_ids,
        )

        evaluation_job_view.additional_properties = d
        return evaluation_job_view

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
