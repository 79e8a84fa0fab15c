"""The workspace wallet: a balance, reservations held by running tasks, and settled charges."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ._clock import iso


@dataclass(slots=True)
class Wallet:
    balance_microusd: int
    reserved_microusd: int = 0
    settled_microusd: int = 0
    updated_us: int = 0

    @property
    def available_microusd(self) -> int:
        return max(0, self.balance_microusd - self.reserved_microusd)

    def reserve(self, amount: int, at_us: int) -> None:
        self.reserved_microusd += amount
        self.updated_us = at_us

    def release(self, amount: int, at_us: int) -> None:
        self.reserved_microusd -= amount
        self.updated_us = at_us

    def charge(self, amount: int, at_us: int) -> None:
        self.balance_microusd -= amount
        self.settled_microusd += amount
        self.updated_us = at_us

    def render(self) -> dict[str, Any]:
        return {
            "currency": "USD",
            "balance_microusd": str(self.balance_microusd),
            "available_microusd": str(self.available_microusd),
            "reserved_microusd": str(self.reserved_microusd),
            "settled_charges_microusd": str(self.settled_microusd),
            "settled_usage_microusd": str(self.settled_microusd),
            "settled_platform_fees_microusd": "0",
            "payment_mode": "prepaid",
            "purchases_enabled": False,
            "purchase_amounts_microusd": [],
            "purchase_options": [],
            "purchase_fee": {
                "basis_points": 0,
                "enabled": False,
                "minimum_microusd": "0",
                "refundable": False,
                "rounding": "none",
            },
            "stripe_publishable_key": None,
            "updated_at": iso(self.updated_us),
        }
