from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HostedAgent")


@_attrs_define
class HostedAgent:
    """
    Attributes:
        id (str):
        kind (Literal['hosted']):
        snapshot_sha256 (str):
        version (str):
    """

    id: str
    kind: Literal["hosted"]
    snapshot_sha256: str
    version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        snapshot_sha256 = self.snapshot_sha256

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "snapshot_sha256": snapshot_sha256,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["hosted"], d.pop("kind"))
        if kind != "hosted":
            raise ValueError(f"kind must match const 'hosted', got '{kind}'")

        snapshot_sha256 = d.pop("snapshot_sha256")

        version = d.pop("version")

        hosted_agent = cls(
            id=id,
            kind=kind,
            snapshot_sha256=snapshot_sha256,
            version=version,
        )

        hosted_agent.additional_properties = d
        return hosted_agent

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
