from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportChart")


@_attrs_define
class ReportChart:
    """
    Attributes:
        kind (str):
        metric_keys (list[str]):
        source_refs (list[str]):
        title (str):
    """

    kind: str
    metric_keys: list[str]
    source_refs: list[str]
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        metric_keys = self.metric_keys

        source_refs = self.source_refs

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "metric_keys": metric_keys,
                "source_refs": source_refs,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        metric_keys = cast(list[str], d.pop("metric_keys"))

        source_refs = cast(list[str], d.pop("source_refs"))

        title = d.pop("title")

        report_chart = cls(
            kind=kind,
            metric_keys=metric_keys,
            source_refs=source_refs,
            title=title,
        )

        report_chart.additional_properties = d
        return report_chart

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
