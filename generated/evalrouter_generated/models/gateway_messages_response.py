from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gateway_messages_usage import GatewayMessagesUsage
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="GatewayMessagesResponse")


@_attrs_define
class GatewayMessagesResponse:
    """An Anthropic messages response (non-streaming).

    Attributes:
        content (list[JsonObject] | None | Unset):
        stop_reason (None | str | Unset):
        usage (GatewayMessagesUsage | None | Unset):
    """

    content: list[JsonObject] | None | Unset = UNSET
    stop_reason: None | str | Unset = UNSET
    usage: GatewayMessagesUsage | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content: list[dict[str, Any]] | None | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        elif isinstance(self.content, list):
            content = []
            for content_type_0_item_data in self.content:
                content_type_0_item = content_type_0_item_data.to_dict()
                content.append(content_type_0_item)

        else:
            content = self.content

        stop_reason: None | str | Unset
        if isinstance(self.stop_reason, Unset):
            stop_reason = UNSET
        else:
            stop_reason = self.stop_reason

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, GatewayMessagesUsage):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if stop_reason is not UNSET:
            field_dict["stop_reason"] = stop_reason
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_content(data: object) -> list[JsonObject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0 = []
                _content_type_0 = data
                for content_type_0_item_data in _content_type_0:
                    content_type_0_item = JsonObject.from_dict(content_type_0_item_data)

                    content_type_0.append(content_type_0_item)

                return content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        stop_reason = cast(None | str | Unset, d.pop("stop_reason", UNSET))

        def _parse_usage(data: object) -> GatewayMessagesUsage | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = GatewayMessagesUsage.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GatewayMessagesUsage | None | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        gateway_messages_response = cls(
            content=content,
            stop_reason=stop_reason,
            usage=usage,
        )

        gateway_messages_response.additional_properties = d
        return gateway_messages_response

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


from ..models.gateway_messages_usage import GatewayMessagesUsage
from ..models.json_object import JsonObject
