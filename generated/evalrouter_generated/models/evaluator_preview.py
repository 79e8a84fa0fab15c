from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluatorPreview")


@_attrs_define
class EvaluatorPreview:
    """
    Attributes:
        dataset_version_id (str):
        evaluator_id (str):
        example_id (str):
        output (str):
    """

    dataset_version_id: str
    evaluator_id: str
    example_id: str
    output: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_version_id = self.dataset_version_id

        evaluator_id = self.evaluator_id

        example_id = self.example_id

        output = self.output

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_version_id": dataset_version_id,
                "evaluator_id": evaluator_id,
                "example_id": example_id,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_version_id = d.pop("dataset_version_id")

        evaluator_id = d.pop("evaluator_id")

        example_id = d.pop("example_id")

        output = d.pop("output")

        evaluator_preview = cls(
            dataset_version_id=dataset_version_id,
            evaluator_id=evaluator_id,
            example_id=example_id,
            output=output,
        )

        evaluator_preview.additional_properties = d
        return evaluator_preview

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
