from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_partition_compositions import PublicPartitionCompositions
    from ..models.public_partition_configuration import PublicPartitionConfiguration
    from ..models.public_partition_parts import PublicPartitionParts


T = TypeVar("T", bound="PublicPartition")


@_attrs_define
class PublicPartition:
    """
    Attributes:
        compositions (PublicPartitionCompositions):
        configuration (PublicPartitionConfiguration):
        hidden_sha256 (str):
        parts (PublicPartitionParts):
        labels_schema (None | str | Unset):
    """

    compositions: PublicPartitionCompositions
    configuration: PublicPartitionConfiguration
    hidden_sha256: str
    parts: PublicPartitionParts
    labels_schema: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        compositions = self.compositions.to_dict()

        configuration = self.configuration.to_dict()

        hidden_sha256 = self.hidden_sha256

        parts = self.parts.to_dict()

        labels_schema: None | str | Unset
        if isinstance(self.labels_schema, Unset):
            labels_schema = UNSET
        else:
            labels_schema = self.labels_schema

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "compositions": compositions,
                "configuration": configuration,
                "hidden_sha256": hidden_sha256,
                "parts": parts,
            }
        )
        if labels_schema is not UNSET:
            field_dict["labels_schema"] = labels_schema

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        compositions = PublicPartitionCompositions.from_dict(d.pop("compositions"))

        configuration = PublicPartitionConfiguration.from_dict(d.pop("configuration"))

        hidden_sha256 = d.pop("hidden_sha256")

        parts = PublicPartitionParts.from_dict(d.pop("parts"))

        labels_schema = cast(None | str | Unset, d.pop("labels_schema", UNSET))

        public_partition = cls(
            compositions=compositions,
            configuration=configuration,
            hidden_sha256=hidden_sha256,
            parts=parts,
            labels_schema=labels_schema,
        )

        public_partition.additional_properties = d
        return public_partition

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


from ..models.public_partition_compositions import PublicPartitionCompositions
from ..models.public_partition_configuration import PublicPartitionConfiguration
from ..models.public_partition_parts import PublicPartitionParts
