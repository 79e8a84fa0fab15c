from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.discovery_source_split_role import (
    DiscoverySourceSplitRole,
    check_discovery_source_split_role,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rights_attestation import RightsAttestation


T = TypeVar("T", bound="DiscoverySource")


@_attrs_define
class DiscoverySource:
    """
    Attributes:
        assignment_ids (list[str]):
        policy_id (str):
        rights (RightsAttestation):
        taxonomy_version_id (str):
        selection_id (None | str | Unset):
        split_role (DiscoverySourceSplitRole | Unset):
    """

    assignment_ids: list[str]
    policy_id: str
    rights: RightsAttestation
    taxonomy_version_id: str
    selection_id: None | str | Unset = UNSET
    split_role: DiscoverySourceSplitRole | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assignment_ids = self.assignment_ids

        policy_id = self.policy_id

        rights = self.rights.to_dict()

        taxonomy_version_id = self.taxonomy_version_id

        selection_id: None | str | Unset
        if isinstance(self.selection_id, Unset):
            selection_id = UNSET
        else:
            selection_id = self.selection_id

        split_role: str | Unset = UNSET
        if not isinstance(self.split_role, Unset):
            split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assignment_ids": assignment_ids,
                "policy_id": policy_id,
                "rights": rights,
                "taxonomy_version_id": taxonomy_version_id,
            }
        )
        if selection_id is not UNSET:
            field_dict["selection_id"] = selection_id
        if split_role is not UNSET:
            field_dict["split_role"] = split_role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        assignment_ids = cast(list[str], d.pop("assignment_ids"))

        policy_id = d.pop("policy_id")

        rights = RightsAttestation.from_dict(d.pop("rights"))

        taxonomy_version_id = d.pop("taxonomy_version_id")

        selection_id = cast(None | str | Unset, d.pop("selection_id", UNSET))

        _split_role = d.pop("split_role", UNSET)
        split_role: DiscoverySourceSplitRole | Unset
        if isinstance(_split_role, Unset):
            split_role = UNSET
        else:
            split_role = check_discovery_source_split_role(_split_role)

        discovery_source = cls(
            assignment_ids=assignment_ids,
            policy_id=policy_id,
            rights=rights,
            taxonomy_version_id=taxonomy_version_id,
            selection_id=selection_id,
            split_role=split_role,
        )

        discovery_source.additional_properties = d
        return discovery_source

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
