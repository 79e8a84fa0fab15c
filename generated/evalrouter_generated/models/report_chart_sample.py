from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_sample_values import ReportChartSampleValues


T = TypeVar("T", bound="ReportChartSample")


@_attrs_define
class ReportChartSample:
    """
    Attributes:
        id (str):
        values (ReportChartSampleValues):
        category (None | str | Unset):
    """

    id: str
    values: ReportChartSampleValues
    category: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        values = self.values.to_dict()

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "values": values,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        values = ReportChartSampleValues.from_dict(d.pop("values"))

        category = cast(None | str | Unset, d.pop("category", UNSET))

        report_chart_sample = cls(
            id=id,
            values=values,
            category=category,
        )

        report_chart_sample.additional_properties = d
        return report_chart_sample

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


from ..models.report_chart_sample_values import ReportChartSampleValues
