from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.purchase_fee import PurchaseFee
    from ..models.purchase_option import PurchaseOption


T = TypeVar("T", bound="Wallet")


@_attrs_define
class Wallet:
    """
    Attributes:
        available_microusd (str):
        balance_microusd (str):
        currency (str):
        payment_mode (str):
        purchase_amounts_microusd (list[str]):
        purchase_fee (PurchaseFee):
        purchase_options (list[PurchaseOption]):
        purchases_enabled (bool):
        reserved_microusd (str):
        settled_charges_microusd (str):
        settled_platform_fees_microusd (str):
        settled_usage_microusd (str):
        stripe_publishable_key (None | str):
        updated_at (str):
    """

    available_microusd: str
    balance_microusd: str
    currency: str
    payment_mode: str
    purchase_amounts_microusd: list[str]
    purchase_fee: PurchaseFee
    purchase_options: list[PurchaseOption]
    purchases_enabled: bool
    reserved_microusd: str
    settled_charges_microusd: str
    settled_platform_fees_microusd: str
    settled_usage_microusd: str
    stripe_publishable_key: None | str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available_microusd = self.available_microusd

        balance_microusd = self.balance_microusd

        currency = self.currency

        payment_mode = self.payment_mode

        purchase_amounts_microusd = self.purchase_amounts_microusd

        purchase_fee = self.purchase_fee.to_dict()

        purchase_options = []
        for purchase_options_item_data in self.purchase_options:
            purchase_options_item = purchase_options_item_data.to_dict()
            purchase_options.append(purchase_options_item)

        purchases_enabled = self.purchases_enabled

        reserved_microusd = self.reserved_microusd

        settled_charges_microusd = self.settled_charges_microusd

        settled_platform_fees_microusd = self.settled_platform_fees_microusd

        settled_usage_microusd = self.settled_usage_microusd

        stripe_publishable_key: None | str
        stripe_publishable_key = self.stripe_publishable_key

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "available_microusd": available_microusd,
                "balance_microusd": balance_microusd,
                "currency": currency,
                "payment_mode": payment_mode,
                "purchase_amounts_microusd": purchase_amounts_microusd,
                "purchase_fee": purchase_fee,
                "purchase_options": purchase_options,
                "purchases_enabled": purchases_enabled,
                "reserved_microusd": reserved_microusd,
                "settled_charges_microusd": settled_charges_microusd,
                "settled_platform_fees_microusd": settled_platform_fees_microusd,
                "settled_usage_microusd": settled_usage_microusd,
                "stripe_publishable_key": stripe_publishable_key,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available_microusd = d.pop("available_microusd")

        balance_microusd = d.pop("balance_microusd")

        currency = d.pop("currency")

        payment_mode = d.pop("payment_mode")

        purchase_amounts_microusd = cast(list[str], d.pop("purchase_amounts_microusd"))

        purchase_fee = PurchaseFee.from_dict(d.pop("purchase_fee"))

        purchase_options = []
        _purchase_options = d.pop("purchase_options")
        for purchase_options_item_data in _purchase_options:
            purchase_options_item = PurchaseOption.from_dict(purchase_options_item_data)

            purchase_options.append(purchase_options_item)

        purchases_enabled = d.pop("purchases_enabled")

        reserved_microusd = d.pop("reserved_microusd")

        settled_charges_microusd = d.pop("settled_charges_microusd")

        settled_platform_fees_microusd = d.pop("settled_platform_fees_microusd")

        settled_usage_microusd = d.pop("settled_usage_microusd")

        stripe_publishable_key = cast(None | str, d.pop("stripe_publishable_key"))

        updated_at = d.pop("updated_at")

        wallet = cls(
            available_microusd=available_microusd,
            balance_microusd=balance_microusd,
            currency=currency,
            payment_mode=payment_mode,
            purchase_amounts_microusd=purchase_amounts_microusd,
            purchase_fee=purchase_fee,
            purchase_options=purchase_options,
            purchases_enabled=purchases_enabled,
            reserved_microusd=reserved_microusd,
            settled_charges_microusd=settled_charges_microusd,
            settled_platform_fees_microusd=settled_platform_fees_microusd,
            settled_usage_microusd=settled_usage_microusd,
            stripe_publishable_key=stripe_publishable_key,
            updated_at=updated_at,
        )

        wallet.additional_properties = d
        return wallet

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


from ..models.purchase_fee import PurchaseFee
from ..models.purchase_option import PurchaseOption
