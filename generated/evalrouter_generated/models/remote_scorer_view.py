from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RemoteScorerView")


@_attrs_define
class RemoteScorerView:
    """
    Attributes:
        config_sha256 (str):
        credential_configured (bool):
        endpoint_url (str):
        estimated_external_cost_at_call_cap_microusd (int):
        external_cost_per_call_microusd (int):
        external_cost_provider_billed_estimate (bool):
        id (str):
        max_calls_per_job (int):
        max_input_bytes (int):
        name (str):
        numeric_score_threshold (float | None):
        project_name (None | str):
        provider (str):
        result_contract (str):
        scorer_key (str):
        scorer_slug (None | str):
        scorer_version (None | str):
        timeout_ms (int):
        version (int):
    """

    config_sha256: str
    credential_configured: bool
    endpoint_url: str
    estimated_external_cost_at_call_cap_microusd: int
    external_cost_per_call_microusd: int
    external_cost_provider_billed_estimate: bool
    id: str
    max_calls_per_job: int
    max_input_bytes: int
    name: str
    numeric_score_threshold: float | None
    project_name: None | str
    provider: str
    result_contract: str
    scorer_key: str
    scorer_slug: None | str
    scorer_version: None | str
    timeout_ms: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config_sha256 = self.config_sha256

        credential_configured = self.credential_configured

        endpoint_url = self.endpoint_url

        estimated_external_cost_at_call_cap_microusd = (
            self.estimated_external_cost_at_call_cap_microusd
        )

        external_cost_per_call_microusd = self.external_cost_per_call_microusd

        external_cost_provider_billed_estimate = self.external_cost_provider_billed_estimate

        id = self.id

        max_calls_per_job = self.max_calls_per_job

        max_input_bytes = self.max_input_bytes

        name = self.name

        numeric_score_threshold: float | None
        numeric_score_threshold = self.numeric_score_threshold

        project_name: None | str
        project_name = self.project_name

        provider = self.provider

        result_contract = self.result_contract

        scorer_key = self.scorer_key

        scorer_slug: None | str
        scorer_slug = self.scorer_slug

        scorer_version: None | str
        scorer_version = self.scorer_version

        timeout_ms = self.timeout_ms

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config_sha256": config_sha256,
                "credential_configured": credential_configured,
                "endpoint_url": endpoint_url,
                "estimated_external_cost_at_call_cap_microusd": estimated_external_cost_at_call_cap_microusd,
                "external_cost_per_call_microusd": external_cost_per_call_microusd,
                "external_cost_provider_billed_estimate": external_cost_provider_billed_estimate,
                "id": id,
                "max_calls_per_job": max_calls_per_job,
                "max_input_bytes": max_input_bytes,
                "name": name,
                "numeric_score_threshold": numeric_score_threshold,
                "project_name": project_name,
                "provider": provider,
                "result_contract": result_contract,
                "scorer_key": scorer_key,
                "scorer_slug": scorer_slug,
                "scorer_version": scorer_version,
                "timeout_ms": timeout_ms,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config_sha256 = d.pop("config_sha256")

        credential_configured = d.pop("credential_configured")

        endpoint_url = d.pop("endpoint_url")

        estimated_external_cost_at_call_cap_microusd = d.pop(
            "estimated_external_cost_at_call_cap_microusd"
        )

        external_cost_per_call_microusd = d.pop("external_cost_per_call_microusd")

        external_cost_provider_billed_estimate = d.pop("external_cost_provider_billed_estimate")

        id = d.pop("id")

        max_calls_per_job = d.pop("max_calls_per_job")

        max_input_bytes = d.pop("max_input_bytes")

        name = d.pop("name")

        numeric_score_threshold = cast(float | None, d.pop("numeric_score_threshold"))

        project_name = cast(None | str, d.pop("project_name"))

        provider = d.pop("provider")

        result_contract = d.pop("result_contract")

        scorer_key = d.pop("scorer_key")

        scorer_slug = cast(None | str, d.pop("scorer_slug"))

        scorer_version = cast(None | str, d.pop("scorer_version"))

        timeout_ms = d.pop("timeout_ms")

        version = d.pop("version")

        remote_scorer_view = cls(
            config_sha256=config_sha256,
            credential_configured=credential_configured,
            endpoint_url=endpoint_url,
            estimated_external_cost_at_call_cap_microusd=estimated_external_cost_at_call_cap_microusd,
            external_cost_per_call_microusd=external_cost_per_call_microusd,
            external_cost_provider_billed_estimate=external_cost_provider_billed_estimate,
            id=id,
            max_calls_per_job=max_calls_per_job,
            max_input_bytes=max_input_bytes,
            name=name,
            numeric_score_threshold=numeric_score_threshold,
            project_name=project_name,
            provider=provider,
            result_contract=result_contract,
            scorer_key=scorer_key,
            scorer_slug=scorer_slug,
            scorer_version=scorer_version,
            timeout_ms=timeout_ms,
            version=version,
        )

        remote_scorer_view.additional_properties = d
        return remote_scorer_view

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
