from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workload_access_input_provider import (
    WorkloadAccessInputProvider,
    check_workload_access_input_provider,
)
from ..models.workload_access_input_region import (
    WorkloadAccessInputRegion,
    check_workload_access_input_region,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WorkloadAccessInput")


@_attrs_define
class WorkloadAccessInput:
    """
    Attributes:
        provider (WorkloadAccessInputProvider):
        api_key (None | str | Unset):
        public_key (None | str | Unset):
        region (WorkloadAccessInputRegion | Unset):
        secret_key (None | str | Unset):
    """

    provider: WorkloadAccessInputProvider
    api_key: None | str | Unset = UNSET
    public_key: None | str | Unset = UNSET
    region: WorkloadAccessInputRegion | Unset = UNSET
    secret_key: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provider: str = self.provider

        api_key: None | str | Unset
        if isinstance(self.api_key, Unset):
            api_key = UNSET
        else:
            api_key = self.api_key

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
                "provider": provider,
            }
        )
        if api_key is not UNSET:
            field_dict["api_key"] = api_key
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
        provider = check_workload_access_input_provider(d.pop("provider"))

        api_key = cast(None | str | Unset, d.pop("api_key", UNSET))

        public_key = cast(None | str | Unset, d.pop("public_key", UNSET))

        _region = d.pop("region", UNSET)
        region: WorkloadAccessInputRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = check_workload_access_input_region(_region)

        secret_key = cast(None | str | Unset, d.pop("secret_key", UNSET))

        workload_access_input = cls(
            provider=provider,
            api_key=api_key,
            public_key=public_key,
            region=region,
            secret_key=secret_key,
        )

        workload_access_input.additional_properties = d
        return workload_access_input

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
