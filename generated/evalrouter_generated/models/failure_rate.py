from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.failure_rate_by_class import FailureRateByClass


T = TypeVar("T", bound="FailureRate")


@_attrs_define
class FailureRate:
    """
    Attributes:
        by_class (FailureRateByClass):
        n (int):
        rate (float | None):
    """

    by_class: FailureRateByClass
    n: int
    rate: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by_class = self.by_class.to_dict()

        n = self.n

        rate: float | None
        rate = self.rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by_class": by_class,
                "n": n,
                "rate": rate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by_class = FailureRateByClass.from_dict(d.pop("by_class"))

        n = d.pop("n")

        rate = cast(float | None, d.pop("rate"))

        failure_rate = cls(
            by_class=by_class,
            n=n,
            rate=rate,
        )

        failure_rate.additional_properties = d
        return failure_rate

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


from ..models.failure_rate_by_class import FailureRateByClass
