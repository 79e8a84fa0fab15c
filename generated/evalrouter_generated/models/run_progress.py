from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RunProgress")


@_attrs_define
class RunProgress:
    """
    Attributes:
        cancelled (int):
        elapsed_seconds (int | None):
        errors (int):
        eta_seconds (int | None):
        graded (int):
        observed_at (str):
        pending (int):
        percent (float | None):
        phase (str):
        planned (int):
        processed (int):
        rate_per_minute (float | None):
        running (int):
        skipped_budget (int):
        waiting_reason (None | str):
    """

    cancelled: int
    elapsed_seconds: int | None
    errors: int
    eta_seconds: int | None
    graded: int
    observed_at: str
    pending: int
    percent: float | None
    phase: str
    planned: int
    processed: int
    rate_per_minute: float | None
    running: int
    skipped_budget: int
    waiting_reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancelled = self.cancelled

        elapsed_seconds: int | None
        elapsed_seconds = self.elapsed_seconds

        errors = self.errors

        eta_seconds: int | None
        eta_seconds = self.eta_seconds

        graded = self.graded

        observed_at = self.observed_at

        pending = self.pending

        percent: float | None
        percent = self.percent

        phase = self.phase

        planned = self.planned

        processed = self.processed

        rate_per_minute: float | None
        rate_per_minute = self.rate_per_minute

        running = self.running

        skipped_budget = self.skipped_budget

        waiting_reason: None | str
        waiting_reason = self.waiting_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancelled": cancelled,
                "elapsed_seconds": elapsed_seconds,
                "errors": errors,
                "eta_seconds": eta_seconds,
                "graded": graded,
                "observed_at": observed_at,
                "pending": pending,
                "percent": percent,
                "phase": phase,
                "planned": planned,
                "processed": processed,
                "rate_per_minute": rate_per_minute,
                "running": running,
                "skipped_budget": skipped_budget,
                "waiting_reason": waiting_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cancelled = d.pop("cancelled")

        elapsed_seconds = cast(int | None, d.pop("elapsed_seconds"))

        errors = d.pop("errors")

        eta_seconds = cast(int | None, d.pop("eta_seconds"))

        graded = d.pop("graded")

        observed_at = d.pop("observed_at")

        pending = d.pop("pending")

        percent = cast(float | None, d.pop("percent"))

        phase = d.pop("phase")

        planned = d.pop("planned")

        processed = d.pop("processed")

        rate_per_minute = cast(float | None, d.pop("rate_per_minute"))

        running = d.pop("running")

        skipped_budget = d.pop("skipped_budget")

        waiting_reason = cast(None | str, d.pop("waiting_reason"))

        run_progress = cls(
            cancelled=cancelled,
            elapsed_seconds=elapsed_seconds,
            errors=errors,
            eta_seconds=eta_seconds,
            graded=graded,
            observed_at=observed_at,
            pending=pending,
            percent=percent,
            phase=phase,
            planned=planned,
            processed=processed,
            rate_per_minute=rate_per_minute,
            running=running,
            skipped_budget=skipped_budget,
            waiting_reason=waiting_reason,
        )

        run_progress.additional_properties = d
        return run_progress

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
