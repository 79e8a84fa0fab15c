from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceMetricCoverage")


@_attrs_define
class TraceMetricCoverage:
    """
    Attributes:
        cost_spans (int | None | Unset):
        model_spans (int | None | Unset):
        token_spans (int | None | Unset):
    """

    cost_spans: int | None | Unset = UNSET
    model_spans: int | None | Unset = UNSET
    token_spans: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cost_spans: int | None | Unset
        if isinstance(self.cost_spans, Unset):
            cost_spans = UNSET
        else:
            cost_spans = self.cost_spans

        model_spans: int | None | Unset
        if isinstance(self.model_spans, Unset):
            model_spans = UNSET
        else:
            model_spans = self.model_spans

        token_spans: int | None | Unset
        if isinstance(self.token_spans, Unset):
            token_spans = UNSET
        else:
            token_spans = self.token_spans

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cost_spans is not UNSET:
            field_dict["cost_spans"] = cost_spans
        if model_spans is not UNSET:
            field_dict["model_spans"] = model_spans
        if token_spans is not UNSET:
            field_dict["token_spans"] = token_spans

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cost_spans = cast(int | None | Unset, d.pop("cost_spans", UNSET))

        model_spans = cast(int | None | Unset, d.pop("model_spans", UNSET))

        token_spans = cast(int | None | Unset, d.pop("token_spans", UNSET))

        trace_metric_coverage = cls(
            cost_spans=cost_spans,
            model_spans=model_spans,
            token_spans=token_spans,
        )

        trace_metric_coverage.additional_properties = d
        return trace_metric_coverage

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
