from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UnknownRetryOrigin")


@_attrs_define
class UnknownRetryOrigin:
    """
    Attributes:
        origin_run_id (str):
        origin_sample_id (str):
    """

    origin_run_id: str
    origin_sample_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        origin_run_id = self.origin_run_id

        origin_sample_id = self.origin_sample_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "origin_run_id": origin_run_id,
                "origin_sample_id": origin_sample_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        origin_run_id = d.pop("origin_run_id")

        origin_sample_id = d.pop("origin_sample_id")

        unknown_retry_origin = cls(
            origin_run_id=origin_run_id,
            origin_sample_id=origin_sample_id,
        )

        unknown_retry_origin.additional_properties = d
        return unknown_retry_origin

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
