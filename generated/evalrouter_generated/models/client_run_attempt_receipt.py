from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientRunAttemptReceipt")


@_attrs_define
class ClientRunAttemptReceipt:
    """
    Attributes:
        attempt_id (str):
        state (str):
        failure_code (None | str | Unset):
        lease_expires_at (int | None | Unset):
    """

    attempt_id: str
    state: str
    failure_code: None | str | Unset = UNSET
    lease_expires_at: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_id = self.attempt_id

        state = self.state

        failure_code: None | str | Unset
        if isinstance(self.failure_code, Unset):
            failure_code = UNSET
        else:
            failure_code = self.failure_code

        lease_expires_at: int | None | Unset
        if isinstance(self.lease_expires_at, Unset):
            lease_expires_at = UNSET
        else:
            lease_expires_at = self.lease_expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt_id": attempt_id,
                "state": state,
            }
        )
        if failure_code is not UNSET:
            field_dict["failure_code"] = failure_code
        if lease_expires_at is not UNSET:
            field_dict["lease_expires_at"] = lease_expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt_id = d.pop("attempt_id")

        state = d.pop("state")

        failure_code = cast(None | str | Unset, d.pop("failure_code", UNSET))

        lease_expires_at = cast(int | None | Unset, d.pop("lease_expires_at", UNSET))

        client_run_attempt_receipt = cls(
            attempt_id=attempt_id,
            state=state,
            failure_code=failure_code,
            lease_expires_at=lease_expires_at,
        )

        client_run_attempt_receipt.additional_properties = d
        return client_run_attempt_receipt

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
