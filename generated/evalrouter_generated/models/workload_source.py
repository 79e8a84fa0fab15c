from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workload_source_resource_kind import (
    WorkloadSourceResourceKind,
    check_workload_source_resource_kind,
)
from ..models.workload_source_split_role import (
    WorkloadSourceSplitRole,
    check_workload_source_split_role,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rights_attestation import RightsAttestation


T = TypeVar("T", bound="WorkloadSource")


@_attrs_define
class WorkloadSource:
    """
    Attributes:
        integration_id (str):
        resource_id (str):
        resource_kind (WorkloadSourceResourceKind):
        rights (RightsAttestation):
        cursor (None | str | Unset):
        split_role (WorkloadSourceSplitRole | Unset):
    """

    integration_id: str
    resource_id: str
    resource_kind: WorkloadSourceResourceKind
    rights: RightsAttestation
    cursor: None | str | Unset = UNSET
    split_role: WorkloadSourceSplitRole | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        resource_id = self.resource_id

        resource_kind: str = self.resource_kind

        rights = self.rights.to_dict()

        cursor: None | str | Unset
        if isinstance(self.cursor, Unset):
            cursor = UNSET
        else:
            cursor = self.cursor

        split_role: str | Unset = UNSET
        if not isinstance(self.split_role, Unset):
            split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "integration_id": integration_id,
                "resource_id": resource_id,
                "resource_kind": resource_kind,
                "rights": rights,
            }
        )
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if split_role is not UNSET:
            field_dict["split_role"] = split_role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        integration_id = d.pop("integration_id")

        resource_id = d.pop("resource_id")

        resource_kind = check_workload_source_resource_kind(d.pop("resource_kind"))

        rights = RightsAttestation.from_dict(d.pop("rights"))

        cursor = cast(None | str | Unset, d.pop("cursor", UNSET))

        _split_role = d.pop("split_role", UNSET)
        split_role: WorkloadSourceSplitRole | Unset
        if isinstance(_split_role, Unset):
            split_role = UNSET
        else:
            split_role = check_workload_source_split_role(_split_role)

        workload_source = cls(
            integration_id=integration_id,
            resource_id=resource_id,
            resource_kind=resource_kind,
            rights=rights,
            cursor=cursor,
            split_role=split_role,
        )

        workload_source.additional_properties = d
        return workload_source

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


from ..models.rights_attestation import RightsAttestation
