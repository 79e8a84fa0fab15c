from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.public_tool import PublicTool


T = TypeVar("T", bound="PublicToolset")


@_attrs_define
class PublicToolset:
    """
    Attributes:
        name (str):
        ref (str):
        tools (list[PublicTool]):
    """

    name: str
    ref: str
    tools: list[PublicTool]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ref = self.ref

        tools = []
        for tools_item_data in self.tools:
            tools_item = tools_item_data.to_dict()
            tools.append(tools_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ref": ref,
                "tools": tools,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        ref = d.pop("ref")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:
            tools_item = PublicTool.from_dict(tools_item_data)

            tools.append(tools_item)

        public_toolset = cls(
            name=name,
            ref=ref,
            tools=tools,
        )

        public_toolset.additional_properties = d
        return public_toolset

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


from ..models.public_tool import PublicTool
