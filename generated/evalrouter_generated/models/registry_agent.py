from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.registry_agent_distribution import (
    RegistryAgentDistribution,
    check_registry_agent_distribution,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RegistryAgent")


@_attrs_define
class RegistryAgent:
    """
    Attributes:
        artifact_sha256 (str):
        distribution (RegistryAgentDistribution):
        id (str):
        kind (Literal['registry']):
        snapshot_sha256 (str):
        version (str):
        accept_unverified_artifact (bool | Unset):
        platform (None | str | Unset):
    """

    artifact_sha256: str
    distribution: RegistryAgentDistribution
    id: str
    kind: Literal["registry"]
    snapshot_sha256: str
    version: str
    accept_unverified_artifact: bool | Unset = UNSET
    platform: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifact_sha256 = self.artifact_sha256

        distribution: str = self.distribution

        id = self.id

        kind = self.kind

        snapshot_sha256 = self.snapshot_sha256

        version = self.version

        accept_unverified_artifact = self.accept_unverified_artifact

        platform: None | str | Unset
        if isinstance(self.platform, Unset):
            platform = UNSET
        else:
            platform = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifact_sha256": artifact_sha256,
                "distribution": distribution,
                "id": id,
                "kind": kind,
                "snapshot_sha256": snapshot_sha256,
                "version": version,
            }
        )
        if accept_unverified_artifact is not UNSET:
            field_dict["accept_unverified_artifact"] = accept_unverified_artifact
        if platform is not UNSET:
            field_dict["platform"] = platform

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        artifact_sha256 = d.pop("artifact_sha256")

        distribution = check_registry_agent_distribution(d.pop("distribution"))

        id = d.pop("id")

        kind = cast(Literal["registry"], d.pop("kind"))
        if kind != "registry":
            raise ValueError(f"kind must match const 'registry', got '{kind}'")

        snapshot_sha256 = d.pop("snapshot_sha256")

        version = d.pop("version")

        accept_unverified_artifact = d.pop("accept_unverified_artifact", UNSET)

        platform = cast(None | str | Unset, d.pop("platform", UNSET))

        registry_agent = cls(
            artifact_sha256=artifact_sha256,
            distribution=distribution,
            id=id,
            kind=kind,
            snapshot_sha256=snapshot_sha256,
            version=version,
            accept_unverified_artifact=accept_unverified_artifact,
            platform=platform,
        )

        registry_agent.additional_properties = d
        return registry_agent

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
