from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PurchaseFee")


@_attrs_define
class PurchaseFee:
    """
    Attributes:
        basis_points (int):
        enabled (bool):
        minimum_microusd (str):
        refundable (bool):
        rounding (str):
    """

    basis_points: int
    enabled: bool
    minimum_microusd: str
    refundable: bool
    rounding: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        basis_points = self.basis_points

        enabled = self.enabled

        minimum_microusd = self.minimum_microusd

        refundable = self.refundable

        rounding = self.rounding

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "basis_points": basis_points,
                "enabled": enabled,
                "minimum_microusd": minimum_microusd,
                "refundable": refundable,
                "rounding": rounding,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        basis_points = d.pop("basis_points")

        enabled = d.pop("enabled")

        minimum_microusd = d.pop("minimum_microusd")

        refundable = d.pop("refundable")

        rounding = d.pop("rounding")

        purchase_fee = cls(
            basis_points=basis_points,
            enabled=enabled,
            minimum_microusd=minimum_microusd,
            refundable=refundable,
            rounding=rounding,
        )

        purchase_fee.additional_properties = d
        return purchase_fee

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
