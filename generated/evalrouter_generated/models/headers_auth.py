from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.secret_header import SecretHeader


T = TypeVar("T", bound="HeadersAuth")


@_attrs_define
class HeadersAuth:
    """
    Attributes:
        headers (list[SecretHeader]):
        kind (Literal['headers']):
    """

    headers: list[SecretHeader]
    kind: Literal["headers"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        headers = []
        for headers_item_data in self.headers:
            headers_item = headers_item_data.to_dict()
            headers.append(headers_item)

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "headers": headers,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        headers = []
        _headers = d.pop("headers")
        for headers_item_data in _headers:
            headers_item = SecretHeader.from_dict(headers_item_data)

            headers.append(headers_item)

        kind = cast(Literal["headers"], d.pop("kind"))
        if kind != "headers":
            raise ValueError(f"kind must match const 'headers', got '{kind}'")

        headers_auth = cls(
            headers=headers,
            kind=kind,
        )

        headers_auth.additional_properties = d
        return headers_auth

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


from ..models.secret_header import SecretHeader
