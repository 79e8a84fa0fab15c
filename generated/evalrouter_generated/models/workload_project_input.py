from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workload_project_input_provider import (
    WorkloadProjectInputProvider,
    check_workload_project_input_provider,
)
from ..models.workload_project_input_region import (
    WorkloadProjectInputRegion,
    check_workload_project_input_region,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WorkloadProjectInput")


@_attrs_define
class WorkloadProjectInput:
    """
    Attributes:
        name (str):
        project_id (str):
        project_name (str):
        provider (WorkloadProjectInputProvider):
        api_key (None | str | Unset):
        connection_id (None | str | Unset):
        lookback_hours (int | Unset):
        public_key (None | str | Unset):
        region (WorkloadProjectInputRegion | Unset):
        secret_key (None | str | Unset):
    """

    name: str
    project_id: str
    project_name: str
    provider: WorkloadProjectInputProvider
    api_key: None | str | Unset = UNSET
    connection_id: None | str | Unset = UNSET
    lookback_hours: int | Unset = UNSET
    public_key: None | str | Unset = UNSET
    region: WorkloadProjectInputRegion | Unset = UNSET
    secret_key: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        project_id = self.project_id

        project_name = self.project_name

        provider: str = self.provider

        api_key: None | str | Unset
        if isinstance(self.api_key, Unset):
            api_key = UNSET
        else:
            api_key = self.api_key

        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        lookback_hours = self.lookback_hours

        public_key: None | str | Unset
        if isinstance(self.public_key, Unset):
            public_key = UNSET
        else:
            public_key = self.public_key

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region

        secret_key: None | str | Unset
        if isinstance(self.secret_key, Unset):
            secret_key = UNSET
        else:
            secret_key = self.secret_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "project_id": project_id,
                "project_name": project_name,
                "provider": provider,
            }
        )
        if api_key is not UNSET:
            field_dict["api_key"] = api_key
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if lookback_hours is not UNSET:
            field_dict["lookback_hours"] = lookback_hours
        if public_key is not UNSET:
            field_dict["public_key"] = public_key
        if region is not UNSET:
            field_dict["region"] = region
        if secret_key is not UNSET:
            field_dict["secret_key"] = secret_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        project_id = d.pop("project_id")

        project_name = d.pop("project_name")

        provider = check_workload_project_input_provider(d.pop("provider"))

        api_key = cast(None | str | Unset, d.pop("api_key", UNSET))

        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        lookback_hours = d.pop("lookback_hours", UNSET)

        public_key = cast(None | str | Unset, d.pop("public_key", UNSET))

        _region = d.pop("region", UNSET)
        region: WorkloadProjectInputRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = check_workload_project_input_region(_region)

        secret_key = cast(None | str | Unset, d.pop("secret_key", UNSET))

        workload_project_input = cls(
            name=name,
            project_id=project_id,
            project_name=project_name,
            provider=provider,
            api_key=api_key,
            connection_id=connection_id,
            lookback_hours=lookback_hours,
            public_key=public_key,
            region=region,
            secret_key=secret_key,
        )

        workload_project_input.additional_properties = d
        return workload_project_input

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
