from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TunePhase")


@_attrs_define
class TunePhase:
    """
    Attributes:
        expected_charge_microusd (str):
        phase (str):
        worst_case_charge_microusd (str):
        note (None | str | Unset):
    """

    expected_charge_microusd: str
    phase: str
    worst_case_charge_microusd: str
    note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expected_charge_microusd = self.expected_charge_microusd

        phase = self.phase

        worst_case_charge_microusd = self.worst_case_charge_microusd

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expected_charge_microusd": expected_charge_microusd,
                "phase": phase,
                "worst_case_charge_microusd": worst_case_charge_microusd,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expected_charge_microusd = d.pop("expected_charge_microusd")

        phase = d.pop("phase")

        worst_case_charge_microusd = d.pop("worst_case_charge_microusd")

        note = cast(None | str | Unset, d.pop("note", UNSET))

        tune_phase = cls(
            expected_charge_microusd=expected_charge_microusd,
            phase=phase,
            worst_case_charge_microusd=worst_case_charge_microusd,
            note=note,
        )

        tune_phase.additional_properties = d
        return tune_phase

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
