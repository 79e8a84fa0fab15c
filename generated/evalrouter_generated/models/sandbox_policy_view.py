from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxPolicyView")


@_attrs_define
class SandboxPolicyView:
    """
    Attributes:
        execution_fee_microusd (str):
        image_id (str):
        image_sha256 (str):
        price_version (str):
        backend (None | str | Unset):
        cpu_millis (int | None | Unset):
        execution_class (None | str | Unset):
        max_infrastructure_attempts (int | None | Unset):
        memory_mib (int | None | Unset):
        network (None | str | Unset):
        schema_version (int | None | Unset):
        timeout_seconds (int | None | Unset):
    """

    execution_fee_microusd: str
    image_id: str
    image_sha256: str
    price_version: str
    backend: None | str | Unset = UNSET
    cpu_millis: int | None | Unset = UNSET
    execution_class: None | str | Unset = UNSET
    max_infrastructure_attempts: int | None | Unset = UNSET
    memory_mib: int | None | Unset = UNSET
    network: None | str | Unset = UNSET
    schema_version: int | None | Unset = UNSET
    timeout_seconds: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        execution_fee_microusd = self.execution_fee_microusd

        image_id = self.image_id

        image_sha256 = self.image_sha256

        price_version = self.price_version

        backend: None | str | Unset
        if isinstance(self.backend, Unset):
            backend = UNSET
        else:
            backend = self.backend

        cpu_millis: int | None | Unset
        if isinstance(self.cpu_millis, Unset):
            cpu_millis = UNSET
        else:
            cpu_millis = self.cpu_millis

        execution_class: None | str | Unset
        if isinstance(self.execution_class, Unset):
            execution_class = UNSET
        else:
            execution_class = self.execution_class

        max_infrastructure_attempts: int | None | Unset
        if isinstance(self.max_infrastructure_attempts, Unset):
            max_infrastructure_attempts = UNSET
        else:
            max_infrastructure_attempts = self.max_infrastructure_attempts

        memory_mib: int | None | Unset
        if isinstance(self.memory_mib, Unset):
            memory_mib = UNSET
        else:
            memory_mib = self.memory_mib

        network: None | str | Unset
        if isinstance(self.network, Unset):
            network = UNSET
        else:
            network = self.network

        schema_version: int | None | Unset
        if isinstance(self.schema_version, Unset):
            schema_version = UNSET
        else:
            schema_version = self.schema_version

        timeout_seconds: int | None | Unset
        if isinstance(self.timeout_seconds, Unset):
            timeout_seconds = UNSET
        else:
            timeout_seconds = self.timeout_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "execution_fee_microusd": execution_fee_microusd,
                "image_id": image_id,
                "image_sha256": image_sha256,
                "price_version": price_version,
            }
        )
        if backend is not UNSET:
            field_dict["backend"] = backend
        if cpu_millis is not UNSET:
            field_dict["cpu_millis"] = cpu_millis
        if execution_class is not UNSET:
            field_dict["execution_class"] = execution_class
        if max_infrastructure_attempts is not UNSET:
            field_dict["max_infrastructure_attempts"] = max_infrastructure_attempts
        if memory_mib is not UNSET:
            field_dict["memory_mib"] = memory_mib
        if network is not UNSET:
            field_dict["network"] = network
        if schema_version is not UNSET:
            field_dict["schema_version"] = schema_version
        if timeout_seconds is not UNSET:
            field_dict["timeout_seconds"] = timeout_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        execution_fee_microusd = d.pop("execution_fee_microusd")

        image_id = d.pop("image_id")

        image_sha256 = d.pop("image_sha256")

        price_version = d.pop("price_version")

        backend = cast(None | str | Unset, d.pop("backend", UNSET))

        cpu_millis = cast(int | None | Unset, d.pop("cpu_millis", UNSET))

        execution_class = cast(None | str | Unset, d.pop("execution_class", UNSET))

        max_infrastructure_attempts = cast(
            int | None | Unset, d.pop("max_infrastructure_attempts", UNSET)
        )

        memory_mib = cast(int | None | Unset, d.pop("memory_mib", UNSET))

        network = cast(None | str | Unset, d.pop("network", UNSET))

        schema_version = cast(int | None | Unset, d.pop("schema_version", UNSET))

        timeout_seconds = cast(int | None | Unset, d.pop("timeout_seconds", UNSET))

        sandbox_policy_view = cls(
            execution_fee_microusd=execution_fee_microusd,
            image_id=image_id,
            image_sha256=image_sha256,
            price_version=price_version,
            backend=backend,
            cpu_millis=cpu_millis,
            execution_class=execution_class,
            max_infrastructure_attempts=max_infrastructure_attempts,
            memory_mib=memory_mib,
            network=network,
            schema_version=schema_version,
            timeout_seconds=timeout_seconds,
        )

        sandbox_policy_view.additional_properties = d
        return sandbox_policy_view

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
