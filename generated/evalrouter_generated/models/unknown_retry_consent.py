from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UnknownRetryConsent")


@_attrs_define
class UnknownRetryConsent:
    """
    Attributes:
        max_cells (int):
        acknowledge_duplicate_provider_charge (bool | Unset):
    """

    max_cells: int
    acknowledge_duplicate_provider_charge: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_cells = self.max_cells

        acknowledge_duplicate_provider_charge = self.acknowledge_duplicate_provider_charge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_cells": max_cells,
            }
        )
        if acknowledge_duplicate_provider_charge is not UNSET:
            field_dict["acknowledge_duplicate_provider_charge"] = (
                acknowledge_duplicate_provider_charge
            )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_cells = d.pop("max_cells")

        acknowledge_duplicate_provider_charge = d.pop(
            "acknowledge_duplicate_provider_charge", UNSET
        )

        unknown_retry_consent = cls(
            max_cells=max_cells,
            acknowledge_duplicate_provider_charge=acknowledge_duplicate_provider_charge,
        )

        unknown_retry_consent.additional_properties = d
        return unknown_retry_consent

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
