from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.headers_auth import HeadersAuth
    from ..models.o_auth_2_client_credentials import OAuth2ClientCredentials
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="NewA2AConnection")


@_attrs_define
class NewA2AConnection:
    """
    Attributes:
        auth (HeadersAuth | OAuth2ClientCredentials | UnknownKind):
        base_url (str):
        name (str):
        protocol (Literal['a2a']):
        card_path (None | str | Unset):
    """

    auth: HeadersAuth | OAuth2ClientCredentials | UnknownKind
    base_url: str
    name: str
    protocol: Literal["a2a"]
    card_path: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auth: dict[str, Any]
        if isinstance(self.auth, HeadersAuth) or isinstance(self.auth, OAuth2ClientCredentials):
            auth = self.auth.to_dict()
        else:
            auth = self.auth.to_dict()

        base_url = self.base_url

        name = self.name

        protocol = self.protocol

        card_path: None | str | Unset
        if isinstance(self.card_path, Unset):
            card_path = UNSET
        else:
            card_path = self.card_path

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth": auth,
                "base_url": base_url,
                "name": name,
                "protocol": protocol,
            }
        )
        if card_path is not UNSET:
            field_dict["card_path"] = card_path

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_auth(data: object) -> HeadersAuth | OAuth2ClientCredentials | UnknownKind:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auth_type_0 = HeadersAuth.from_dict(data)

                return auth_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auth_type_1 = OAuth2ClientCredentials.from_dict(data)

                return auth_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            auth_type_2 = UnknownKind.from_dict(data)

            return auth_type_2

        auth = _parse_auth(d.pop("auth"))

        base_url = d.pop("base_url")

        name = d.pop("name")

        protocol = cast(Literal["a2a"], d.pop("protocol"))
        if protocol != "a2a":
            raise ValueError(f"protocol must match const 'a2a', got '{protocol}'")

        card_path = cast(None | str | Unset, d.pop("card_path", UNSET))

        new_a2a_connection = cls(
            auth=auth,
            base_url=base_url,
            name=name,
            protocol=protocol,
            card_path=card_path,
        )

        new_a2a_connection.additional_properties = d
        return new_a2a_connection

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


from ..models.headers_auth import HeadersAuth
from ..models.o_auth_2_client_credentials import OAuth2ClientCredentials
from ..models.unknown_kind import UnknownKind
