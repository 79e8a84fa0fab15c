from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.public_actions_part import PublicActionsPart
    from ..models.public_environment_part import PublicEnvironmentPart
    from ..models.public_grader_part import PublicGraderPart
    from ..models.public_inputs_part import PublicInputsPart
    from ..models.public_limits_part import PublicLimitsPart
    from ..models.unknown_schema import UnknownSchema


T = TypeVar("T", bound="PublicPartitionParts")


@_attrs_define
class PublicPartitionParts:
    additional_properties: dict[
        str,
        PublicActionsPart
        | PublicEnvironmentPart
        | PublicGraderPart
        | PublicInputsPart
        | PublicLimitsPart
        | UnknownSchema,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if (
                isinstance(prop, PublicEnvironmentPart)
                or isinstance(prop, PublicActionsPart)
                or isinstance(prop, PublicInputsPart)
                or isinstance(prop, PublicGraderPart)
                or isinstance(prop, PublicLimitsPart)
            ):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        public_partition_parts = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                PublicActionsPart
                | PublicEnvironmentPart
                | PublicGraderPart
                | PublicInputsPart
                | PublicLimitsPart
                | UnknownSchema
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = PublicEnvironmentPart.from_dict(data)

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = PublicActionsPart.from_dict(data)

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_2 = PublicInputsPart.from_dict(data)

                    return additional_property_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_3 = PublicGraderPart.from_dict(data)

                    return additional_property_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_4 = PublicLimitsPart.from_dict(data)

                    return additional_property_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_5 = UnknownSchema.from_dict(data)

                return additional_property_type_5

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        public_partition_parts.additional_properties = additional_properties
        return public_partition_parts

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        PublicActionsPart
        | PublicEnvironmentPart
        | PublicGraderPart
        | PublicInputsPart
        | PublicLimitsPart
        | UnknownSchema
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: PublicActionsPart
        | PublicEnvironmentPart
        | PublicGraderPart
        | PublicInputsPart
        | PublicLimitsPart
        | UnknownSchema,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties


from ..models.public_actions_part import PublicActionsPart
from ..models.public_environment_part import PublicEnvironmentPart
from ..models.public_grader_part import PublicGraderPart
from ..models.public_inputs_part import PublicInputsPart
from ..models.public_limits_part import PublicLimitsPart
from ..models.unknown_schema import UnknownSchema
