from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.acp_observation import ACPObservation
    from ..models.acp_observation_coverage import ACPObservationCoverage


T = TypeVar("T", bound="ACPObservationBatch")


@_attrs_define
class ACPObservationBatch:
    """
    Attributes:
        coverage (ACPObservationCoverage):
        events (list[ACPObservation]):
        schema_version (Literal['evalrouter.acp-observations.v1']):
    """

    coverage: ACPObservationCoverage
    events: list[ACPObservation]
    schema_version: Literal["evalrouter.acp-observations.v1"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage = self.coverage.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        schema_version = self.schema_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coverage": coverage,
                "events": events,
                "schema_version": schema_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coverage = ACPObservationCoverage.from_dict(d.pop("coverage"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ACPObservation.from_dict(events_item_data)

            events.append(events_item)

        schema_version = cast(Literal["evalrouter.acp-observations.v1"], d.pop("schema_version"))
        if schema_version != "evalrouter.acp-observations.v1":
            raise ValueError(
                f"schema_version must match const 'evalrouter.acp-observations.v1', got '{schema_version}'"
            )

        acp_observation_batch = cls(
            coverage=coverage,
            events=events,
            schema_version=schema_version,
        )

        acp_observation_batch.additional_properties = d
        return acp_observation_batch

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


from ..models.acp_observation import ACPObservation
from ..models.acp_observation_coverage import ACPObservationCoverage
