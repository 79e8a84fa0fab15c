from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ConcurrencyObservation")


@_attrs_define
class ConcurrencyObservation:
    """
    Attributes:
        in_flight (int):
        observed_at (str):
        source (str):
        uncertain (int):
    """

    in_flight: int
    observed_at: str
    source: str
    uncertain: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        in_flight = self.in_flight

        observed_at = self.observed_at

        source = self.source

        uncertain = self.uncertain

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "in_flight": in_flight,
                "observed_at": observed_at,
                "source": source,
                "uncertain": uncertain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        in_flight = d.pop("in_flight")

        observed_at = d.pop("observed_at")

        source = d.pop("source")

        uncertain = d.pop("uncertain")

        concurrency_observation = cls(
            in_flight=in_flight,
            observed_at=observed_at,
            source=source,
            uncertain=uncertain,
        )

        concurrency_observation.additional_properties = d
        return concurrency_observation

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
