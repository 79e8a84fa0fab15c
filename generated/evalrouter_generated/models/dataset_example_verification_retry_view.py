from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dataset_example_view import DatasetExampleView
    from ..models.dataset_workload_occurrence_view import DatasetWorkloadOccurrenceView


T = TypeVar("T", bound="DatasetExampleVerificationRetryView")


@_attrs_define
class DatasetExampleVerificationRetryView:
    """
    Attributes:
        created (bool):
        example (DatasetExampleView):
        occurrence (DatasetWorkloadOccurrenceView):
    """

    created: bool
    example: DatasetExampleView
    occurrence: DatasetWorkloadOccurrenceView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        example = self.example.to_dict()

        occurrence = self.occurrence.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "example": example,
                "occurrence": occurrence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        example = DatasetExampleView.from_dict(d.pop("example"))

        occurrence = DatasetWorkloadOccurrenceView.from_dict(d.pop("occurrence"))

        dataset_example_verification_retry_view = cls(
            created=created,
            example=example,
            occurrence=occurrence,
        )

        dataset_example_verification_retry_view.additional_properties = d
        return dataset_example_verification_retry_view

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


from ..models.dataset_example_view import DatasetExampleView
from ..models.dataset_workload_occurrence_view import DatasetWorkloadOccurrenceView
