from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trace_failure_counts_failures_by_class import TraceFailureCountsFailuresByClass
    from ..models.trace_failure_counts_failures_by_source import TraceFailureCountsFailuresBySource
    from ..models.trace_failure_counts_model_calls_by_source import (
        TraceFailureCountsModelCallsBySource,
    )


T = TypeVar("T", bound="TraceFailureCounts")


@_attrs_define
class TraceFailureCounts:
    """
    Attributes:
        failures_by_class (TraceFailureCountsFailuresByClass):
        failures_by_source (TraceFailureCountsFailuresBySource):
        model_calls_by_source (TraceFailureCountsModelCallsBySource):
    """

    failures_by_class: TraceFailureCountsFailuresByClass
    failures_by_source: TraceFailureCountsFailuresBySource
    model_calls_by_source: TraceFailureCountsModelCallsBySource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        failures_by_class = self.failures_by_class.to_dict()

        failures_by_source = self.failures_by_source.to_dict()

        model_calls_by_source = self.model_calls_by_source.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "failures_by_class": failures_by_class,
                "failures_by_source": failures_by_source,
                "model_calls_by_source": model_calls_by_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        failures_by_class = TraceFailureCountsFailuresByClass.from_dict(d.pop("failures_by_class"))

        failures_by_source = TraceFailureCountsFailuresBySource.from_dict(
            d.pop("failures_by_source")
        )

        model_calls_by_source = TraceFailureCountsModelCallsBySource.from_dict(
            d.pop("model_calls_by_source")
        )

        trace_failure_counts = cls(
            failures_by_class=failures_by_class,
            failures_by_source=failures_by_source,
            model_calls_by_source=model_calls_by_source,
        )

        trace_failure_counts.additional_properties = d
        return trace_failure_counts

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


from ..models.trace_failure_counts_failures_by_class import TraceFailureCountsFailuresByClass
from ..models.trace_failure_counts_failures_by_source import TraceFailureCountsFailuresBySource
from ..models.trace_failure_counts_model_calls_by_source import TraceFailureCountsModelCallsBySource
