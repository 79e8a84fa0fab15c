from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.calibration_case_view import CalibrationCaseView
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="CalibrationView")


@_attrs_define
class CalibrationView:
    """
    Attributes:
        calibration_sha256 (str):
        cases (list[CalibrationCaseView]):
        dataset_manifest_sha256 (str):
        dataset_version_id (str):
        evaluator_id (str):
        evaluator_sha256 (str):
        id (str):
        metrics (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        reviewed_at (str):
        reviewed_by (str):
    """

    calibration_sha256: str
    cases: list[CalibrationCaseView]
    dataset_manifest_sha256: str
    dataset_version_id: str
    evaluator_id: str
    evaluator_sha256: str
    id: str
    metrics: JsonObject
    reviewed_at: str
    reviewed_by: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calibration_sha256 = self.calibration_sha256

        cases = []
        for cases_item_data in self.cases:
            cases_item = cases_item_data.to_dict()
            cases.append(cases_item)

        dataset_manifest_sha256 = self.dataset_manifest_sha256

        dataset_version_id = self.dataset_version_id

        evaluator_id = self.evaluator_id

        evaluator_sha256 = self.evaluator_sha256

        id = self.id

        metrics = self.metrics.to_dict()

        reviewed_at = self.reviewed_at

        reviewed_by = self.reviewed_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calibration_sha256": calibration_sha256,
                "cases": cases,
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "dataset_version_id": dataset_version_id,
                "evaluator_id": evaluator_id,
                "evaluator_sha256": evaluator_sha256,
                "id": id,
                "metrics": metrics,
                "reviewed_at": reviewed_at,
                "reviewed_by": reviewed_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calibration_sha256 = d.pop("calibration_sha256")

        cases = []
        _cases = d.pop("cases")
        for cases_item_data in _cases:
            cases_item = CalibrationCaseView.from_dict(cases_item_data)

            cases.append(cases_item)

        dataset_manifest_sha256 = d.pop("dataset_manifest_sha256")

        dataset_version_id = d.pop("dataset_version_id")

        evaluator_id = d.pop("evaluator_id")

        evaluator_sha256 = d.pop("evaluator_sha256")

        id = d.pop("id")

        metrics = JsonObject.from_dict(d.pop("metrics"))

        reviewed_at = d.pop("reviewed_at")

        reviewed_by = d.pop("reviewed_by")

        calibration_view = cls(
            calibration_sha256=calibration_sha256,
            cases=cases,
            dataset_manifest_sha256=dataset_manifest_sha256,
            dataset_version_id=dataset_version_id,
            evaluator_id=evaluator_id,
            evaluator_sha256=evaluator_sha256,
            id=id,
            metrics=metrics,
            reviewed_at=reviewed_at,
            reviewed_by=reviewed_by,
        )

        calibration_view.additional_properties = d
        return calibration_view

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


from ..models.calibration_case_view import CalibrationCaseView
from ..models.json_object import JsonObject
