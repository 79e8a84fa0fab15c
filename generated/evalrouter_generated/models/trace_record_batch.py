from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.source_record import SourceRecord
    from ..models.trajectory_record import TrajectoryRecord


T = TypeVar("T", bound="TraceRecordBatch")


@_attrs_define
class TraceRecordBatch:
    """
    Attributes:
        records (list[SourceRecord | TrajectoryRecord]):
        complete (bool | Unset):
    """

    records: list[SourceRecord | TrajectoryRecord]
    complete: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        records = []
        for records_item_data in self.records:
            records_item: dict[str, Any]
            if isinstance(records_item_data, SourceRecord):
                records_item = records_item_data.to_dict()
            else:
                records_item = records_item_data.to_dict()

            records.append(records_item)

        complete = self.complete

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "records": records,
            }
        )
        if complete is not UNSET:
            field_dict["complete"] = complete

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        records = []
        _records = d.pop("records")
        for records_item_data in _records:

            def _parse_records_item(data: object) -> SourceRecord | TrajectoryRecord:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    records_item_type_0 = SourceRecord.from_dict(data)

                    return records_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                records_item_type_1 = TrajectoryRecord.from_dict(data)

                return records_item_type_1

            records_item = _parse_records_item(records_item_data)

            records.append(records_item)

        complete = d.pop("complete", UNSET)

        trace_record_batch = cls(
            records=records,
            complete=complete,
        )

        trace_record_batch.additional_properties = d
        return trace_record_batch

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


from ..models.source_record import SourceRecord
from ..models.trajectory_record import TrajectoryRecord
