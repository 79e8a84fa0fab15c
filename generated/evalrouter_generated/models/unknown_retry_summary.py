from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.unknown_retry_summary_refused_by_reason_type_0 import (
        UnknownRetrySummaryRefusedByReasonType0,
    )


T = TypeVar("T", bound="UnknownRetrySummary")


@_attrs_define
class UnknownRetrySummary:
    """
    Attributes:
        available (int):
        consent_sha256 (None | str):
        duplicate_provider_charge_possible (bool):
        included (int):
        max_cells (int | None):
        pending_reconciliation (int):
        refused (int):
        saved_responses (int):
        version (int):
        refused_by_reason (None | UnknownRetrySummaryRefusedByReasonType0 | Unset):
        retry_after (None | str | Unset):
    """

    available: int
    consent_sha256: None | str
    duplicate_provider_charge_possible: bool
    included: int
    max_cells: int | None
    pending_reconciliation: int
    refused: int
    saved_responses: int
    version: int
    refused_by_reason: None | UnknownRetrySummaryRefusedByReasonType0 | Unset = UNSET
    retry_after: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        consent_sha256: None | str
        consent_sha256 = self.consent_sha256

        duplicate_provider_charge_possible = self.duplicate_provider_charge_possible

        included = self.included

        max_cells: int | None
        max_cells = self.max_cells

        pending_reconciliation = self.pending_reconciliation

        refused = self.refused

        saved_responses = self.saved_responses

        version = self.version

        refused_by_reason: dict[str, Any] | None | Unset
        if isinstance(self.refused_by_reason, Unset):
            refused_by_reason = UNSET
        elif isinstance(self.refused_by_reason, UnknownRetrySummaryRefusedByReasonType0):
            refused_by_reason = self.refused_by_reason.to_dict()
        else:
            refused_by_reason = self.refused_by_reason

        retry_after: None | str | Unset
        if isinstance(self.retry_after, Unset):
            retry_after = UNSET
        else:
            retry_after = self.retry_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "available": available,
                "consent_sha256": consent_sha256,
                "duplicate_provider_charge_possible": duplicate_provider_charge_possible,
                "included": included,
                "max_cells": max_cells,
                "pending_reconciliation": pending_reconciliation,
                "refused": refused,
                "saved_responses": saved_responses,
                "version": version,
            }
        )
        if refused_by_reason is not UNSET:
            field_dict["refused_by_reason"] = refused_by_reason
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available = d.pop("available")

        consent_sha256 = cast(None | str, d.pop("consent_sha256"))

        duplicate_provider_charge_possible = d.pop("duplicate_provider_charge_possible")

        included = d.pop("included")

        max_cells = cast(int | None, d.pop("max_cells"))

        pending_reconciliation = d.pop("pending_reconciliation")

        refused = d.pop("refused")

        saved_responses = d.pop("saved_responses")

        version = d.pop("version")

        def _parse_refused_by_reason(
            data: object,
        ) -> None | UnknownRetrySummaryRefusedByReasonType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refused_by_reason_type_0 = UnknownRetrySummaryRefusedByReasonType0.from_dict(data)

                return refused_by_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnknownRetrySummaryRefusedByReasonType0 | Unset, data)

        refused_by_reason = _parse_refused_by_reason(d.pop("refused_by_reason", UNSET))

        retry_after = cast(None | str | Unset, d.pop("retry_after", UNSET))

        unknown_retry_summary = cls(
            available=available,
            consent_sha256=consent_sha256,
            duplicate_provider_charge_possible=duplicate_provider_charge_possible,
            included=included,
            max_cells=max_cells,
            pending_reconciliation=pending_reconciliation,
            refused=refused,
            saved_responses=saved_responses,
            version=version,
            refused_by_reason=refused_by_reason,
            retry_after=retry_after,
        )

        unknown_retry_summary.additional_properties = d
        return unknown_retry_summary

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


from ..models.unknown_retry_summary_refused_by_reason_type_0 import (
    UnknownRetrySummaryRefusedByReasonType0,
)
