from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceCoverage")


@_attrs_define
class TraceCoverage:
    """
    Attributes:
        agent (int | None | Unset):
        model (int | None | Unset):
        tool (int | None | Unset):
    """

    agent: int | None | Unset = UNSET
    model: int | None | Unset = UNSET
    tool: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent: int | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        else:
            agent = self.agent

        model: int | None | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        tool: int | None | Unset
        if isinstance(self.tool, Unset):
            tool = UNSET
        else:
            tool = self.tool

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if agent is not UNSET:
            field_dict["agent"] = agent
        if model is not UNSET:
            field_dict["model"] = model
        if tool is not UNSET:
            field_dict["tool"] = tool

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        agent = cast(int | None | Unset, d.pop("agent", UNSET))

        model = cast(int | None | Unset, d.pop("model", UNSET))

        tool = cast(int | None | Unset, d.pop("tool", UNSET))

        trace_coverage = cls(
            agent=agent,
            model=model,
            tool=tool,
        )

        trace_coverage.additional_properties = d
        return trace_coverage

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
