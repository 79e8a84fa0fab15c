from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.span_input import SpanInput


T = TypeVar("T", bound="SpanBatch")


@_attrs_define
class SpanBatch:
    """
    Attributes:
        spans (list[SpanInput]):
        trace_id (str):
        complete (bool | Unset):
    """

    spans: list[SpanInput]
    trace_id: str
    complete: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        spans = []
        for spans_item_data in self.spans:
            spans_item = spans_item_data.to_dict()
            spans.append(spans_item)

        trace_id = self.trace_id

        complete = self.complete

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "spans": spans,
                "trace_id": trace_id,
            }
        )
        if complete is not UNSET:
            field_dict["complete"] = complete

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        spans = []
        _spans = d.pop("spans")
        for spans_item_data in _spans:
            spans_item = SpanInput.from_dict(spans_item_data)

            spans.append(spans_item)

        trace_id = d.pop("trace_id")

        complete = d.pop("complete", UNSET)

        span_batch = cls(
            spans=spans,
            trace_id=trace_id,
            complete=complete,
        )

        span_batch.additional_properties = d
        return span_batch

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


from ..models.span_input import SpanInput
