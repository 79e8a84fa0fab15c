from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuth2ClientCredentials")


@_attrs_define
class OAuth2ClientCredentials:
    """
    Attributes:
        client_id (str):
        client_secret (str):
        kind (Literal['oauth2_client_credentials']):
        token_url (str):
        audience (None | str | Unset):
        scope (None | str | Unset):
    """

    client_id: str
    client_secret: str
    kind: Literal["oauth2_client_credentials"]
    token_url: str
    audience: None | str | Unset = UNSET
    scope: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        client_secret = self.client_secret

        kind = self.kind

        token_url = self.token_url

        audience: None | str | Unset
        if isinstance(self.audience, Unset):
            audience = UNSET
        else:
            audience = self.audience

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "client_secret": client_secret,
                "kind": kind,
                "token_url": token_url,
            }
        )
        if audience is not UNSET:
            field_dict["audience"] = audience
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        client_secret = d.pop("client_secret")

        kind = cast(Literal["oauth2_client_credentials"], d.pop("kind"))
        if kind != "oauth2_client_credentials":
            raise ValueError(f"kind must match const 'oauth2_client_credentials', got '{kind}'")

        token_url = d.pop("token_url")

        audience = cast(None | str | Unset, d.pop("audience", UNSET))

        scope = cast(None | str | Unset, d.pop("scope", UNSET))

        o_auth_2_client_credentials = cls(
            client_id=client_id,
            client_secret=client_secret,
            kind=kind,
            token_url=token_url,
            audience=audience,
            scope=scope,
        )

        o_auth_2_client_credentials.additional_properties = d
        return o_auth_2_client_credentials

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
