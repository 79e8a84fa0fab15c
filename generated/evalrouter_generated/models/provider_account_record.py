from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ProviderAccountRecord")


@_attrs_define
class ProviderAccountRecord:
    """
    Attributes:
        addressing (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        created_at (str):
        disabled_at (None | str):
        id (str):
        kind (str):
        max_concurrency (int | None):
        name (str):
        revision (int):
        secret_version (int):
    """

    addressing: JsonObject
    created_at: str
    disabled_at: None | str
    id: str
    kind: str
    max_concurrency: int | None
    name: str
    revision: int
    secret_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        addressing = self.addressing.to_dict()

        created_at = self.created_at

        disabled_at: None | str
        disabled_at = self.disabled_at

        id = self.id

        kind = self.kind

        max_concurrency: int | None
        max_concurrency = self.max_concurrency

        name = self.name

        revision = self.revision

        secret_version = self.secret_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "addressing": addressing,
                "created_at": created_at,
                "disabled_at": disabled_at,
                "id": id,
                "kind": kind,
                "max_concurrency": max_concurrency,
                "name": name,
                "revision": revision,
                "secret_version": secret_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        addressing = JsonObject.from_dict(d.pop("addressing"))

        created_at = d.pop("created_at")

        disabled_at = cast(None | str, d.pop("disabled_at"))

        id = d.pop("id")

        kind = d.pop("kind")

        max_concurrency = cast(int | None, d.pop("max_concurrency"))

        name = d.pop("name")

        revision = d.pop("revision")

        secret_version = d.pop("secret_version")

        provider_account_record = cls(
            addressing=addressing,
            created_at=created_at,
            disabled_at=disabled_at,
            id=id,
            kind=kind,
            max_concurrency=max_concurrency,
            name=name,
            revision=revision,
            secret_version=secret_version,
        )

        provider_account_record.additional_properties = d
        return provider_account_record

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


from ..models.json_object import JsonObject
