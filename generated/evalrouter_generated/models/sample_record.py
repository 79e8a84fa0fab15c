from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.sample_record_call_failures_by_class_type_0 import (
        SampleRecordCallFailuresByClassType0,
    )


T = TypeVar("T", bound="SampleRecord")


@_attrs_define
class SampleRecord:
    """
    Attributes:
        id (str):
        metric_values (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        outcome (str):
        profile_id (str):
        status (str):
        task_id (str):
        answers_withheld (bool | None | Unset):
        call_failures_by_class (None | SampleRecordCallFailuresByClassType0 | Unset):
        completed_at (None | str | Unset):
        epoch (int | None | Unset):
        error_code (None | str | Unset):
        failure_class (None | str | Unset):
        judged_by (None | str | Unset):
        model_index (int | None | Unset):
        model_outcome (None | str | Unset):
        output_format (None | str | Unset):
        score (float | None | Unset):
        uncertain (bool | None | Unset):
        verdict (None | str | Unset):
        verdict_code (None | str | Unset):
    """

    id: str
    metric_values: JsonObject
    outcome: str
    profile_id: str
    status: str
    task_id: str
    answers_withheld: bool | None | Unset = UNSET
    call_failures_by_class: None | SampleRecordCallFailuresByClassType0 | Unset = UNSET
    completed_at: None | str | Unset = UNSET
    epoch: int | None | Unset = UNSET
    error_code: None | str | Unset = UNSET
    failure_class: None | str | Unset = UNSET
    judged_by: None | str | Unset = UNSET
    model_index: int | None | Unset = UNSET
    model_outcome: None | str | Unset = UNSET
    output_format: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    uncertain: bool | None | Unset = UNSET
    verdict: None | str | Unset = UNSET
    verdict_code: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        metric_values = self.metric_values.to_dict()

        outcome = self.outcome

        profile_id = self.profile_id

        status = self.status

        task_id = self.task_id

        answers_withheld: bool | None | Unset
        if isinstance(self.answers_withheld, Unset):
            answers_withheld = UNSET
        else:
            answers_withheld = self.answers_withheld

        call_failures_by_class: dict[str, Any] | None | Unset
        if isinstance(self.call_failures_by_class, Unset):
            call_failures_by_class = UNSET
        elif isinstance(self.call_failures_by_class, SampleRecordCallFailuresByClassType0):
            call_failures_by_class = self.call_failures_by_class.to_dict()
        else:
            call_failures_by_class = self.call_failures_by_class

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        else:
            completed_at = self.completed_at

        epoch: int | None | Unset
        if isinstance(self.epoch, Unset):
            epoch = UNSET
        else:
            epoch = self.epoch

        error_code: None | str | Unset
        if isinstance(self.error_code, Unset):
            error_code = UNSET
        else:
            error_code = self.error_code

        failure_class: None | str | Unset
        if isinstance(self.failure_class, Unset):
            failure_class = UNSET
        else:
            failure_class = self.failure_class

        judged_by: None | str | Unset
        if isinstance(self.judged_by, Unset):
            judged_by = UNSET
        else:
            judged_by = self.judged_by

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        model_outcome: None | str | Unset
        if isinstance(self.model_outcome, Unset):
            model_outcome = UNSET
        else:
            model_outcome = self.model_outcome

        output_format: None | str | Unset
        if isinstance(self.output_format, Unset):
            output_format = UNSET
        else:
            output_format = self.output_format

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        uncertain: bool | None | Unset
        if isinstance(self.uncertain, Unset):
            uncertain = UNSET
        else:
            uncertain = self.uncertain

        verdict: None | str | Unset
        if isinstance(self.verdict, Unset):
            verdict = UNSET
        else:
            verdict = self.verdict

        verdict_code: None | str | Unset
        if isinstance(self.verdict_code, Unset):
            verdict_code = UNSET
        else:
            verdict_code = self.verdict_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "metric_values": metric_values,
                "outcome": outcome,
                "profile_id": profile_id,
                "status": status,
                "task_id": task_id,
            }
        )
        if answers_withheld is not UNSET:
            field_dict["answers_withheld"] = answers_withheld
        if call_failures_by_class is not UNSET:
            field_dict["call_failures_by_class"] = call_failures_by_class
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if epoch is not UNSET:
            field_dict["epoch"] = epoch
        if error_code is not UNSET:
            field_dict["error_code"] = error_code
        if failure_class is not UNSET:
            field_dict["failure_class"] = failure_class
        if judged_by is not UNSET:
            field_dict["judged_by"] = judged_by
        if model_index is not UNSET:
            field_dict["model_index"] = model_index
        if model_outcome is not UNSET:
            field_dict["model_outcome"] = model_outcome
        if output_format is not UNSET:
            field_dict["output_format"] = output_format
        if score is not UNSET:
            field_dict["score"] = score
        if uncertain is not UNSET:
            field_dict["uncertain"] = uncertain
        if verdict is not UNSET:
            field_dict["verdict"] = verdict
        if verdict_code is not UNSET:
            field_dict["verdict_code"] = verdict_code

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        metric_values = JsonObject.from_dict(d.pop("metric_values"))

        outcome = d.pop("outcome")

        profile_id = d.pop("profile_id")

        status = d.pop("status")

        task_id = d.pop("task_id")

        answers_withheld = cast(bool | None | Unset, d.pop("answers_withheld", UNSET))

        def _parse_call_failures_by_class(
            data: object,
        ) -> None | SampleRecordCallFailuresByClassType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                call_failures_by_class_type_0 = SampleRecordCallFailuresByClassType0.from_dict(data)

                return call_failures_by_class_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SampleRecordCallFailuresByClassType0 | Unset, data)

        call_failures_by_class = _parse_call_failures_by_class(
            d.pop("call_failures_by_class", UNSET)
        )

        completed_at = cast(None | str | Unset, d.pop("completed_at", UNSET))

        epoch = cast(int | None | Unset, d.pop("epoch", UNSET))

        error_code = cast(None | str | Unset, d.pop("error_code", UNSET))

        failure_class = cast(None | str | Unset, d.pop("failure_class", UNSET))

        judged_by = cast(None | str | Unset, d.pop("judged_by", UNSET))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        model_outcome = cast(None | str | Unset, d.pop("model_outcome", UNSET))

        output_format = cast(None | str | Unset, d.pop("output_format", UNSET))

        score = cast(float | None | Unset, d.pop("score", UNSET))

        uncertain = cast(bool | None | Unset, d.pop("uncertain", UNSET))

        verdict = cast(None | str | Unset, d.pop("verdict", UNSET))

        verdict_code = cast(None | str | Unset, d.pop("verdict_code", UNSET))

        sample_record = cls(
            id=id,
            metric_values=metric_values,
            outcome=outcome,
            profile_id=profile_id,
            status=status,
            task_id=task_id,
            answers_withheld=answers_withheld,
            call_failures_by_class=call_failures_by_class,
            completed_at=completed_at,
            epoch=epoch,
            error_code=error_code,
            failure_class=failure_class,
            judged_by=judged_by,
            model_index=model_index,
            model_outcome=model_outcome,
            output_format=output_format,
            score=score,
            uncertain=uncertain,
            verdict=verdict,
            verdict_code=verdict_code,
        )

        sample_record.additional_properties = d
        return sample_record

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
from ..models.sample_record_call_failures_by_class_type_0 import (
    SampleRecordCallFailuresByClassType0,
)
