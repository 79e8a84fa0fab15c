from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ledger_case_side import LedgerCaseSide


T = TypeVar("T", bound="LedgerCase")


@_attrs_define
class LedgerCase:
    """
    Attributes:
        attempt (int):
        baseline (LedgerCaseSide):
        candidate (LedgerCaseSide):
        task_id (str):
    """

    attempt: int
    baseline: LedgerCaseSide
    candidate: LedgerCaseSide
    task_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        baseline = self.baseline.to_dict()

        candidate = self.candidate.to_dict()

        task_id = self.task_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "baseline": baseline,
                "candidate": candidate,
                "task_id": task_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        baseline = LedgerCaseSide.from_dict(d.pop("baseline"))

        candidate = LedgerCaseSide.from_dict(d.pop("candidate"))

        task_id = d.pop("task_id")

        ledger_case = cls(
            attempt=attempt,
            baseline=baseline,
            candidate=candidate,
            task_id=task_id,
        )

        ledger_case.additional_properties = d
        return ledger_case

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


from ..models.ledger_case_side import LedgerCaseSide
