from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="GatewayChatRequest")


@_attrs_define
class GatewayChatRequest:
    """An OpenAI chat-completions request. The gateway answers with the run's model route regardless of the `model` value;
    other chat-completions fields pass through.

        Attributes:
            model (str):
            messages (list[JsonObject] | Unset):
            stream (bool | Unset):
    """

    model: str
    messages: list[JsonObject] | Unset = UNSET
    stream: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        messages: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.messages, Unset):
            messages = []
            for messages_item_data in self.messages:
                messages_item = messages_item_data.to_dict()
                messages.append(messages_item)

        stream = self.stream

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
            }
        )
        if messages is not UNSET:
            field_dict["messages"] = messages
        if stream is not UNSET:
            field_dict["stream"] = stream

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        _messages = d.pop("messages", UNSET)
        messages: list[JsonObject] | Unset = UNSET
        if _messages is not UNSET:
            messages = []
            for messages_item_data in _messages:
                messages_item = JsonObject.from_dict(messages_item_data)

                messages.append(messages_item)

        stream = d.pop("stream", UNSET)

        gateway_chat_request = cls(
            model=model,
            messages=messages,
            stream=stream,
        )

        gateway_chat_request.additional_properties = d
        return gateway_chat_request

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
