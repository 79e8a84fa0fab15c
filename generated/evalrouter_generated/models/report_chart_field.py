from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportChartField")


@_attrs_define
class ReportChartField:
    """
    Attributes:
        label (str):
        of (int):
        rank (int):
        values (list[float]):
    """

    label: str
    of: int
    rank: int
    values: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        of = self.of

        rank = self.rank

        values = self.values

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "of": of,
                "rank": rank,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        label = d.pop("label")

        of = d.pop("of")

        rank = d.pop("rank")

        values = cast(list[float], d.pop("values"))

        report_chart_field = cls(
            label=label,
            of=of,
            rank=rank,
            values=values,
        )

        report_chart_field.additional_properties = d
        return report_chart_field

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
