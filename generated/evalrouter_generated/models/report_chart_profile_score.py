from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartProfileScore")


@_attrs_define
class ReportChartProfileScore:
    """
    Attributes:
        format_ (str):
        key (str):
        label (str):
        metric_label (str):
        profile_id (str):
        run_id (str):
        unit (str):
        value (float):
        current (bool | None | Unset):
        direction (None | str | Unset):
    """

    format_: str
    key: str
    label: str
    metric_label: str
    profile_id: str
    run_id: str
    unit: str
    value: float
    current: bool | None | Unset = UNSET
    direction: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        key = self.key

        label = self.label

        metric_label = self.metric_label

        profile_id = self.profile_id

        run_id = self.run_id

        unit = self.unit

        value = self.value

        current: bool | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        else:
            direction = self.direction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "key": key,
                "label": label,
                "metric_label": metric_label,
                "profile_id": profile_id,
                "run_id": run_id,
                "unit": unit,
                "value": value,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = d.pop("format")

        key = d.pop("key")

        label = d.pop("label")

        metric_label = d.pop("metric_label")

        profile_id = d.pop("profile_id")

        run_id = d.pop("run_id")

        unit = d.pop("unit")

        value = d.pop("value")

        current = cast(bool | None | Unset, d.pop("current", UNSET))

        direction = cast(None | str | Unset, d.pop("direction", UNSET))

        report_chart_profile_score = cls(
            format_=format_,
            key=key,
            label=label,
            metric_label=metric_label,
            profile_id=profile_id,
            run_id=run_id,
            unit=unit,
            value=value,
            current=current,
            direction=direction,
        )

        report_chart_profile_score.additional_properties = d
        return report_chart_profile_score

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
