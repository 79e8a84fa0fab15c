from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.observation_coverage import ObservationCoverage


T = TypeVar("T", bound="ObservationReceipt")


@_attrs_define
class ObservationReceipt:
    """
    Attributes:
        coverage (ObservationCoverage):
        event_count (int):
        last_ordinal (int | None):
        received_events (int):
        source_stream_id (str):
    """

    coverage: ObservationCoverage
    event_count: int
    last_ordinal: int | None
    received_events: int
    source_stream_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage = self.coverage.to_dict()

        event_count = self.event_count

        last_ordinal: int | None
        last_ordinal = self.last_ordinal

        received_events = self.received_events

        source_stream_id = self.source_stream_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coverage": coverage,
                "event_count": event_count,
                "last_ordinal": last_ordinal,
                "received_events": received_events,
                "source_stream_id": source_stream_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coverage = ObservationCoverage.from_dict(d.pop("coverage"))

        event_count = d.pop("event_count")

        last_ordinal = cast(int | None, d.pop("last_ordinal"))

        received_events = d.pop("received_events")

        source_stream_id = d.pop("source_stream_id")

        observation_receipt = cls(
            coverage=coverage,
            event_count=event_count,
            last_ordinal=last_ordinal,
            received_events=received_events,
            source_stream_id=source_stream_id,
        )

        observation_receipt.additional_properties = d
        return observation_receipt

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


from ..models.observation_coverage import ObservationCoverage
