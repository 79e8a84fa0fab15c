from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.arm_identity import ArmIdentity
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ComparisonExportArm")


@_attrs_define
class ComparisonExportArm:
    """
    Attributes:
        charges (JsonObject | None):
        identity (ArmIdentity | None):
        key (str):
        name (None | str):
        role (str):
        source (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
    """

    charges: JsonObject | None
    identity: ArmIdentity | None
    key: str
    name: None | str
    role: str
    source: JsonObject
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        charges: dict[str, Any] | None
        if isinstance(self.charges, JsonObject):
            charges = self.charges.to_dict()
        else:
            charges = self.charges

        identity: dict[str, Any] | None
        if isinstance(self.identity, ArmIdentity):
            identity = self.identity.to_dict()
        else:
            identity = self.identity

        key = self.key

        name: None | str
        name = self.name

        role = self.role

        source = self.source.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "charges": charges,
                "identity": identity,
                "key": key,
                "name": name,
                "role": role,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_charges(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                charges_type_0 = JsonObject.from_dict(data)

                return charges_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        charges = _parse_charges(d.pop("charges"))

        def _parse_identity(data: object) -> ArmIdentity | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                identity_type_0 = ArmIdentity.from_dict(data)

                return identity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArmIdentity | None, data)

        identity = _parse_identity(d.pop("identity"))

        key = d.pop("key")

        name = cast(None | str, d.pop("name"))

        role = d.pop("role")

        source = JsonObject.from_dict(d.pop("source"))

        comparison_export_arm = cls(
            charges=charges,
            identity=identity,
            key=key,
            name=name,
            role=role,
            source=source,
        )

        comparison_export_arm.additional_properties = d
        return comparison_export_arm

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


from ..models.arm_identity import ArmIdentity
from ..models.json_object import JsonObject
