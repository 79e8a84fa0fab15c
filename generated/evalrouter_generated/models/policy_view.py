from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.policy_config import PolicyConfig


T = TypeVar("T", bound="PolicyView")


@_attrs_define
class PolicyView:
    """
    Attributes:
        active_version_id (None | str):
        config (PolicyConfig):
        connection_id (None | str):
        created_at (str):
        enabled (bool):
        id (str):
        name (str):
        updated_at (str):
        workspace_id (str):
    """

    active_version_id: None | str
    config: PolicyConfig
    connection_id: None | str
    created_at: str
    enabled: bool
    id: str
    name: str
    updated_at: str
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_version_id: None | str
        active_version_id = self.active_version_id

        config = self.config.to_dict()

        connection_id: None | str
        connection_id = self.connection_id

        created_at = self.created_at

        enabled = self.enabled

        id = self.id

        name = self.name

        updated_at = self.updated_at

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_version_id": active_version_id,
                "config": config,
                "connection_id": connection_id,
                "created_at": created_at,
                "enabled": enabled,
                "id": id,
                "name": name,
                "updated_at": updated_at,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        active_version_id = cast(None | str, d.pop("active_version_id"))

        config = PolicyConfig.from_dict(d.pop("config"))

        connection_id = cast(None | str, d.pop("connection_id"))

        created_at = d.pop("created_at")

        enabled = d.pop("enabled")

        id = d.pop("id")

        name = d.pop("name")

        updated_at = d.pop("updated_at")

        workspace_id = d.pop("workspace_id")

        policy_view = cls(
            active_version_id=active_version_id,
            config=config,
            connection_id=connection_id,
            created_at=created_at,
            enabled=enabled,
            id=id,
            name=name,
            updated_at=updated_at,
            workspace_id=workspace_id,
        )

        policy_view.additional_properties = d
        return policy_view

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
