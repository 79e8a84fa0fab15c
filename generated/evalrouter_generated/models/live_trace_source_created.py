from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.live_trace_source_created_skipped import LiveTraceSourceCreatedSkipped


T = TypeVar("T", bound="LiveTraceSourceCreated")


@_attrs_define
class LiveTraceSourceCreated:
    """
    Attributes:
        created (int):
        dataset_id (str):
        example_ids (list[str]):
        skipped (LiveTraceSourceCreatedSkipped):
        source_training_eligible (bool):
    """

    created: int
    dataset_id: str
    example_ids: list[str]
    skipped: LiveTraceSourceCreatedSkipped
    source_training_eligible: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        dataset_id = self.dataset_id

        example_ids = self.example_ids

        skipped = self.skipped.to_dict()

        source_training_eligible = self.source_training_eligible

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "dataset_id": dataset_id,
                "example_ids": example_ids,
                "skipped": skipped,
                "source_training_eligible": source_training_eligible,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        dataset_id = d.pop("dataset_id")

        example_ids = cast(list[str], d.pop("example_ids"))

        skipped = LiveTraceSourceCreatedSkipped.from_dict(d.pop("skipped"))

        source_training_eligible = d.pop("source_training_eligible")

        live_trace_source_created = cls(
            created=created,
            dataset_id=dataset_id,
            example_ids=example_ids,
            skipped=skipped,
            source_training_eligible=source_training_eligible,
        )

        live_trace_source_created.additional_properties = d
        return live_trace_source_created

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


from ..models.live_trace_source_created_skipped import LiveTraceSourceCreatedSkipped
