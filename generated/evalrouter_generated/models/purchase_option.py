from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PurchaseOption")


@_attrs_define
class PurchaseOption:
    """
    Attributes:
        credit_microusd (str):
        platform_fee_microusd (str):
        subtotal_microusd (str):
    """

    credit_microusd: str
    platform_fee_microusd: str
    subtotal_microusd: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credit_microusd = self.credit_microusd

        platform_fee_microusd = self.platform_fee_microusd

        subtotal_microusd = self.subtotal_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credit_microusd": credit_microusd,
                "platform_fee_microusd": platform_fee_microusd,
                "subtotal_microusd": subtotal_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        credit_microusd = d.pop("credit_microusd")

        platform_fee_microusd = d.pop("platform_fee_microusd")

        subtotal_microusd = d.pop("subtotal_microusd")

        purchase_option = cls(
            credit_microusd=credit_microusd,
            platform_fee_microusd=platform_fee_microusd,
            subtotal_microusd=subtotal_microusd,
        )

        purchase_option.additional_properties = d
        return purchase_option

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
