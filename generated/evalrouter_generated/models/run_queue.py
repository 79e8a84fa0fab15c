from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunQueue")


@_attrs_define
class RunQueue:
    """
    Attributes:
        live_workers (int):
        observed_at (str):
        units_ahead (int):
        eta_basis (None | str | Unset):
        eta_seconds (int | None | Unset):
        own_runs_ahead (int | None | Unset):
        position (int | None | Unset):
        quota_kind (None | str | Unset):
        quota_limit (int | None | Unset):
        waiting_reason (None | str | Unset):
    """

    live_workers: int
    observed_at: str
    units_ahead: int
    eta_basis: None | str | Unset = UNSET
    eta_seconds: int | None | Unset = UNSET
    own_runs_ahead: int | None | Unset = UNSET
    position: int | None | Unset = UNSET
    quota_kind: None | str | Unset = UNSET
    quota_limit: int | None | Unset = UNSET
    waiting_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        live_workers = self.live_workers

        observed_at = self.observed_at

        units_ahead = self.units_ahead

        eta_basis: None | str | Unset
        if isinstance(self.eta_basis, Unset):
            eta_basis = UNSET
        else:
            eta_basis = self.eta_basis

        eta_seconds: int | None | Unset
        if isinstance(self.eta_seconds, Unset):
            eta_seconds = UNSET
        else:
            eta_seconds = self.eta_seconds

        own_runs_ahead: int | None | Unset
        if isinstance(self.own_runs_ahead, Unset):
            own_runs_ahead = UNSET
        else:
            own_runs_ahead = self.own_runs_ahead

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        quota_kind: None | str | Unset
        if isinstance(self.quota_kind, Unset):
            quota_kind = UNSET
        else:
            quota_kind = self.quota_kind

        quota_limit: int | None | Unset
        if isinstance(self.quota_limit, Unset):
            quota_limit = UNSET
        else:
            quota_limit = self.quota_limit

        waiting_reason: None | str | Unset
        if isinstance(self.waiting_reason, Unset):
            waiting_reason = UNSET
        else:
            waiting_reason = self.waiting_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "live_workers": live_workers,
                "observed_at": observed_at,
                "units_ahead": units_ahead,
            }
        )
        if eta_basis is not UNSET:
            field_dict["eta_basis"] = eta_basis
        if eta_seconds is not UNSET:
            field_dict["eta_seconds"] = eta_seconds
        if own_runs_ahead is not UNSET:
            field_dict["own_runs_ahead"] = own_runs_ahead
        if position is not UNSET:
            field_dict["position"] = position
        if quota_kind is not UNSET:
            field_dict["quota_kind"] = quota_kind
        if quota_limit is not UNSET:
            field_dict["quota_limit"] = quota_limit
        if waiting_reason is not UNSET:
            field_dict["waiting_reason"] = waiting_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        live_workers = d.pop("live_workers")

        observed_at = d.pop("observed_at")

        units_ahead = d.pop("units_ahead")

        eta_basis = cast(None | str | Unset, d.pop("eta_basis", UNSET))

        eta_seconds = cast(int | None | Unset, d.pop("eta_seconds", UNSET))

        own_runs_ahead = cast(int | None | Unset, d.pop("own_runs_ahead", UNSET))

        position = cast(int | None | Unset, d.pop("position", UNSET))

        quota_kind = cast(None | str | Unset, d.pop("quota_kind", UNSET))

        quota_limit = cast(int | None | Unset, d.pop("quota_limit", UNSET))

        waiting_reason = cast(None | str | Unset, d.pop("waiting_reason", UNSET))

        run_queue = cls(
            live_workers=live_workers,
            observed_at=observed_at,
            units_ahead=units_ahead,
            eta_basis=eta_basis,
            eta_seconds=eta_seconds,
            own_runs_ahead=own_runs_ahead,
            position=position,
            quota_kind=quota_kind,
            quota_limit=quota_limit,
            waiting_reason=waiting_reason,
        )

        run_queue.additional_properties = d
        return run_queue

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
