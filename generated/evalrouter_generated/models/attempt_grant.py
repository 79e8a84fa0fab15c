from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.client_run_limits import ClientRunLimits
    from ..models.public_partition import PublicPartition
    from ..models.task_capabilities import TaskCapabilities
    from ..models.trace_grant import TraceGrant


T = TypeVar("T", bound="AttemptGrant")


@_attrs_define
class AttemptGrant:
    """
    Attributes:
        attempt (int):
        attempt_deadline_at (int):
        attempt_id (str):
        attempt_url (str):
        capabilities (TaskCapabilities):
        composition_sha256 (str):
        credential (str):
        credential_expires_at (int):
        gateway_base_url (str):
        lease_expires_at (int):
        lease_generation (int):
        limits (ClientRunLimits):
        model_alias (str):
        run_id (str):
        sample_id (str):
        task_protocol (PublicPartition):
        task_ref (str):
        unit_id (str):
        arm_id (None | Unset):
        configuration_fingerprint (None | str | Unset):
        schema_version (None | str | Unset):
        trace (None | TraceGrant | Unset):
    """

    attempt: int
    attempt_deadline_at: int
    attempt_id: str
    attempt_url: str
    capabilities: TaskCapabilities
    composition_sha256: str
    credential: str
    credential_expires_at: int
    gateway_base_url: str
    lease_expires_at: int
    lease_generation: int
    limits: ClientRunLimits
    model_alias: str
    run_id: str
    sample_id: str
    task_protocol: PublicPartition
    task_ref: str
    unit_id: str
    arm_id: None | Unset = UNSET
    configuration_fingerprint: None | str | Unset = UNSET
    schema_version: None | str | Unset = UNSET
    trace: None | TraceGrant | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        attempt_deadline_at = self.attempt_deadline_at

        attempt_id = self.attempt_id

        attempt_url = self.attempt_url

        capabilities = self.capabilities.to_dict()

        composition_sha256 = self.composition_sha256

        credential = self.credential

        credential_expires_at = self.credential_expires_at

        gateway_base_url = self.gateway_base_url

        lease_expires_at = self.lease_expires_at

        lease_generation = self.lease_generation

        limits = self.limits.to_dict()

        model_alias = self.model_alias

        run_id = self.run_id

        sample_id = self.sample_id

        task_protocol = self.task_protocol.to_dict()

        task_ref = self.task_ref

        unit_id = self.unit_id

        arm_id = self.arm_id

        configuration_fingerprint: None | str | Unset
        if isinstance(self.configuration_fingerprint, Unset):
            configuration_fingerprint = UNSET
        else:
            configuration_fingerprint = self.configuration_fingerprint

        schema_version: None | str | Unset
        if isinstance(self.schema_version, Unset):
            schema_version = UNSET
        else:
            schema_version = self.schema_version

        trace: dict[str, Any] | None | Unset
        if isinstance(self.trace, Unset):
            trace = UNSET
        elif isinstance(self.trace, TraceGrant):
            trace = self.trace.to_dict()
        else:
            trace = self.trace

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "attempt_deadline_at": attempt_deadline_at,
                "attempt_id": attempt_id,
                "attempt_url": attempt_url,
                "capabilities": capabilities,
                "composition_sha256": composition_sha256,
                "credential": credential,
                "credential_expires_at": credential_expires_at,
                "gateway_base_url": gateway_base_url,
                "lease_expires_at": lease_expires_at,
                "lease_generation": lease_generation,
                "limits": limits,
                "model_alias": model_alias,
                "run_id": run_id,
                "sample_id": sample_id,
                "task_protocol": task_protocol,
                "task_ref": task_ref,
                "unit_id": unit_id,
            }
        )
        if arm_id is not UNSET:
            field_dict["arm_id"] = arm_id
        if configuration_fingerprint is not UNSET:
            field_dict["configuration_fingerprint"] = configuration_fingerprint
        if schema_version is not UNSET:
            field_dict["schema_version"] = schema_version
        if trace is not UNSET:
            field_dict["trace"] = trace

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        attempt_deadline_at = d.pop("attempt_deadline_at")

        attempt_id = d.pop("attempt_id")

        attempt_url = d.pop("attempt_url")

        capabilities = TaskCapabilities.from_dict(d.pop("capabilities"))

        composition_sha256 = d.pop("composition_sha256")

        credential = d.pop("credential")

        credential_expires_at = d.pop("credential_expires_at")

        gateway_base_url = d.pop("gateway_base_url")

        lease_expires_at = d.pop("lease_expires_at")

        lease_generation = d.pop("lease_generation")

        limits = ClientRunLimits.from_dict(d.pop("limits"))

        model_alias = d.pop("model_alias")

        run_id = d.pop("run_id")

        sample_id = d.pop("sample_id")

        task_protocol = PublicPartition.from_dict(d.pop("task_protocol"))

        task_ref = d.pop("task_ref")

        unit_id = d.pop("unit_id")

        arm_id = d.pop("arm_id", UNSET)

        configuration_fingerprint = cast(
            None | str | Unset, d.pop("configuration_fingerprint", UNSET)
        )

        schema_version = cast(None | str | Unset, d.pop("schema_version", UNSET))

        def _parse_trace(data: object) -> None | TraceGrant | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trace_type_0 = TraceGrant.from_dict(data)

                return trace_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceGrant | Unset, data)

        trace = _parse_trace(d.pop("trace", UNSET))

        attempt_grant = cls(
            attempt=attempt,
            attempt_deadline_at=attempt_deadline_at,
            attempt_id=attempt_id,
            attempt_url=attempt_url,
            capabilities=capabilities,
            composition_sha256=composition_sha256,
            credential=credential,
            credential_expires_at=credential_expires_at,
            gateway_base_url=gateway_base_url,
            lease_expires_at=lease_expires_at,
            lease_generation=lease_generation,
            limits=limits,
            model_alias=model_alias,
            run_id=run_id,
            sample_id=sample_id,
            task_protocol=task_protocol,
            task_ref=task_ref,
            unit_id=unit_id,
            arm_id=arm_id,
            configuration_fingerprint=configuration_fingerprint,
            schema_version=schema_version,
            trace=trace,
        )

        attempt_grant.additional_properties = d
        return attempt_grant

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


from ..models.client_run_limits import ClientRunLimits
from ..models.public_partition import PublicPartition
from ..models.task_capabilities import TaskCapabilities
from ..models.trace_grant import TraceGrant
