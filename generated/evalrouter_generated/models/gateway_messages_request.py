from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="GatewayMessagesRequest")


@_attrs_define
class GatewayMessagesRequest:
    """An Anthropic messages request. The gateway answers with the run's model route regardless of the `model` value; other
    messages fields pass through.

        Attributes:
            messages (list[JsonObject] | Unset):
            model (str | Unset):
            stream (bool | Unset):
            tools (list[JsonObject] | Unset):
    """

    messages: list[JsonObject] | Unset = UNSET
    model: str | Unset = UNSET
    stream: bool | Unset = UNSET
    tools: list[JsonObject] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        messages: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.messages, Unset):
            messages = []
            for messages_item_data in self.messages:
                messages_item = messages_item_data.to_dict()
                messages.append(messages_item)

        model = self.model

        stream = self.stream

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if messages is not UNSET:
            field_dict["messages"] = messages
        if model is not UNSET:
            field_dict["model"] = model
        if stream is not UNSET:
            field_dict["stream"] = stream
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _messages = d.pop("messages", UNSET)
        messages: list[JsonObject] | Unset = UNSET
        if _messages is not UNSET:
            messages = []
            for messages_item_data in _messages:
                messages_item = JsonObject.from_dict(messages_item_data)

                messages.append(messages_item)

        model = d.pop("model", UNSET)

        stream = d.pop("stream", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[JsonObject] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = JsonObject.from_dict(tools_item_data)

                tools.append(tools_item)

        gateway_messages_request = cls(
            messages=messages,
            model=model,
            stream=stream,
            tools=tools,
        )

        gateway_messages_request.additional_properties = d
        return gateway_messages_request

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


from ..models.json_object import JsonObject
