from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="RecordedTraceSourceCreated")


@_attrs_define
class RecordedTraceSourceCreated:
    """
    Attributes:
        created (int):
        dataset_id (str):
        example_ids (list[str]):
        grades (list[JsonObject]):
        source_training_eligible (bool):
        trace_ids (list[str]):
    """

    created: int
    dataset_id: str
    example_ids: list[str]
    grades: list[JsonObject]
    source_training_eligible: bool
    trace_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        dataset_id = self.dataset_id

        example_ids = self.example_ids

        grades = []
        for grades_item_data in self.grades:
            grades_item = grades_item_data.to_dict()
            grades.append(grades_item)

        source_training_eligible = self.source_training_eligible

        trace_ids = self.trace_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "dataset_id": dataset_id,
                "example_ids": example_ids,
                "grades": grades,
                "source_training_eligible": source_training_eligible,
                "trace_ids": trace_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        dataset_id = d.pop("dataset_id")

        example_ids = cast(list[str], d.pop("example_ids"))

        grades = []
        _grades = d.pop("grades")
        for grades_item_data in _grades:
            grades_item = JsonObject.from_dict(grades_item_data)

            grades.append(grades_item)

        source_training_eligible = d.pop("source_training_eligible")

        trace_ids = cast(list[str], d.pop("trace_ids"))

        recorded_trace_source_created = cls(
            created=created,
            dataset_id=dataset_id,
            example_ids=example_ids,
            grades=grades,
            source_training_eligible=source_training_eligible,
            trace_ids=trace_ids,
        )

        recorded_trace_source_created.additional_properties = d
        return recorded_trace_source_created

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


from ..models.json_object import JsonObject
