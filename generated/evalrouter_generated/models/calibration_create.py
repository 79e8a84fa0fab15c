from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.calibration_case import CalibrationCase


T = TypeVar("T", bound="CalibrationCreate")


@_attrs_define
class CalibrationCreate:
    """
    Attributes:
        cases (list[CalibrationCase]):
        dataset_version_id (str):
        evaluator_id (str):
    """

    cases: list[CalibrationCase]
    dataset_version_id: str
    evaluator_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cases = []
        for cases_item_data in self.cases:
            cases_item = cases_item_data.to_dict()
            cases.append(cases_item)

        dataset_version_id = self.dataset_version_id

        evaluator_id = self.evaluator_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cases": cases,
                "dataset_version_id": dataset_version_id,
                "evaluator_id": evaluator_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cases = []
        _cases = d.pop("cases")
        for cases_item_data in _cases:
            cases_item = CalibrationCase.from_dict(cases_item_data)

            cases.append(cases_item)

        dataset_version_id = d.pop("dataset_version_id")

        evaluator_id = d.pop("evaluator_id")

        calibration_create = cls(
            cases=cases,
            dataset_version_id=dataset_version_id,
            evaluator_id=evaluator_id,
        )

        calibration_create.additional_properties = d
        return calibration_create

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


from ..models.calibration_case import CalibrationCase
