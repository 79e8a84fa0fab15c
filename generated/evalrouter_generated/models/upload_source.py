from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.upload_source_split_role import UploadSourceSplitRole, check_upload_source_split_role
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rights_attestation import RightsAttestation


T = TypeVar("T", bound="UploadSource")


@_attrs_define
class UploadSource:
    """
    Attributes:
        rights (RightsAttestation):
        upload_id (str):
        split_role (UploadSourceSplitRole | Unset):
    """

    rights: RightsAttestation
    upload_id: str
    split_role: UploadSourceSplitRole | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rights = self.rights.to_dict()

        upload_id = self.upload_id

        split_role: str | Unset = UNSET
        if not isinstance(self.split_role, Unset):
            split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rights": rights,
                "upload_id": upload_id,
            }
        )
        if split_role is not UNSET:
            field_dict["split_role"] = split_role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rights = RightsAttestation.from_dict(d.pop("rights"))

        upload_id = d.pop("upload_id")

        _split_role = d.pop("split_role", UNSET)
        split_role: UploadSourceSplitRole | Unset
        if isinstance(_split_role, Unset):
            split_role = UNSET
        else:
            split_role = check_upload_source_split_role(_split_role)

        upload_source = cls(
            rights=rights,
            upload_id=upload_id,
            split_role=split_role,
        )

        upload_source.additional_properties = d
        return upload_source

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
