from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.policy_config import PolicyConfig


T = TypeVar("T", bound="PolicyCreate")


@_attrs_define
class PolicyCreate:
    """
    Attributes:
        name (str):
        config (PolicyConfig | Unset):
        connection_id (None | str | Unset):
        enabled (bool | Unset):
    """

    name: str
    config: PolicyConfig | Unset = UNSET
    connection_id: None | str | Unset = UNSET
    enabled: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        enabled = self.enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _config = d.pop("config", UNSET)
        config: PolicyConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = PolicyConfig.from_dict(_config)

        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        enabled = d.pop("enabled", UNSET)

        policy_create = cls(
            name=name,
            config=config,
            connection_id=connection_id,
            enabled=enabled,
        )

        policy_create.additional_properties = d
        return policy_create

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


from ..models.policy_config import PolicyConfig
