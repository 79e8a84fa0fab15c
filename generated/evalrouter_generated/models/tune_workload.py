from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneWorkload")


@_attrs_define
class TuneWorkload:
    """
    Attributes:
        calibration_version_id (None | str | Unset):
        dataset_version_id (None | str | Unset):
        evaluator_version_id (None | str | Unset):
        trace_connection_id (None | str | Unset):
        trace_ids (list[str] | Unset):
    """

    calibration_version_id: None | str | Unset = UNSET
    dataset_version_id: None | str | Unset = UNSET
    evaluator_version_id: None | str | Unset = UNSET
    trace_connection_id: None | str | Unset = UNSET
    trace_ids: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calibration_version_id: None | str | Unset
        if isinstance(self.calibration_version_id, Unset):
            calibration_version_id = UNSET
        else:
            calibration_version_id = self.calibration_version_id

        dataset_version_id: None | str | Unset
        if isinstance(self.dataset_version_id, Unset):
            dataset_version_id = UNSET
        else:
            dataset_version_id = self.dataset_version_id

        evaluator_version_id: None | str | Unset
        if isinstance(self.evaluator_version_id, Unset):
            evaluator_version_id = UNSET
        else:
            evaluator_version_id = self.evaluator_version_id

        trace_connection_id: None | str | Unset
        if isinstance(self.trace_connection_id, Unset):
            trace_connection_id = UNSET
        else:
            trace_connection_id = self.trace_connection_id

        trace_ids: list[str] | Unset = UNSET
        if not isinstance(self.trace_ids, Unset):
            trace_ids = self.trace_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if calibration_version_id is not UNSET:
            field_dict["calibration_version_id"] = calibration_version_id
        if dataset_version_id is not UNSET:
            field_dict["dataset_version_id"] = dataset_version_id
        if evaluator_version_id is not UNSET:
            field_dict["evaluator_version_id"] = evaluator_version_id
        if trace_connection_id is not UNSET:
            field_dict["trace_connection_id"] = trace_connection_id
        if trace_ids is not UNSET:
            field_dict["trace_ids"] = trace_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calibration_version_id = cast(None | str | Unset, d.pop("calibration_version_id", UNSET))

        dataset_version_id = cast(None | str | Unset, d.pop("dataset_version_id", UNSET))

        evaluator_version_id = cast(None | str | Unset, d.pop("evaluator_version_id", UNSET))

        trace_connection_id = cast(None | str | Unset, d.pop("trace_connection_id", UNSET))

        trace_ids = cast(list[str], d.pop("trace_ids", UNSET))

        tune_workload = cls(
            calibration_version_id=calibration_version_id,
            dataset_version_id=dataset_version_id,
            evaluator_version_id=evaluator_version_id,
            trace_connection_id=trace_connection_id,
            trace_ids=trace_ids,
        )

        tune_workload.additional_properties = d
        return tune_workload

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
