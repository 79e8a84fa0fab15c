from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.otlp_trace_outcome import OtlpTraceOutcome


T = TypeVar("T", bound="OtlpImportView")


@_attrs_define
class OtlpImportView:
    """
    Attributes:
        connection_id (str):
        rejected (int):
        stored (int):
        traces (list[OtlpTraceOutcome]):
        unchanged (int):
    """

    connection_id: str
    rejected: int
    stored: int
    traces: list[OtlpTraceOutcome]
    unchanged: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        rejected = self.rejected

        stored = self.stored

        traces = []
        for traces_item_data in self.traces:
            traces_item = traces_item_data.to_dict()
            traces.append(traces_item)

        unchanged = self.unchanged

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connection_id": connection_id,
                "rejected": rejected,
                "stored": stored,
                "traces": traces,
                "unchanged": unchanged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        rejected = d.pop("rejected")

        stored = d.pop("stored")

        traces = []
        _traces = d.pop("traces")
        for traces_item_data in _traces:
            traces_item = OtlpTraceOutcome.from_dict(traces_item_data)

            traces.append(traces_item)

        unchanged = d.pop("unchanged")

        otlp_import_view = cls(
            connection_id=connection_id,
            rejected=rejected,
            stored=stored,
            traces=traces,
            unchanged=unchanged,
        )

        otlp_import_view.additional_properties = d
        return otlp_import_view

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


from ..models.otlp_trace_outcome import OtlpTraceOutcome
