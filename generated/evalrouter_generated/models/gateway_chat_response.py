from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gateway_chat_choice import GatewayChatChoice
    from ..models.gateway_chat_usage import GatewayChatUsage


T = TypeVar("T", bound="GatewayChatResponse")


@_attrs_define
class GatewayChatResponse:
    """An OpenAI chat-completions response (non-streaming). The client reads the first choice's message and the token
    usage.

        Attributes:
            choices (list[GatewayChatChoice] | None | Unset):
            usage (GatewayChatUsage | None | Unset):
    """

    choices: list[GatewayChatChoice] | None | Unset = UNSET
    usage: GatewayChatUsage | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        choices: list[dict[str, Any]] | None | Unset
        if isinstance(self.choices, Unset):
            choices = UNSET
        elif isinstance(self.choices, list):
            choices = []
            for choices_type_0_item_data in self.choices:
                choices_type_0_item = choices_type_0_item_data.to_dict()
                choices.append(choices_type_0_item)

        else:
            choices = self.choices

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, GatewayChatUsage):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if choices is not UNSET:
            field_dict["choices"] = choices
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_choices(data: object) -> list[GatewayChatChoice] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                choices_type_0 = []
                _choices_type_0 = data
                for choices_type_0_item_data in _choices_type_0:
                    choices_type_0_item = GatewayChatChoice.from_dict(choices_type_0_item_data)

                    choices_type_0.append(choices_type_0_item)

                return choices_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[GatewayChatChoice] | None | Unset, data)

        choices = _parse_choices(d.pop("choices", UNSET))

        def _parse_usage(data: object) -> GatewayChatUsage | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = GatewayChatUsage.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GatewayChatUsage | None | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        gateway_chat_response = cls(
            choices=choices,
            usage=usage,
        )

        gateway_chat_response.additional_properties = d
        return gateway_chat_response

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


from ..models.gateway_chat_choice import GatewayChatChoice
from ..models.gateway_chat_usage import GatewayChatUsage
