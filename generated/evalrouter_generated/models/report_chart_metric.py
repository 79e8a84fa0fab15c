from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartMetric")


@_attrs_define
class ReportChartMetric:
    """
    Attributes:
        format_ (str):
        key (str):
        label (str):
        unit (str):
        direction (None | str | Unset):
        domain (list[float] | None | Unset):
        role (None | str | Unset):
        sample_kind (None | str | Unset):
    """

    format_: str
    key: str
    label: str
    unit: str
    direction: None | str | Unset = UNSET
    domain: list[float] | None | Unset = UNSET
    role: None | str | Unset = UNSET
    sample_kind: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        key = self.key

        label = self.label

        unit = self.unit

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        else:
            direction = self.direction

        domain: list[float] | None | Unset
        if isinstance(self.domain, Unset):
            domain = UNSET
        elif isinstance(self.domain, list):
            domain = self.domain

        else:
            domain = self.domain

        role: None | str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        else:
            role = self.role

        sample_kind: None | str | Unset
        if isinstance(self.sample_kind, Unset):
            sample_kind = UNSET
        else:
            sample_kind = self.sample_kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "key": key,
                "label": label,
                "unit": unit,
            }
        )
        if direction is not UNSET:
            field_dict["direction"] = direction
        if domain is not UNSET:
            field_dict["domain"] = domain
        if role is not UNSET:
            field_dict["role"] = role
        if sample_kind is not UNSET:
            field_dict["sample_kind"] = sample_kind

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = d.pop("format")

        key = d.pop("key")

        label = d.pop("label")

        unit = d.pop("unit")

        direction = cast(None | str | Unset, d.pop("direction", UNSET))

        def _parse_domain(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                domain_type_0 = cast(list[float], data)

                return domain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        domain = _parse_domain(d.pop("domain", UNSET))

        role = cast(None | str | Unset, d.pop("role", UNSET))

        sample_kind = cast(None | str | Unset, d.pop("sample_kind", UNSET))

        report_chart_metric = cls(
            format_=format_,
            key=key,
            label=label,
            unit=unit,
            direction=direction,
            domain=domain,
            role=role,
            sample_kind=sample_kind,
        )

        report_chart_metric.additional_properties = d
        return report_chart_metric

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
