from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunRetention")


@_attrs_define
class RunRetention:
    """
    Attributes:
        raw_evidence_expired (bool):
        raw_evidence_deleted_at (None | str | Unset):
        raw_expires_at (None | str | Unset):
        summary_expires_at (None | str | Unset):
    """

    raw_evidence_expired: bool
    raw_evidence_deleted_at: None | str | Unset = UNSET
    raw_expires_at: None | str | Unset = UNSET
    summary_expires_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        raw_evidence_expired = self.raw_evidence_expired

        raw_evidence_deleted_at: None | str | Unset
        if isinstance(self.raw_evidence_deleted_at, Unset):
            raw_evidence_deleted_at = UNSET
        else:
            raw_evidence_deleted_at = self.raw_evidence_deleted_at

        raw_expires_at: None | str | Unset
        if isinstance(self.raw_expires_at, Unset):
            raw_expires_at = UNSET
        else:
            raw_expires_at = self.raw_expires_at

        summary_expires_at: None | str | Unset
        if isinstance(self.summary_expires_at, Unset):
            summary_expires_at = UNSET
        else:
            summary_expires_at = self.summary_expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "raw_evidence_expired": raw_evidence_expired,
            }
        )
        if raw_evidence_deleted_at is not UNSET:
            field_dict["raw_evidence_deleted_at"] = raw_evidence_deleted_at
        if raw_expires_at is not UNSET:
            field_dict["raw_expires_at"] = raw_expires_at
        if summary_expires_at is not UNSET:
            field_dict["summary_expires_at"] = summary_expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        raw_evidence_expired = d.pop("raw_evidence_expired")

        raw_evidence_deleted_at = cast(None | str | Unset, d.pop("raw_evidence_deleted_at", UNSET))

        raw_expires_at = cast(None | str | Unset, d.pop("raw_expires_at", UNSET))

        summary_expires_at = cast(None | str | Unset, d.pop("summary_expires_at", UNSET))

        run_retention = cls(
            raw_evidence_expired=raw_evidence_expired,
            raw_evidence_deleted_at=raw_evidence_deleted_at,
            raw_expires_at=raw_expires_at,
            summary_expires_at=summary_expires_at,
        )

        run_retention.additional_properties = d
        return run_retention

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
