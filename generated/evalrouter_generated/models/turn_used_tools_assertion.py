from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.turn_used_tools_assertion_match import (
    TurnUsedToolsAssertionMatch,
    check_turn_used_tools_assertion_match,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TurnUsedToolsAssertion")


@_attrs_define
class TurnUsedToolsAssertion:
    """
    Attributes:
        required_tools (list[str]):
        turn_number (int):
        match (TurnUsedToolsAssertionMatch | Unset):
        rule_id (Literal['turn_used_tools@1'] | Unset):
    """

    required_tools: list[str]
    turn_number: int
    match: TurnUsedToolsAssertionMatch | Unset = UNSET
    rule_id: Literal["turn_used_tools@1"] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        required_tools = self.required_tools

        turn_number = self.turn_number

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match

        rule_id = self.rule_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "required_tools": required_tools,
                "turn_number": turn_number,
            }
        )
        if match is not UNSET:
            field_dict["match"] = match
        if rule_id is not UNSET:
            field_dict["rule_id"] = rule_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        required_tools = cast(list[str], d.pop("required_tools"))

        turn_number = d.pop("turn_number")

        _match = d.pop("match", UNSET)
        match: TurnUsedToolsAssertionMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = check_turn_used_tools_assertion_match(_match)

        rule_id = cast(Literal["turn_used_tools@1"] | Unset, d.pop("rule_id", UNSET))
        if rule_id != "turn_used_tools@1" and not isinstance(rule_id, Unset):
            raise ValueError(f"rule_id must match const 'turn_used_tools@1', got '{rule_id}'")

        turn_used_tools_assertion = cls(
            required_tools=required_tools,
            turn_number=turn_number,
            match=match,
            rule_id=rule_id,
        )

        turn_used_tools_assertion.additional_properties = d
        return turn_used_tools_assertion

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
