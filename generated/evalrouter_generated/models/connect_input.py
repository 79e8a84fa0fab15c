from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.connect_input_region import ConnectInputRegion, check_connect_input_region
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConnectInput")


@_attrs_define
class ConnectInput:
    """
    Attributes:
        api_key (str):
        name (str):
        project_id (str):
        project_name (str):
        connection_id (None | str | Unset):
        lookback_hours (int | Unset):
        region (ConnectInputRegion | Unset):
        since (None | str | Unset):
    """

    api_key: str
    name: str
    project_id: str
    project_name: str
    connection_id: None | str | Unset = UNSET
    lookback_hours: int | Unset = UNSET
    region: ConnectInputRegion | Unset = UNSET
    since: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        name = self.name

        project_id = self.project_id

        project_name = self.project_name

        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        lookback_hours = self.lookback_hours

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region

        since: None | str | Unset
        if isinstance(self.since, Unset):
            since = UNSET
        else:
            since = self.since

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_key": api_key,
                "name": name,
                "project_id": project_id,
                "project_name": project_name,
            }
        )
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if lookback_hours is not UNSET:
            field_dict["lookback_hours"] = lookback_hours
        if region is not UNSET:
            field_dict["region"] = region
        if since is not UNSET:
            field_dict["since"] = since

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        name = d.pop("name")

        project_id = d.pop("project_id")

        project_name = d.pop("project_name")

        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        lookback_hours = d.pop("lookback_hours", UNSET)

        _region = d.pop("region", UNSET)
        region: ConnectInputRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = check_connect_input_region(_region)

        since = cast(None | str | Unset, d.pop("since", UNSET))

        connect_input = cls(
            api_key=api_key,
            name=name,
            project_id=project_id,
            project_name=project_name,
            connection_id=connection_id,
            lookback_hours=lookback_hours,
            region=region,
            since=since,
        )

        connect_input.additional_properties = d
        return connect_input

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
