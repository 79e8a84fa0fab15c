from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_account_connection_output_modes_type_0_item import (
    NewAccountConnectionOutputModesType0Item,
    check_new_account_connection_output_modes_type_0_item,
)
from ..models.new_account_connection_protocol import (
    NewAccountConnectionProtocol,
    check_new_account_connection_protocol,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewAccountConnection")


@_attrs_define
class NewAccountConnection:
    """
    Attributes:
        account_id (str):
        model_id (str):
        name (str):
        context_window (int | Unset):
        max_output_tokens (int | Unset):
        output_modes (list[NewAccountConnectionOutputModesType0Item] | None | Unset):
        protocol (NewAccountConnectionProtocol | Unset):
    """

    account_id: str
    model_id: str
    name: str
    context_window: int | Unset = UNSET
    max_output_tokens: int | Unset = UNSET
    output_modes: list[NewAccountConnectionOutputModesType0Item] | None | Unset = UNSET
    protocol: NewAccountConnectionProtocol | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        model_id = self.model_id

        name = self.name

        context_window = self.context_window

        max_output_tokens = self.max_output_tokens

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

        protocol: str | Unset = UNSET
        if not isinstance(self.protocol, Unset):
            protocol = self.protocol

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account_id": account_id,
                "model_id": model_id,
                "name": name,
            }
        )
        if context_window is not UNSET:
            field_dict["context_window"] = context_window
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if output_modes is not UNSET:
            field_dict["output_modes"] = output_modes
        if protocol is not UNSET:
            field_dict["protocol"] = protocol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        model_id = d.pop("model_id")

        name = d.pop("name")

        context_window = d.pop("context_window", UNSET)

        max_output_tokens = d.pop("max_output_tokens", UNSET)

        def _parse_output_modes(
            data: object,
        ) -> list[NewAccountConnectionOutputModesType0Item] | None | Unset:
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
                    output_modes_type_0_item = (
                        check_new_account_connection_output_modes_type_0_item(
                            output_modes_type_0_item_data
                        )
                    )

                    output_modes_type_0.append(output_modes_type_0_item)

                return output_modes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[NewAccountConnectionOutputModesType0Item] | None | Unset, data)

        output_modes = _parse_output_modes(d.pop("output_modes", UNSET))

        _protocol = d.pop("protocol", UNSET)
        protocol: NewAccountConnectionProtocol | Unset
        if isinstance(_protocol, Unset):
            protocol = UNSET
        else:
            protocol = check_new_account_connection_protocol(_protocol)

        new_account_connection = cls(
            account_id=account_id,
            model_id=model_id,
            name=name,
            context_window=context_window,
            max_output_tokens=max_output_tokens,
            output_modes=output_modes,
            protocol=protocol,
        )

        new_account_connection.additional_properties = d
        return new_account_connection

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
