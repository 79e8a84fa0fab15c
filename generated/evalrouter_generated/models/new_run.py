from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.new_run_metadata import NewRunMetadata


T = TypeVar("T", bound="NewRun")


@_attrs_define
class NewRun:
    """
    Attributes:
        quote_id (str):
        max_charge_microusd (None | str | Unset):
        metadata (NewRunMetadata | Unset):
        name (str | Unset):
        unknown_retry_consent_sha256 (None | str | Unset):
    """

    quote_id: str
    max_charge_microusd: None | str | Unset = UNSET
    metadata: NewRunMetadata | Unset = UNSET
    name: str | Unset = UNSET
    unknown_retry_consent_sha256: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        quote_id = self.quote_id

        max_charge_microusd: None | str | Unset
        if isinstance(self.max_charge_microusd, Unset):
            max_charge_microusd = UNSET
        else:
            max_charge_microusd = self.max_charge_microusd

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        name = self.name

        unknown_retry_consent_sha256: None | str | Unset
        if isinstance(self.unknown_retry_consent_sha256, Unset):
            unknown_retry_consent_sha256 = UNSET
        else:
            unknown_retry_consent_sha256 = self.unknown_retry_consent_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "quote_id": quote_id,
            }
        )
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if name is not UNSET:
            field_dict["name"] = name
        if unknown_retry_consent_sha256 is not UNSET:
            field_dict["unknown_retry_consent_sha256"] = unknown_retry_consent_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        quote_id = d.pop("quote_id")

        max_charge_microusd = cast(None | str | Unset, d.pop("max_charge_microusd", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: NewRunMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = NewRunMetadata.from_dict(_metadata)

        name = d.pop("name", UNSET)

        unknown_retry_consent_sha256 = cast(
            None | str | Unset, d.pop("unknown_retry_consent_sha256", UNSET)
        )

        new_run = cls(
            quote_id=quote_id,
            max_charge_microusd=max_charge_microusd,
            metadata=metadata,
            name=name,
            unknown_retry_consent_sha256=unknown_retry_consent_sha256,
        )

        new_run.additional_properties = d
        return new_run

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


from ..models.new_run_metadata import NewRunMetadata
