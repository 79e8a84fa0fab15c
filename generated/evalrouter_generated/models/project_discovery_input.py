from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.project_discovery_input_region import (
    ProjectDiscoveryInputRegion,
    check_project_discovery_input_region,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProjectDiscoveryInput")


@_attrs_define
class ProjectDiscoveryInput:
    """
    Attributes:
        api_key (str):
        project_name (None | str | Unset):
        region (ProjectDiscoveryInputRegion | Unset):
    """

    api_key: str
    project_name: None | str | Unset = UNSET
    region: ProjectDiscoveryInputRegion | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        project_name: None | str | Unset
        if isinstance(self.project_name, Unset):
            project_name = UNSET
        else:
            project_name = self.project_name

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_key": api_key,
            }
        )
        if project_name is not UNSET:
            field_dict["project_name"] = project_name
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        project_name = cast(None | str | Unset, d.pop("project_name", UNSET))

        _region = d.pop("region", UNSET)
        region: ProjectDiscoveryInputRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = check_project_discovery_input_region(_region)

        project_discovery_input = cls(
            api_key=api_key,
            project_name=project_name,
            region=region,
        )

        project_discovery_input.additional_properties = d
        return project_discovery_input

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
