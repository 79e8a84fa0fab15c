from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """Error object. Clients branch on `code`; `retryable: true` allows a retry.

    Attributes:
        code (str):
        message (None | str | Unset):
        hint (None | str | Unset):
        retryable (bool | Unset):
        request_id (None | str | Unset):
        details (Any | Unset):
    """

    code: str
    message: None | str | Unset = UNSET
    hint: None | str | Unset = UNSET
    retryable: bool | Unset = UNSET
    request_id: None | str | Unset = UNSET
    details: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        hint: None | str | Unset
        if isinstance(self.hint, Unset):
            hint = UNSET
        else:
            hint = self.hint

        retryable = self.retryable

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        details = self.details

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if hint is not UNSET:
            field_dict["hint"] = hint
        if retryable is not UNSET:
            field_dict["retryable"] = retryable
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        message = cast(None | str | Unset, d.pop("message", UNSET))

        hint = cast(None | str | Unset, d.pop("hint", UNSET))

        retryable = d.pop("retryable", UNSET)

        request_id = cast(None | str | Unset, d.pop("request_id", UNSET))

        details = d.pop("details", UNSET)

        error = cls(
            code=code,
            message=message,
            hint=hint,
            retryable=retryable,
            request_id=request_id,
            details=details,
        )

        error.additional_properties = d
        return error

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
