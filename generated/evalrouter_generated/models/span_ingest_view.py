from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trace_coverage import TraceCoverage


T = TypeVar("T", bound="SpanIngestView")


@_attrs_define
class SpanIngestView:
    """
    Attributes:
        complete (bool):
        coverage (TraceCoverage):
        evaluation_jobs_queued (int):
        external_trace_id (str):
        received_spans (int):
        span_count (int):
        trace_id (str):
    """

    complete: bool
    coverage: TraceCoverage
    evaluation_jobs_queued: int
    external_trace_id: str
    received_spans: int
    span_count: int
    trace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        coverage = self.coverage.to_dict()

        evaluation_jobs_queued = self.evaluation_jobs_queued

        external_trace_id = self.external_trace_id

        received_spans = self.received_spans

        span_count = self.span_count

        trace_id = self.trace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "complete": complete,
                "coverage": coverage,
                "evaluation_jobs_queued": evaluation_jobs_queued,
                "external_trace_id": external_trace_id,
                "received_spans": received_spans,
                "span_count": span_count,
                "trace_id": trace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        complete = d.pop("complete")

        coverage = TraceCoverage.from_dict(d.pop("coverage"))

        evaluation_jobs_queued = d.pop("evaluation_jobs_queued")

        external_trace_id = d.pop("external_trace_id")

        received_spans = d.pop("received_spans")

        span_count = d.pop("span_count")

        trace_id = d.pop("trace_id")

        span_ingest_view = cls(
            complete=complete,
            coverage=coverage,
            evaluation_jobs_queued=evaluation_jobs_queued,
            external_trace_id=external_trace_id,
            received_spans=received_spans,
            span_count=span_count,
            trace_id=trace_id,
        )

        span_ingest_view.additional_properties = d
        return span_ingest_view

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


from ..models.trace_coverage import TraceCoverage
