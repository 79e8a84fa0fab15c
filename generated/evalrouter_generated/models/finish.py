from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.finish_ended_by_type_0 import FinishEndedByType0, check_finish_ended_by_type_0
from ..models.finish_failure_code_type_0 import (
    FinishFailureCodeType0,
    check_finish_failure_code_type_0,
)
from ..models.finish_outcome import FinishOutcome, check_finish_outcome
from ..models.finish_stop_reason_type_0 import (
    FinishStopReasonType0,
    check_finish_stop_reason_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="Finish")


@_attrs_define
class Finish:
    """
    Attributes:
        outcome (FinishOutcome):
        ended_by (FinishEndedByType0 | None | Unset):
        failure_code (FinishFailureCodeType0 | None | Unset):
        stop_reason (FinishStopReasonType0 | None | Unset):
    """

    outcome: FinishOutcome
    ended_by: FinishEndedByType0 | None | Unset = UNSET
    failure_code: FinishFailureCodeType0 | None | Unset = UNSET
    stop_reason: FinishStopReasonType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome: str = self.outcome

        ended_by: None | str | Unset
        if isinstance(self.ended_by, Unset):
            ended_by = UNSET
        elif isinstance(self.ended_by, str):
            ended_by = self.ended_by
        else:
            ended_by = self.ended_by

        failure_code: None | str | Unset
        if isinstance(self.failure_code, Unset):
            failure_code = UNSET
        elif isinstance(self.failure_code, str):
            failure_code = self.failure_code
        else:
            failure_code = self.failure_code

        stop_reason: None | str | Unset
        if isinstance(self.stop_reason, Unset):
            stop_reason = UNSET
        elif isinstance(self.stop_reason, str):
            stop_reason = self.stop_reason
        else:
            stop_reason = self.stop_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
            }
        )
        if ended_by is not UNSET:
            field_dict["ended_by"] = ended_by
        if failure_code is not UNSET:
            field_dict["failure_code"] = failure_code
        if stop_reason is not UNSET:
            field_dict["stop_reason"] = stop_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        outcome = check_finish_outcome(d.pop("outcome"))

        def _parse_ended_by(data: object) -> FinishEndedByType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_0 = check_finish_ended_by_type_0(data)

                return ended_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FinishEndedByType0 | None | Unset, data)

        ended_by = _parse_ended_by(d.pop("ended_by", UNSET))

        def _parse_failure_code(data: object) -> FinishFailureCodeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failure_code_type_0 = check_finish_failure_code_type_0(data)

                return failure_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FinishFailureCodeType0 | None | Unset, data)

        failure_code = _parse_failure_code(d.pop("failure_code", UNSET))

        def _parse_stop_reason(data: object) -> FinishStopReasonType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_type_0 = check_finish_stop_reason_type_0(data)

                return stop_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FinishStopReasonType0 | None | Unset, data)

        stop_reason = _parse_stop_reason(d.pop("stop_reason", UNSET))

        finish = cls(
            outcome=outcome,
            ended_by=ended_by,
            failure_code=failure_code,
            stop_reason=stop_reason,
        )

        finish.additional_properties = d
        return finish

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
