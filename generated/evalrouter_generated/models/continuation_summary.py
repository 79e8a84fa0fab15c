from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.continuation_not_included import ContinuationNotIncluded
    from ..models.continuation_summary_reasons import ContinuationSummaryReasons
    from ..models.unknown_retry_origin import UnknownRetryOrigin
    from ..models.unknown_retry_summary import UnknownRetrySummary


T = TypeVar("T", bound="ContinuationSummary")


@_attrs_define
class ContinuationSummary:
    """
    Attributes:
        not_included (ContinuationNotIncluded):
        reasons (ContinuationSummaryReasons):
        rerun_cells (int):
        reused_cells (int):
        source_run_id (str):
        version (int):
        deferred_cells (int | None | Unset):
        reuse_expires_at (None | str | Unset):
        saved_response_cells (int | None | Unset):
        unknown_retry (None | UnknownRetrySummary | Unset):
        unknown_retry_origins (list[UnknownRetryOrigin] | None | Unset):
    """

    not_included: ContinuationNotIncluded
    reasons: ContinuationSummaryReasons
    rerun_cells: int
    reused_cells: int
    source_run_id: str
    version: int
    deferred_cells: int | None | Unset = UNSET
    reuse_expires_at: None | str | Unset = UNSET
    saved_response_cells: int | None | Unset = UNSET
    unknown_retry: None | UnknownRetrySummary | Unset = UNSET
    unknown_retry_origins: list[UnknownRetryOrigin] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        not_included = self.not_included.to_dict()

        reasons = self.reasons.to_dict()

        rerun_cells = self.rerun_cells

        reused_cells = self.reused_cells

        source_run_id = self.source_run_id

        version = self.version

        deferred_cells: int | None | Unset
        if isinstance(self.deferred_cells, Unset):
            deferred_cells = UNSET
        else:
            deferred_cells = self.deferred_cells

        reuse_expires_at: None | str | Unset
        if isinstance(self.reuse_expires_at, Unset):
            reuse_expires_at = UNSET
        else:
            reuse_expires_at = self.reuse_expires_at

        saved_response_cells: int | None | Unset
        if isinstance(self.saved_response_cells, Unset):
            saved_response_cells = UNSET
        else:
            saved_response_cells = self.saved_response_cells

        unknown_retry: dict[str, Any] | None | Unset
        if isinstance(self.unknown_retry, Unset):
            unknown_retry = UNSET
        elif isinstance(self.unknown_retry, UnknownRetrySummary):
            unknown_retry = self.unknown_retry.to_dict()
        else:
            unknown_retry = self.unknown_retry

        unknown_retry_origins: list[dict[str, Any]] | None | Unset
        if isinstance(self.unknown_retry_origins, Unset):
            unknown_retry_origins = UNSET
        elif isinstance(self.unknown_retry_origins, list):
            unknown_retry_origins = []
            for unknown_retry_origins_type_0_item_data in self.unknown_retry_origins:
                unknown_retry_origins_type_0_item = unknown_retry_origins_type_0_item_data.to_dict()
                unknown_retry_origins.append(unknown_retry_origins_type_0_item)

        else:
            unknown_retry_origins = self.unknown_retry_origins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "not_included": not_included,
                "reasons": reasons,
                "rerun_cells": rerun_cells,
                "reused_cells": reused_cells,
                "source_run_id": source_run_id,
                "version": version,
            }
        )
        if deferred_cells is not UNSET:
            field_dict["deferred_cells"] = deferred_cells
        if reuse_expires_at is not UNSET:
            field_dict["reuse_expires_at"] = reuse_expires_at
        if saved_response_cells is not UNSET:
            field_dict["saved_response_cells"] = saved_response_cells
        if unknown_retry is not UNSET:
            field_dict["unknown_retry"] = unknown_retry
        if unknown_retry_origins is not UNSET:
            field_dict["unknown_retry_origins"] = unknown_retry_origins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        not_included = ContinuationNotIncluded.from_dict(d.pop("not_included"))

        reasons = ContinuationSummaryReasons.from_dict(d.pop("reasons"))

        rerun_cells = d.pop("rerun_cells")

        reused_cells = d.pop("reused_cells")

        source_run_id = d.pop("source_run_id")

        version = d.pop("version")

        deferred_cells = cast(int | None | Unset, d.pop("deferred_cells", UNSET))

        reuse_expires_at = cast(None | str | Unset, d.pop("reuse_expires_at", UNSET))

        saved_response_cells = cast(int | None | Unset, d.pop("saved_response_cells", UNSET))

        def _parse_unknown_retry(data: object) -> None | UnknownRetrySummary | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unknown_retry_type_0 = UnknownRetrySummary.from_dict(data)

                return unknown_retry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnknownRetrySummary | Unset, data)

        unknown_retry = _parse_unknown_retry(d.pop("unknown_retry", UNSET))

        def _parse_unknown_retry_origins(data: object) -> list[UnknownRetryOrigin] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unknown_retry_origins_type_0 = []
                _unknown_retry_origins_type_0 = data
                for unknown_retry_origins_type_0_item_data in _unknown_retry_origins_type_0:
                    unknown_retry_origins_type_0_item = UnknownRetryOrigin.from_dict(
                        unknown_retry_origins_type_0_item_data
                    )

                    unknown_retry_origins_type_0.append(unknown_retry_origins_type_0_item)

                return unknown_retry_origins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UnknownRetryOrigin] | None | Unset, data)

        unknown_retry_origins = _parse_unknown_retry_origins(d.pop("unknown_retry_origins", UNSET))

        continuation_summary = cls(
            not_included=not_included,
            reasons=reasons,
            rerun_cells=rerun_cells,
            reused_cells=reused_cells,
            source_run_id=source_run_id,
            version=version,
            deferred_cells=deferred_cells,
            reuse_expires_at=reuse_expires_at,
            saved_response_cells=saved_response_cells,
            unknown_retry=unknown_retry,
            unknown_retry_origins=unknown_retry_origins,
        )

        continuation_summary.additional_properties = d
        return continuation_summary

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


from ..models.continuation_not_included import ContinuationNotIncluded
from ..models.continuation_summary_reasons import ContinuationSummaryReasons
from ..models.unknown_retry_origin import UnknownRetryOrigin
from ..models.unknown_retry_summary import UnknownRetrySummary
