from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.client_span_attributes_tool_kind_type_0 import (
    ClientSpanAttributesToolKindType0,
    check_client_span_attributes_tool_kind_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientSpanAttributes")


@_attrs_define
class ClientSpanAttributes:
    """
    Attributes:
        arguments_sha256 (None | str | Unset):
        content_redactions (int | None | Unset):
        content_truncated (bool | None | Unset):
        error_code (None | str | Unset):
        input_tokens (int | None | Unset):
        model (None | str | Unset):
        output_tokens (int | None | Unset):
        tool_call_id (None | str | Unset):
        tool_kind (ClientSpanAttributesToolKindType0 | None | Unset):
        tool_name (None | str | Unset):
        update_bytes (int | None | Unset):
        updates (int | None | Unset):
    """

    arguments_sha256: None | str | Unset = UNSET
    content_redactions: int | None | Unset = UNSET
    content_truncated: bool | None | Unset = UNSET
    error_code: None | str | Unset = UNSET
    input_tokens: int | None | Unset = UNSET
    model: None | str | Unset = UNSET
    output_tokens: int | None | Unset = UNSET
    tool_call_id: None | str | Unset = UNSET
    tool_kind: ClientSpanAttributesToolKindType0 | None | Unset = UNSET
    tool_name: None | str | Unset = UNSET
    update_bytes: int | None | Unset = UNSET
    updates: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arguments_sha256: None | str | Unset
        if isinstance(self.arguments_sha256, Unset):
            arguments_sha256 = UNSET
        else:
            arguments_sha256 = self.arguments_sha256

        content_redactions: int | None | Unset
        if isinstance(self.content_redactions, Unset):
            content_redactions = UNSET
        else:
            content_redactions = self.content_redactions

        content_truncated: bool | None | Unset
        if isinstance(self.content_truncated, Unset):
            content_truncated = UNSET
        else:
            content_truncated = self.content_truncated

        error_code: None | str | Unset
        if isinstance(self.error_code, Unset):
            error_code = UNSET
        else:
            error_code = self.error_code

        input_tokens: int | None | Unset
        if isinstance(self.input_tokens, Unset):
            input_tokens = UNSET
        else:
            input_tokens = self.input_tokens

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        output_tokens: int | None | Unset
        if isinstance(self.output_tokens, Unset):
            output_tokens = UNSET
        else:
            output_tokens = self.output_tokens

        tool_call_id: None | str | Unset
        if isinstance(self.tool_call_id, Unset):
            tool_call_id = UNSET
        else:
            tool_call_id = self.tool_call_id

        tool_kind: None | str | Unset
        if isinstance(self.tool_kind, Unset):
            tool_kind = UNSET
        elif isinstance(self.tool_kind, str):
            tool_kind = self.tool_kind
        else:
            tool_kind = self.tool_kind

        tool_name: None | str | Unset
        if isinstance(self.tool_name, Unset):
            tool_name = UNSET
        else:
            tool_name = self.tool_name

        update_bytes: int | None | Unset
        if isinstance(self.update_bytes, Unset):
            update_bytes = UNSET
        else:
            update_bytes = self.update_bytes

        updates: int | None | Unset
        if isinstance(self.updates, Unset):
            updates = UNSET
        else:
            updates = self.updates

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if arguments_sha256 is not UNSET:
            field_dict["arguments_sha256"] = arguments_sha256
        if content_redactions is not UNSET:
            field_dict["content_redactions"] = content_redactions
        if content_truncated is not UNSET:
            field_dict["content_truncated"] = content_truncated
        if error_code is not UNSET:
            field_dict["error_code"] = error_code
        if input_tokens is not UNSET:
            field_dict["input_tokens"] = input_tokens
        if model is not UNSET:
            field_dict["model"] = model
        if output_tokens is not UNSET:
            field_dict["output_tokens"] = output_tokens
        if tool_call_id is not UNSET:
            field_dict["tool_call_id"] = tool_call_id
        if tool_kind is not UNSET:
            field_dict["tool_kind"] = tool_kind
        if tool_name is not UNSET:
            field_dict["tool_name"] = tool_name
        if update_bytes is not UNSET:
            field_dict["update_bytes"] = update_bytes
        if updates is not UNSET:
            field_dict["updates"] = updates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arguments_sha256 = cast(None | str | Unset, d.pop("arguments_sha256", UNSET))

        content_redactions = cast(int | None | Unset, d.pop("content_redactions", UNSET))

        content_truncated = cast(bool | None | Unset, d.pop("content_truncated", UNSET))

        error_code = cast(None | str | Unset, d.pop("error_code", UNSET))

        input_tokens = cast(int | None | Unset, d.pop("input_tokens", UNSET))

        model = cast(None | str | Unset, d.pop("model", UNSET))

        output_tokens = cast(int | None | Unset, d.pop("output_tokens", UNSET))

        tool_call_id = cast(None | str | Unset, d.pop("tool_call_id", UNSET))

        def _parse_tool_kind(data: object) -> ClientSpanAttributesToolKindType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tool_kind_type_0 = check_client_span_attributes_tool_kind_type_0(data)

                return tool_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClientSpanAttributesToolKindType0 | None | Unset, data)

        tool_kind = _parse_tool_kind(d.pop("tool_kind", UNSET))

        tool_name = cast(None | str | Unset, d.pop("tool_name", UNSET))

        update_bytes = cast(int | None | Unset, d.pop("update_bytes", UNSET))

        updates = cast(int | None | Unset, d.pop("updates", UNSET))

        client_span_attributes = cls(
            arguments_sha256=arguments_sha256,
            content_redactions=content_redactions,
            content_truncated=content_truncated,
            error_code=error_code,
            input_tokens=input_tokens,
            model=model,
            output_tokens=output_tokens,
            tool_call_id=tool_call_id,
            tool_kind=tool_kind,
            tool_name=tool_name,
            update_bytes=update_bytes,
            updates=updates,
        )

        client_span_attributes.additional_properties = d
        return client_span_attributes

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
