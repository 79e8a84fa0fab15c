from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drift_view_category_rates_type_0 import DriftViewCategoryRatesType0


T = TypeVar("T", bound="DriftView")


@_attrs_define
class DriftView:
    """
    Attributes:
        available (bool | None | Unset):
        category_rates (DriftViewCategoryRatesType0 | None | Unset):
        drifted (bool | None | Unset):
        js_distance (float | None | Unset):
        reason (None | str | Unset):
        unknown_rate (float | None | Unset):
    """

    available: bool | None | Unset = UNSET
    category_rates: DriftViewCategoryRatesType0 | None | Unset = UNSET
    drifted: bool | None | Unset = UNSET
    js_distance: float | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    unknown_rate: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available: bool | None | Unset
        if isinstance(self.available, Unset):
            available = UNSET
        else:
            available = self.available

        category_rates: dict[str, Any] | None | Unset
        if isinstance(self.category_rates, Unset):
            category_rates = UNSET
        elif isinstance(self.category_rates, DriftViewCategoryRatesType0):
            category_rates = self.category_rates.to_dict()
        else:
            category_rates = self.category_rates

        drifted: bool | None | Unset
        if isinstance(self.drifted, Unset):
            drifted = UNSET
        else:
            drifted = self.drifted

        js_distance: float | None | Unset
        if isinstance(self.js_distance, Unset):
            js_distance = UNSET
        else:
            js_distance = self.js_distance

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        unknown_rate: float | None | Unset
        if isinstance(self.unknown_rate, Unset):
            unknown_rate = UNSET
        else:
            unknown_rate = self.unknown_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if available is not UNSET:
            field_dict["available"] = available
        if category_rates is not UNSET:
            field_dict["category_rates"] = category_rates
        if drifted is not UNSET:
            field_dict["drifted"] = drifted
        if js_distance is not UNSET:
            field_dict["js_distance"] = js_distance
        if reason is not UNSET:
            field_dict["reason"] = reason
        if unknown_rate is not UNSET:
            field_dict["unknown_rate"] = unknown_rate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available = cast(bool | None | Unset, d.pop("available", UNSET))

        def _parse_category_rates(data: object) -> DriftViewCategoryRatesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                category_rates_type_0 = DriftViewCategoryRatesType0.from_dict(data)

                return category_rates_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriftViewCategoryRatesType0 | None | Unset, data)

        category_rates = _parse_category_rates(d.pop("category_rates", UNSET))

        drifted = cast(bool | None | Unset, d.pop("drifted", UNSET))

        js_distance = cast(float | None | Unset, d.pop("js_distance", UNSET))

        reason = cast(None | str | Unset, d.pop("reason", UNSET))

        unknown_rate = cast(float | None | Unset, d.pop("unknown_rate", UNSET))

        drift_view = cls(
            available=available,
            category_rates=category_rates,
            drifted=drifted,
            js_distance=js_distance,
            reason=reason,
            unknown_rate=unknown_rate,
        )

        drift_view.additional_properties = d
        return drift_view

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


from ..models.drift_view_category_rates_type_0 import DriftViewCategoryRatesType0
