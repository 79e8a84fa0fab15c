from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.deletion_run_counts import DeletionRunCounts


T = TypeVar("T", bound="WorkspaceDeletion")


@_attrs_define
class WorkspaceDeletion:
    """
    Attributes:
        access_removed_at (None | str):
        completed_at (None | str):
        currency (str):
        last_error_code (None | str):
        phase (str):
        requested_at (None | str):
        runs (DeletionRunCounts):
        settled_charge_microusd (str):
        status (str):
        workspace_id (str):
    """

    access_removed_at: None | str
    completed_at: None | str
    currency: str
    last_error_code: None | str
    phase: str
    requested_at: None | str
    runs: DeletionRunCounts
    settled_charge_microusd: str
    status: str
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_removed_at: None | str
        access_removed_at = self.access_removed_at

        completed_at: None | str
        completed_at = self.completed_at

        currency = self.currency

        last_error_code: None | str
        last_error_code = self.last_error_code

        phase = self.phase

        requested_at: None | str
        requested_at = self.requested_at

        runs = self.runs.to_dict()

        settled_charge_microusd = self.settled_charge_microusd

        status = self.status

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_removed_at": access_removed_at,
                "completed_at": completed_at,
                "currency": currency,
                "last_error_code": last_error_code,
                "phase": phase,
                "requested_at": requested_at,
                "runs": runs,
                "settled_charge_microusd": settled_charge_microusd,
                "status": status,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        access_removed_at = cast(None | str, d.pop("access_removed_at"))

        completed_at = cast(None | str, d.pop("completed_at"))

        currency = d.pop("currency")

        last_error_code = cast(None | str, d.pop("last_error_code"))

        phase = d.pop("phase")

        requested_at = cast(None | str, d.pop("requested_at"))

        runs = DeletionRunCounts.from_dict(d.pop("runs"))

        settled_charge_microusd = d.pop("settled_charge_microusd")

        status = d.pop("status")

        workspace_id = d.pop("workspace_id")

        workspace_deletion = cls(
            access_removed_at=access_removed_at,
            completed_at=completed_at,
            currency=currency,
            last_error_code=last_error_code,
            phase=phase,
            requested_at=requested_at,
            runs=runs,
            settled_charge_microusd=settled_charge_microusd,
            status=status,
            workspace_id=workspace_id,
        )

        workspace_deletion.additional_properties = d
        return workspace_deletion

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


from ..models.deletion_run_counts import DeletionRunCounts
