from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Calibration")


@_attrs_define
class Calibration:
    """
    Attributes:
        label_ids (list[str]):
        name (str):
        comparison_id (None | str | Unset):
        confidence (float | Unset):
        evaluator_version_id (None | str | Unset):
        grading_sha256 (None | str | Unset):
    """

    label_ids: list[str]
    name: str
    comparison_id: None | str | Unset = UNSET
    confidence: float | Unset = UNSET
    evaluator_version_id: None | str | Unset = UNSET
    grading_sha256: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label_ids = self.label_ids

        name = self.name

        comparison_id: None | str | Unset
        if isinstance(self.comparison_id, Unset):
            comparison_id = UNSET
        else:
            comparison_id = self.comparison_id

        confidence = self.confidence

        evaluator_version_id: None | str | Unset
        if isinstance(self.evaluator_version_id, Unset):
            evaluator_version_id = UNSET
        else:
            evaluator_version_id = self.evaluator_version_id

        grading_sha256: None | str | Unset
        if isinstance(self.grading_sha256, Unset):
            grading_sha256 = UNSET
        else:
            grading_sha256 = self.grading_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label_ids": label_ids,
                "name": name,
            }
        )
        if comparison_id is not UNSET:
            field_dict["comparison_id"] = comparison_id
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if evaluator_version_id is not UNSET:
            field_dict["evaluator_version_id"] = evaluator_version_id
        if grading_sha256 is not UNSET:
            field_dict["grading_sha256"] = grading_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        label_ids = cast(list[str], d.pop("label_ids"))

        name = d.pop("name")

        comparison_id = cast(None | str | Unset, d.pop("comparison_id", UNSET))

        confidence = d.pop("confidence", UNSET)

        evaluator_version_id = cast(None | str | Unset, d.pop("evaluator_version_id", UNSET))

        grading_sha256 = cast(None | str | Unset, d.pop("grading_sha256", UNSET))

        calibration = cls(
            label_ids=label_ids,
            name=name,
            comparison_id=comparison_id,
            confidence=confidence,
            evaluator_version_id=evaluator_version_id,
            grading_sha256=grading_sha256,
        )

        calibration.additional_properties = d
        return calibration

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
