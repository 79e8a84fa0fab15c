from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartCheck")


@_attrs_define
class ReportChartCheck:
    """
    Attributes:
        key (str):
        label (str):
        series_id (str):
        status (str):
        threshold (str):
        configured_value (float | None | Unset):
        delta (float | None | Unset):
        reason (None | str | Unset):
    """

    key: str
    label: str
    series_id: str
    status: str
    threshold: str
    configured_value: float | None | Unset = UNSET
    delta: float | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        series_id = self.series_id

        status = self.status

        threshold = self.threshold

        configured_value: float | None | Unset
        if isinstance(self.configured_value, Unset):
            configured_value = UNSET
        else:
            configured_value = self.configured_value

        delta: float | None | Unset
        if isinstance(self.delta, Unset):
            delta = UNSET
        else:
            delta = self.delta

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "label": label,
                "series_id": series_id,
                "status": status,
                "threshold": threshold,
            }
        )
        if configured_value is not UNSET:
            field_dict["configured_value"] = configured_value
        if delta is not UNSET:
            field_dict["delta"] = delta
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        series_id = d.pop("series_id")

        status = d.pop("status")

        threshold = d.pop("threshold")

        configured_value = cast(float | None | Unset, d.pop("configured_value", UNSET))

        delta = cast(float | None | Unset, d.pop("delta", UNSET))

        reason = cast(None | str | Unset, d.pop("reason", UNSET))

        report_chart_check = cls(
            key=key,
            label=label,
            series_id=series_id,
            status=status,
            threshold=threshold,
            configured_value=configured_value,
            delta=delta,
            reason=reason,
        )

        report_chart_check.additional_properties = d
        return report_chart_check

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
