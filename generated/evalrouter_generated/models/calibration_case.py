from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.calibration_case_expected_label import (
    CalibrationCaseExpectedLabel,
    check_calibration_case_expected_label,
)

T = TypeVar("T", bound="CalibrationCase")


@_attrs_define
class CalibrationCase:
    """
    Attributes:
        example_id (str):
        expected_label (CalibrationCaseExpectedLabel):
    """

    example_id: str
    expected_label: CalibrationCaseExpectedLabel
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        example_id = self.example_id

        expected_label: str = self.expected_label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "example_id": example_id,
                "expected_label": expected_label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        example_id = d.pop("example_id")

        expected_label = check_calibration_case_expected_label(d.pop("expected_label"))

        calibration_case = cls(
            example_id=example_id,
            expected_label=expected_label,
        )

        calibration_case.additional_properties = d
        return calibration_case

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
