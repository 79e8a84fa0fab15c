from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CalibrationCaseView")


@_attrs_define
class CalibrationCaseView:
    """
    Attributes:
        content_sha256 (str):
        example_id (str):
        expected_label (str):
        split_role (str):
    """

    content_sha256: str
    example_id: str
    expected_label: str
    split_role: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_sha256 = self.content_sha256

        example_id = self.example_id

        expected_label = self.expected_label

        split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content_sha256": content_sha256,
                "example_id": example_id,
                "expected_label": expected_label,
                "split_role": split_role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_sha256 = d.pop("content_sha256")

        example_id = d.pop("example_id")

        expected_label = d.pop("expected_label")

        split_role = d.pop("split_role")

        calibration_case_view = cls(
            content_sha256=content_sha256,
            example_id=example_id,
            expected_label=expected_label,
            split_role=split_role,
        )

        calibration_case_view.additional_properties = d
        return calibration_case_view

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
