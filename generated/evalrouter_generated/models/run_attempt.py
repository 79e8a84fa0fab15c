from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="RunAttempt")


@_attrs_define
class RunAttempt:
    """
    Attributes:
        attempt_no (int):
        budget_exhausted (None | str):
        composition_sha256 (None | str):
        created_at (str):
        deadline_at (str):
        ended_at (None | str):
        epoch (int):
        gateway_calls (int):
        graded_revision (int | None):
        id (str):
        inputs_sha256 (None | str):
        lease_expires_at (None | str):
        outcome (None | Outcome):
        retry_of (None | str):
        run_id (str):
        state (str):
        submission_revision (int):
        task_id (str):
        failure_class (None | str | Unset):
        model_outcome (None | str | Unset):
    """

    attempt_no: int
    budget_exhausted: None | str
    composition_sha256: None | str
    created_at: str
    deadline_at: str
    ended_at: None | str
    epoch: int
    gateway_calls: int
    graded_revision: int | None
    id: str
    inputs_sha256: None | str
    lease_expires_at: None | str
    outcome: None | Outcome
    retry_of: None | str
    run_id: str
    state: str
    submission_revision: int
    task_id: str
    failure_class: None | str | Unset = UNSET
    model_outcome: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_no = self.attempt_no

        budget_exhausted: None | str
        budget_exhausted = self.budget_exhausted

        composition_sha256: None | str
        composition_sha256 = self.composition_sha256

        created_at = self.created_at

        deadline_at = self.deadline_at

        ended_at: None | str
        ended_at = self.ended_at

        epoch = self.epoch

        gateway_calls = self.gateway_calls

        graded_revision: int | None
        graded_revision = self.graded_revision

        id = self.id

        inputs_sha256: None | str
        inputs_sha256 = self.inputs_sha256

        lease_expires_at: None | str
        lease_expires_at = self.lease_expires_at

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        retry_of: None | str
        retry_of = self.retry_of

        run_id = self.run_id

        state = self.state

        submission_revision = self.submission_revision

        task_id = self.task_id

        failure_class: None | str | Unset
        if isinstance(self.failure_class, Unset):
            failure_class = UNSET
        else:
            failure_class = self.failure_class

        model_outcome: None | str | Unset
        if isinstance(self.model_outcome, Unset):
            model_outcome = UNSET
        else:
            model_outcome = self.model_outcome

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt_no": attempt_no,
                "budget_exhausted": budget_exhausted,
                "composition_sha256": composition_sha256,
                "created_at": created_at,
                "deadline_at": deadline_at,
                "ended_at": ended_at,
                "epoch": epoch,
                "gateway_calls": gateway_calls,
                "graded_revision": graded_revision,
                "id": id,
                "inputs_sha256": inputs_sha256,
                "lease_expires_at": lease_expires_at,
                "outcome": outcome,
                "retry_of": retry_of,
                "run_id": run_id,
                "state": state,
                "submission_revision": submission_revision,
                "task_id": task_id,
            }
        )
        if failure_class is not UNSET:
            field_dict["failure_class"] = failure_class
        if model_outcome is not UNSET:
            field_dict["model_outcome"] = model_outcome

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt_no = d.pop("attempt_no")

        budget_exhausted = cast(None | str, d.pop("budget_exhausted"))

        composition_sha256 = cast(None | str, d.pop("composition_sha256"))

        created_at = d.pop("created_at")

        deadline_at = d.pop("deadline_at")

        ended_at = cast(None | str, d.pop("ended_at"))

        epoch = d.pop("epoch")

        gateway_calls = d.pop("gateway_calls")

        graded_revision = cast(int | None, d.pop("graded_revision"))

        id = d.pop("id")

        inputs_sha256 = cast(None | str, d.pop("inputs_sha256"))

        lease_expires_at = cast(None | str, d.pop("lease_expires_at"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        retry_of = cast(None | str, d.pop("retry_of"))

        run_id = d.pop("run_id")

        state = d.pop("state")

        submission_revision = d.pop("submission_revision")

        task_id = d.pop("task_id")

        failure_class = cast(None | str | Unset, d.pop("failure_class", UNSET))

        model_outcome = cast(None | str | Unset, d.pop("model_outcome", UNSET))

        run_attempt = cls(
            attempt_no=attempt_no,
            budget_exhausted=budget_exhausted,
            composition_sha256=composition_sha256,
            created_at=created_at,
            deadline_at=deadline_at,
            ended_at=ended_at,
            epoch=epoch,
            gateway_calls=gateway_calls,
            graded_revision=graded_revision,
            id=id,
            inputs_sha256=inputs_sha256,
            lease_expires_at=lease_expires_at,
            outcome=outcome,
            retry_of=retry_of,
            run_id=run_id,
            state=state,
            submission_revision=submission_revision,
            task_id=task_id,
            failure_class=failure_class,
            model_outcome=model_outcome,
        )

        run_attempt.additional_properties = d
        return run_attempt

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


from ..models.outcome import Outcome
