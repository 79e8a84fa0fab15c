from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReasoningBudgetOptions")


@_attrs_define
class ReasoningBudgetOptions:
    """
    Attributes:
        default (int):
        max_ (int):
        min_ (int):
        selected (int | None | Unset):
    """

    default: int
    max_: int
    min_: int
    selected: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        max_ = self.max_

        min_ = self.min_

        selected: int | None | Unset
        if isinstance(self.selected, Unset):
            selected = UNSET
        else:
            selected = self.selected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "max": max_,
                "min": min_,
            }
        )
        if selected is not UNSET:
            field_dict["selected"] = selected

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default = d.pop("default")

        max_ = d.pop("max")

        min_ = d.pop("min")

        selected = cast(int | None | Unset, d.pop("selected", UNSET))

        reasoning_budget_options = cls(
            default=default,
            max_=max_,
            min_=min_,
            selected=selected,
        )

        reasoning_budget_options.additional_properties = d
        return reasoning_budget_options

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
