from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ContinuationNotIncluded")


@_attrs_define
class ContinuationNotIncluded:
    """
    Attributes:
        refused (int):
        waiting_reconciliation (int):
    """

    refused: int
    waiting_reconciliation: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        refused = self.refused

        waiting_reconciliation = self.waiting_reconciliation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "refused": refused,
                "waiting_reconciliation": waiting_reconciliation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        refused = d.pop("refused")

        waiting_reconciliation = d.pop("waiting_reconciliation")

        continuation_not_included = cls(
            refused=refused,
            waiting_reconciliation=waiting_reconciliation,
        )

        continuation_not_included.additional_properties = d
        return continuation_not_included

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
