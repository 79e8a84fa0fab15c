from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExpectedRange")


@_attrs_define
class ExpectedRange:
    """
    Attributes:
        basis (str):
        p50_microusd (str):
        p90_microusd (str):
    """

    basis: str
    p50_microusd: str
    p90_microusd: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis

        p50_microusd = self.p50_microusd

        p90_microusd = self.p90_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "basis": basis,
                "p50_microusd": p50_microusd,
                "p90_microusd": p90_microusd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        basis = d.pop("basis")

        p50_microusd = d.pop("p50_microusd")

        p90_microusd = d.pop("p90_microusd")

        expected_range = cls(
            basis=basis,
            p50_microusd=p50_microusd,
            p90_microusd=p90_microusd,
        )

        expected_range.additional_properties = d
        return expected_range

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
