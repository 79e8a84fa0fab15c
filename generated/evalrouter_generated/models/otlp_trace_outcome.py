from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OtlpTraceOutcome")


@_attrs_define
class OtlpTraceOutcome:
    """
    Attributes:
        outcome (str):
        trace_id (None | str):
        code (None | str | Unset):
        id (None | str | Unset):
        message (None | str | Unset):
        received_spans (int | None | Unset):
        span_count (int | None | Unset):
        started_at (None | str | Unset):
    """

    outcome: str
    trace_id: None | str
    code: None | str | Unset = UNSET
    id: None | str | Unset = UNSET
    message: None | str | Unset = UNSET
    received_spans: int | None | Unset = UNSET
    span_count: int | None | Unset = UNSET
    started_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        trace_id: None | str
        trace_id = self.trace_id

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        received_spans: int | None | Unset
        if isinstance(self.received_spans, Unset):
            received_spans = UNSET
        else:
            received_spans = self.received_spans

        span_count: int | None | Unset
        if isinstance(self.span_count, Unset):
            span_count = UNSET
        else:
            span_count = self.span_count

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        else:
            started_at = self.started_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
                "trace_id": trace_id,
            }
        )
        if code is not UNSET:
            field_dict["code"] = code
        if id is not UNSET:
            field_dict["id"] = id
        if message is not UNSET:
            field_dict["message"] = message
        if received_spans is not UNSET:
            field_dict["received_spans"] = received_spans
        if span_count is not UNSET:
            field_dict["span_count"] = span_count
        if started_at is not UNSET:
            field_dict["started_at"] = started_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        trace_id = cast(None | str, d.pop("trace_id"))

        code = cast(None | str | Unset, d.pop("code", UNSET))

        id = cast(None | str | Unset, d.pop("id", UNSET))

        message = cast(None | str | Unset, d.pop("message", UNSET))

        received_spans = cast(int | None | Unset, d.pop("received_spans", UNSET))

        span_count = cast(int | None | Unset, d.pop("span_count", UNSET))

        started_at = cast(None | str | Unset, d.pop("started_at", UNSET))

        otlp_trace_outcome = cls(
            outcome=outcome,
            trace_id=trace_id,
            code=code,
            id=id,
            message=message,
            received_spans=received_spans,
            span_count=span_count,
            started_at=started_at,
        )

        otlp_trace_outcome.additional_properties = d
        return otlp_trace_outcome

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
