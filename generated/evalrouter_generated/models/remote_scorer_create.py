from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.remote_scorer_create_provider import (
    RemoteScorerCreateProvider,
    check_remote_scorer_create_provider,
)
from ..models.remote_scorer_create_region import (
    RemoteScorerCreateRegion,
    check_remote_scorer_create_region,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RemoteScorerCreate")


@_attrs_define
class RemoteScorerCreate:
    """
    Attributes:
        name (str):
        provider (RemoteScorerCreateProvider):
        scorer_key (str):
        scorer_version (str):
        secret (str):
        endpoint_url (None | str | Unset):
        external_cost_per_call_microusd (int | Unset):
        max_calls_per_job (int | Unset):
        max_input_bytes (int | Unset):
        project_name (None | str | Unset):
        region (RemoteScorerCreateRegion | Unset):
        scorer_slug (None | str | Unset):
        timeout_ms (int | Unset):
    """

    name: str
    provider: RemoteScorerCreateProvider
    scorer_key: str
    scorer_version: str
    secret: str
    endpoint_url: None | str | Unset = UNSET
    external_cost_per_call_microusd: int | Unset = UNSET
    max_calls_per_job: int | Unset = UNSET
    max_input_bytes: int | Unset = UNSET
    project_name: None | str | Unset = UNSET
    region: RemoteScorerCreateRegion | Unset = UNSET
    scorer_slug: None | str | Unset = UNSET
    timeout_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        provider: str = self.provider

        scorer_key = self.scorer_key

        scorer_version = self.scorer_version

        secret = self.secret

        endpoint_url: None | str | Unset
        if isinstance(self.endpoint_url, Unset):
            endpoint_url = UNSET
        else:
            endpoint_url = self.endpoint_url

        external_cost_per_call_microusd = self.external_cost_per_call_microusd

        max_calls_per_job = self.max_calls_per_job

        max_input_bytes = self.max_input_bytes

        project_name: None | str | Unset
        if isinstance(self.project_name, Unset):
            project_name = UNSET
        else:
            project_name = self.project_name

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region

        scorer_slug: None | str | Unset
        if isinstance(self.scorer_slug, Unset):
            scorer_slug = UNSET
        else:
            scorer_slug = self.scorer_slug

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "provider": provider,
                "scorer_key": scorer_key,
                "scorer_version": scorer_version,
                "secret": secret,
            }
        )
        if endpoint_url is not UNSET:
            field_dict["endpoint_url"] = endpoint_url
        if external_cost_per_call_microusd is not UNSET:
            field_dict["external_cost_per_call_microusd"] = external_cost_per_call_microusd
        if max_calls_per_job is not UNSET:
            field_dict["max_calls_per_job"] = max_calls_per_job
        if max_input_bytes is not UNSET:
            field_dict["max_input_bytes"] = max_input_bytes
        if project_name is not UNSET:
            field_dict["project_name"] = project_name
        if region is not UNSET:
            field_dict["region"] = region
        if scorer_slug is not UNSET:
            field_dict["scorer_slug"] = scorer_slug
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        provider = check_remote_scorer_create_provider(d.pop("provider"))

        scorer_key = d.pop("scorer_key")

        scorer_version = d.pop("scorer_version")

        secret = d.pop("secret")

        endpoint_url = cast(None | str | Unset, d.pop("endpoint_url", UNSET))

        external_cost_per_call_microusd = d.pop("external_cost_per_call_microusd", UNSET)

        max_calls_per_job = d.pop("max_calls_per_job", UNSET)

        max_input_bytes = d.pop("max_input_bytes", UNSET)

        project_name = cast(None | str | Unset, d.pop("project_name", UNSET))

        _region = d.pop("region", UNSET)
        region: RemoteScorerCreateRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = check_remote_scorer_create_region(_region)

        scorer_slug = cast(None | str | Unset, d.pop("scorer_slug", UNSET))

        timeout_ms = d.pop("timeout_ms", UNSET)

        remote_scorer_create = cls(
            name=name,
            provider=provider,
            scorer_key=scorer_key,
            scorer_version=scorer_version,
            secret=secret,
            endpoint_url=endpoint_url,
            external_cost_per_call_microusd=external_cost_per_call_microusd,
            max_calls_per_job=max_calls_per_job,
            max_input_bytes=max_input_bytes,
            project_name=project_name,
            region=region,
            scorer_slug=scorer_slug,
            timeout_ms=timeout_ms,
        )

        remote_scorer_create.additional_properties = d
        return remote_scorer_create

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
