from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.live_trace_finding_view import LiveTraceFindingView
    from ..models.live_trace_record import LiveTraceRecord
    from ..models.live_trace_span_view import LiveTraceSpanView


T = TypeVar("T", bound="LiveTraceDetailView")


@_attrs_define
class LiveTraceDetailView:
    """
    Attributes:
        findings (list[LiveTraceFindingView]):
        spans (list[LiveTraceSpanView]):
        trace (LiveTraceRecord):
        next_cursor (None | str | Unset):
        payloads (bool | None | Unset):
    """

    findings: list[LiveTraceFindingView]
    spans: list[LiveTraceSpanView]
    trace: LiveTraceRecord
    next_cursor: None | str | Unset = UNSET
    payloads: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        findings = []
        for findings_item_data in self.findings:
            findings_item = findings_item_data.to_dict()
            findings.append(findings_item)

        spans = []
        for spans_item_data in self.spans:
            spans_item = spans_item_data.to_dict()
            spans.append(spans_item)

        trace = self.trace.to_dict()

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor

        payloads: bool | None | Unset
        if isinstance(self.payloads, Unset):
            payloads = UNSET
        else:
            payloads = self.payloads

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "findings": findings,
                "spans": spans,
                "trace": trace,
            }
        )
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor
        if payloads is not UNSET:
            field_dict["payloads"] = payloads

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        findings = []
        _findings = d.pop("findings")
        for findings_item_data in _findings:
            findings_item = LiveTraceFindingView.from_dict(findings_item_data)

            findings.append(findings_item)

        spans = []
        _spans = d.pop("spans")
        for spans_item_data in _spans:
            spans_item = LiveTraceSpanView.from_dict(spans_item_data)

            spans.append(spans_item)

        trace = LiveTraceRecord.from_dict(d.pop("trace"))

        next_cursor = cast(None | str | Unset, d.pop("next_cursor", UNSET))

        payloads = cast(bool | None | Unset, d.pop("payloads", UNSET))

        live_trace_detail_view = cls(
            findings=findings,
            spans=spans,
            trace=trace,
            next_cursor=next_cursor,
            payloads=payloads,
        )

        live_trace_detail_view.additional_properties = d
        return live_trace_detail_view

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


from ..models.live_trace_finding_view import LiveTraceFindingView
from ..models.live_trace_record import LiveTraceRecord
from ..models.live_trace_span_view import LiveTraceSpanView
