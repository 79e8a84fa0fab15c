from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReasoningOptions")


@_attrs_define
class ReasoningOptions:
    """
    Attributes:
        default_effort (None | str):
        supported_efforts (list[str]):
        selected (None | str | Unset):
        selected_budget_tokens (int | None | Unset):
    """

    default_effort: None | str
    supported_efforts: list[str]
    selected: None | str | Unset = UNSET
    selected_budget_tokens: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default_effort: None | str
        default_effort = self.default_effort

        supported_efforts = self.supported_efforts

        selected: None | str | Unset
        if isinstance(self.selected, Unset):
            selected = UNSET
        else:
            selected = self.selected

        selected_budget_tokens: int | None | Unset
        if isinstance(self.selected_budget_tokens, Unset):
            selected_budget_tokens = UNSET
        else:
            selected_budget_tokens = self.selected_budget_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default_effort": default_effort,
                "supported_efforts": supported_efforts,
            }
        )
        if selected is not UNSET:
            field_dict["selected"] = selected
        if selected_budget_tokens is not UNSET:
            field_dict["selected_budget_tokens"] = selected_budget_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default_effort = cast(None | str, d.pop("default_effort"))

        supported_efforts = cast(list[str], d.pop("supported_efforts"))

        selected = cast(None | str | Unset, d.pop("selected", UNSET))

        selected_budget_tokens = cast(int | None | Unset, d.pop("selected_budget_tokens", UNSET))

        reasoning_options = cls(
            default_effort=default_effort,
            supported_efforts=supported_efforts,
            selected=selected,
            selected_budget_tokens=selected_budget_tokens,
        )

        reasoning_options.additional_properties = d
        return reasoning_options

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
