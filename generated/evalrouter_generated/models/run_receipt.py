from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunReceipt")


@_attrs_define
class RunReceipt:
    """
    Attributes:
        billing_state (str):
        created_at (str):
        currency (str):
        report_expired (bool):
        reserved_microusd (str):
        run_id (str):
        spend_microusd (str):
        cap_microusd (None | str | Unset):
        deleted_at (None | str | Unset):
        summary_expires_at (None | str | Unset):
    """

    billing_state: str
    created_at: str
    currency: str
    report_expired: bool
    reserved_microusd: str
    run_id: str
    spend_microusd: str
    cap_microusd: None | str | Unset = UNSET
    deleted_at: None | str | Unset = UNSET
    summary_expires_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        billing_state = self.billing_state

        created_at = self.created_at

        currency = self.currency

        report_expired = self.report_expired

        reserved_microusd = self.reserved_microusd

        run_id = self.run_id

        spend_microusd = self.spend_microusd

        cap_microusd: None | str | Unset
        if isinstance(self.cap_microusd, Unset):
            cap_microusd = UNSET
        else:
            cap_microusd = self.cap_microusd

        deleted_at: None | str | Unset
        if isinstance(self.deleted_at, Unset):
            deleted_at = UNSET
        else:
            deleted_at = self.deleted_at

        summary_expires_at: None | str | Unset
        if isinstance(self.summary_expires_at, Unset):
            summary_expires_at = UNSET
        else:
            summary_expires_at = self.summary_expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "billing_state": billing_state,
                "created_at": created_at,
                "currency": currency,
                "report_expired": report_expired,
                "reserved_microusd": reserved_microusd,
                "run_id": run_id,
                "spend_microusd": spend_microusd,
            }
        )
        if cap_microusd is not UNSET:
            field_dict["cap_microusd"] = cap_microusd
        if deleted_at is not UNSET:
            field_dict["deleted_at"] = deleted_at
        if summary_expires_at is not UNSET:
            field_dict["summary_expires_at"] = summary_expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        billing_state = d.pop("billing_state")

        created_at = d.pop("created_at")

        currency = d.pop("currency")

        report_expired = d.pop("report_expired")

        reserved_microusd = d.pop("reserved_microusd")

        run_id = d.pop("run_id")

        spend_microusd = d.pop("spend_microusd")

        cap_microusd = cast(None | str | Unset, d.pop("cap_microusd", UNSET))

        deleted_at = cast(None | str | Unset, d.pop("deleted_at", UNSET))

        summary_expires_at = cast(None | str | Unset, d.pop("summary_expires_at", UNSET))

        run_receipt = cls(
            billing_state=billing_state,
            created_at=created_at,
            currency=currency,
            report_expired=report_expired,
            reserved_microusd=reserved_microusd,
            run_id=run_id,
            spend_microusd=spend_microusd,
            cap_microusd=cap_microusd,
            deleted_at=deleted_at,
            summary_expires_at=summary_expires_at,
        )

        run_receipt.additional_properties = d
        return run_receipt

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
