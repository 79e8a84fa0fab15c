from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.run_configuration_profiles import RunConfigurationProfiles


T = TypeVar("T", bound="RunConfiguration")


@_attrs_define
class RunConfiguration:
    """
    Attributes:
        profiles (RunConfigurationProfiles):
        schema_version (str):
        standards_sha256 (None | str):
        status (str):
    """

    profiles: RunConfigurationProfiles
    schema_version: str
    standards_sha256: None | str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profiles = self.profiles.to_dict()

        schema_version = self.schema_version

        standards_sha256: None | str
        standards_sha256 = self.standards_sha256

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "profiles": profiles,
                "schema_version": schema_version,
                "standards_sha256": standards_sha256,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        profiles = RunConfigurationProfiles.from_dict(d.pop("profiles"))

        schema_version = d.pop("schema_version")

        standards_sha256 = cast(None | str, d.pop("standards_sha256"))

        status = d.pop("status")

        run_configuration = cls(
            profiles=profiles,
            schema_version=schema_version,
            standards_sha256=standards_sha256,
            status=status,
        )

        run_configuration.additional_properties = d
        return run_configuration

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


from ..models.run_configuration_profiles import RunConfigurationProfiles
