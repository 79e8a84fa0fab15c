from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ConnectionRecord")


@_attrs_define
class ConnectionRecord:
    """
    Attributes:
        base_url (str):
        capabilities (list[str]):
        check_result (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        checked_at (None | str):
        config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        created_at (str):
        disabled_at (None | str):
        id (str):
        model_id (str):
        name (str):
        protocol (str):
        revision (int):
        account_id (None | str | Unset):
    """

    base_url: str
    capabilities: list[str]
    check_result: JsonObject
    checked_at: None | str
    config: JsonObject
    created_at: str
    disabled_at: None | str
    id: str
    model_id: str
    name: str
    protocol: str
    revision: int
    account_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base_url = self.base_url

        capabilities = self.capabilities

        check_result = self.check_result.to_dict()

        checked_at: None | str
        checked_at = self.checked_at

        config = self.config.to_dict()

        created_at = self.created_at

        disabled_at: None | str
        disabled_at = self.disabled_at

        id = self.id

        model_id = self.model_id

        name = self.name

        protocol = self.protocol

        revision = self.revision

        account_id: None | str | Unset
        if isinstance(self.account_id, Unset):
            account_id = UNSET
        else:
            account_id = self.account_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base_url": base_url,
                "capabilities": capabilities,
                "check_result": check_result,
                "checked_at": checked_at,
                "config": config,
                "created_at": created_at,
                "disabled_at": disabled_at,
                "id": id,
                "model_id": model_id,
                "name": name,
                "protocol": protocol,
                "revision": revision,
            }
        )
        if account_id is not UNSET:
            field_dict["account_id"] = account_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        base_url = d.pop("base_url")

        capabilities = cast(list[str], d.pop("capabilities"))

        check_result = JsonObject.from_dict(d.pop("check_result"))

        checked_at = cast(None | str, d.pop("checked_at"))

        config = JsonObject.from_dict(d.pop("config"))

        created_at = d.pop("created_at")

        disabled_at = cast(None | str, d.pop("disabled_at"))

        id = d.pop("id")

        model_id = d.pop("model_id")

        name = d.pop("name")

        protocol = d.pop("protocol")

        revision = d.pop("revision")

        account_id = cast(None | str | Unset, d.pop("account_id", UNSET))

        connection_record = cls(
            base_url=base_url,
            capabilities=capabilities,
            check_result=check_result,
            checked_at=checked_at,
            config=config,
            created_at=created_at,
            disabled_at=disabled_at,
            id=id,
            model_id=model_id,
            name=name,
            protocol=protocol,
            revision=revision,
            account_id=account_id,
        )

        connection_record.additional_properties = d
        return connection_record

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
