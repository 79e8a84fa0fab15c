from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedbackAttempt")


@_attrs_define
class FeedbackAttempt:
    """
    Attributes:
        error_code (None | str | Unset):
        http_status (int | None | Unset):
        method (None | str | Unset):
        path (None | str | Unset):
        request_id (None | str | Unset):
    """

    error_code: None | str | Unset = UNSET
    http_status: int | None | Unset = UNSET
    method: None | str | Unset = UNSET
    path: None | str | Unset = UNSET
    request_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error_code: None | str | Unset
        if isinstance(self.error_code, Unset):
            error_code = UNSET
        else:
            error_code = self.error_code

        http_status: int | None | Unset
        if isinstance(self.http_status, Unset):
            http_status = UNSET
        else:
            http_status = self.http_status

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        else:
            method = self.method

        path: None | str | Unset
        if isinstance(self.path, Unset):
            path = UNSET
        else:
            path = self.path

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if error_code is not UNSET:
            field_dict["error_code"] = error_code
        if http_status is not UNSET:
            field_dict["http_status"] = http_status
        if method is not UNSET:
            field_dict["method"] = method
        if path is not UNSET:
            field_dict["path"] = path
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        error_code = cast(None | str | Unset, d.pop("error_code", UNSET))

        http_status = cast(int | None | Unset, d.pop("http_status", UNSET))

        method = cast(None | str | Unset, d.pop("method", UNSET))

        path = cast(None | str | Unset, d.pop("path", UNSET))

        request_id = cast(None | str | Unset, d.pop("request_id", UNSET))

        feedback_attempt = cls(
            error_code=error_code,
            http_status=http_status,
            method=method,
            path=path,
            request_id=request_id,
        )

        feedback_attempt.additional_properties = d
        return feedback_attempt

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
