from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DeletionRunCounts")


@_attrs_define
class DeletionRunCounts:
    """
    Attributes:
        raw_purged (int):
        settled (int):
        summary_purged (int):
        terminal (int):
        total (int):
    """

    raw_purged: int
    settled: int
    summary_purged: int
    terminal: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        raw_purged = self.raw_purged

        settled = self.settled

        summary_purged = self.summary_purged

        terminal = self.terminal

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "raw_purged": raw_purged,
                "settled": settled,
                "summary_purged": summary_purged,
                "terminal": terminal,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        raw_purged = d.pop("raw_purged")

        settled = d.pop("settled")

        summary_purged = d.pop("summary_purged")

        terminal = d.pop("terminal")

        total = d.pop("total")

        deletion_run_counts = cls(
            raw_purged=raw_purged,
            settled=settled,
            summary_purged=summary_purged,
            terminal=terminal,
            total=total,
        )

        deletion_run_counts.additional_properties = d
        return deletion_run_counts

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
