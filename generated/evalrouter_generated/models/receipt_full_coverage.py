from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReceiptFullCoverage")


@_attrs_define
class ReceiptFullCoverage:
    """
    Attributes:
        mode (Literal['full']):
        repeats (int | None | Unset):
    """

    mode: Literal["full"]
    repeats: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        repeats: int | None | Unset
        if isinstance(self.repeats, Unset):
            repeats = UNSET
        else:
            repeats = self.repeats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
            }
        )
        if repeats is not UNSET:
            field_dict["repeats"] = repeats

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = cast(Literal["full"], d.pop("mode"))
        if mode != "full":
            raise ValueError(f"mode must match const 'full', got '{mode}'")

        repeats = cast(int | None | Unset, d.pop("repeats", UNSET))

        receipt_full_coverage = cls(
            mode=mode,
            repeats=repeats,
        )

        receipt_full_coverage.additional_properties = d
        return receipt_full_coverage

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
