from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_connection_output_modes_type_0_item import (
    UpdateConnectionOutputModesType0Item,
    check_update_connection_output_modes_type_0_item,
)
from ..models.update_connection_protocol_type_0 import (
    UpdateConnectionProtocolType0,
    check_update_connection_protocol_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateConnection")


@_attrs_define
class UpdateConnection:
    """
    Attributes:
        api_key (None | str | Unset):
        base_url (None | str | Unset):
        context_window (int | None | Unset):
        max_output_tokens (int | None | Unset):
        model_id (None | str | Unset):
        name (None | str | Unset):
        output_modes (list[UpdateConnectionOutputModesType0Item] | None | Unset):
        protocol (None | Unset | UpdateConnectionProtocolType0):
    """

    api_key: None | str | Unset = UNSET
    base_url: None | str | Unset = UNSET
    context_window: int | None | Unset = UNSET
    max_output_tokens: int | None | Unset = UNSET
    model_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    output_modes: list[UpdateConnectionOutputModesType0Item] | None | Unset = UNSET
    protocol: None | Unset | UpdateConnectionProtocolType0 = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key: None | str | Unset
        if isinstance(self.api_key, Unset):
            api_key = UNSET
        else:
            api_key = self.api_key

        base_url: None | str | Unset
        if isinstance(self.base_url, Unset):
            base_url = UNSET
        else:
            base_url = self.base_url

        context_window: int | None | Unset
        if isinstance(self.context_window, Unset):
            context_window = UNSET
        else:
            context_window = self.context_window

        max_output_tokens: int | None | Unset
        if isinstance(self.max_output_tokens, Unset):
            max_output_tokens = UNSET
        else:
            max_output_tokens = self.max_output_tokens

        model_id: None | str | Unset
        if isinstance(self.model_id, Unset):
            model_id = UNSET
        else:
            model_id = self.model_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        output_modes: list[str] | None | Unset
        if isinstance(self.output_modes, Unset):
            output_modes = UNSET
        elif isinstance(self.output_modes, list):
            output_modes = []
            for output_modes_type_0_item_data in self.output_modes:
                output_modes_type_0_item: str = output_modes_type_0_item_data
                output_modes.append(output_modes_type_0_item)

        else:
            output_modes = self.output_modes

        protocol: None | str | Unset
        if isinstance(self.protocol, Unset):
            protocol = UNSET
        elif isinstance(self.protocol, str):
            protocol = self.protocol
        else:
            protocol = self.protocol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if api_key is not UNSET:
            field_dict["api_key"] = api_key
        if base_url is not UNSET:
            field_dict["base_url"] = base_url
        if context_window is not UNSET:
            field_dict["context_window"] = context_window
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if model_id is not UNSET:
            field_dict["model_id"] = model_id
        if name is not UNSET:
            field_dict["name"] = name
        if output_modes is not UNSET:
            field_dict["output_modes"] = output_modes
        if protocol is not UNSET:
            field_dict["protocol"] = protocol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = cast(None | str | Unset, d.pop("api_key", UNSET))

        base_url = cast(None | str | Unset, d.pop("base_url", UNSET))

        context_window = cast(int | None | Unset, d.pop("context_window", UNSET))

        max_output_tokens = cast(int | None | Unset, d.pop("max_output_tokens", UNSET))

        model_id = cast(None | str | Unset, d.pop("model_id", UNSET))

        name = cast(None | str | Unset, d.pop("name", UNSET))

        def _parse_output_modes(
            data: object,
        ) -> list[UpdateConnectionOutputModesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                output_modes_type_0 = []
                _output_modes_type_0 = data
                for output_modes_type_0_item_data in _output_modes_type_0:
                    output_modes_type_0_item = check_update_connection_output_modes_type_0_item(
                        output_modes_type_0_item_data
                    )

                    output_modes_type_0.append(output_modes_type_0_item)

                return output_modes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UpdateConnectionOutputModesType0Item] | None | Unset, data)

        output_modes = _parse_output_modes(d.pop("output_modes", UNSET))

        def _parse_protocol(data: object) -> None | Unset | UpdateConnectionProtocolType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                protocol_type_0 = check_update_connection_protocol_type_0(data)

                return protocol_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UpdateConnectionProtocolType0, data)

        protocol = _parse_protocol(d.pop("protocol", UNSET))

        update_connection = cls(
            api_key=api_key,
            base_url=base_url,
            context_window=context_window,
            max_output_tokens=max_output_tokens,
            model_id=model_id,
            name=name,
            output_modes=output_modes,
            protocol=protocol,
        )

        update_connection.additional_properties = d
        return update_connection

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
