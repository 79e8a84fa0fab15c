from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PassRate")


@_attrs_define
class PassRate:
    """
    Attributes:
        lower (float | None):
        n (int):
        rate (float | None):
        upper (float | None):
    """

    lower: float | None
    n: int
    rate: float | None
    upper: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lower: float | None
        lower = self.lower

        n = self.n

        rate: float | None
        rate = self.rate

        upper: float | None
        upper = self.upper

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lower": lower,
                "n": n,
                "rate": rate,
                "upper": upper,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lower = cast(float | None, d.pop("lower"))

        n = d.pop("n")

        rate = cast(float | None, d.pop("rate"))

        upper = cast(float | None, d.pop("upper"))

        pass_rate = cls(
            lower=lower,
            n=n,
            rate=rate,
            upper=upper,
        )

        pass_rate.additional_properties = d
        return pass_rate

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
