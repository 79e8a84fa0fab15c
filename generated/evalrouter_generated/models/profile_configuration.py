from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.configuration_override import ConfigurationOverride
    from ..models.profile_configuration_settings import ProfileConfigurationSettings


T = TypeVar("T", bound="ProfileConfiguration")


@_attrs_define
class ProfileConfiguration:
    """
    Attributes:
        custom_kinds (list[str]):
        execution (None | str):
        fingerprint (None | str):
        label (str):
        overrides (list[ConfigurationOverride]):
        settings (ProfileConfigurationSettings):
        standard_fingerprint (None | str):
        standard_name (None | str):
        standard_ref (None | str):
        status (str):
        variant_of (None | str):
        network_agent (None | str | Unset):
        target_settings (Any | Unset):
    """

    custom_kinds: list[str]
    execution: None | str
    fingerprint: None | str
    label: str
    overrides: list[ConfigurationOverride]
    settings: ProfileConfigurationSettings
    standard_fingerprint: None | str
    standard_name: None | str
    standard_ref: None | str
    status: str
    variant_of: None | str
    network_agent: None | str | Unset = UNSET
    target_settings: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        custom_kinds = self.custom_kinds

        execution: None | str
        execution = self.execution

        fingerprint: None | str
        fingerprint = self.fingerprint

        label = self.label

        overrides = []
        for overrides_item_data in self.overrides:
            overrides_item = overrides_item_data.to_dict()
            overrides.append(overrides_item)

        settings = self.settings.to_dict()

        standard_fingerprint: None | str
        standard_fingerprint = self.standard_fingerprint

        standard_name: None | str
        standard_name = self.standard_name

        standard_ref: None | str
        standard_ref = self.standard_ref

        status = self.status

        variant_of: None | str
        variant_of = self.variant_of

        network_agent: None | str | Unset
        if isinstance(self.network_agent, Unset):
            network_agent = UNSET
        else:
            network_agent = self.network_agent

        target_settings = self.target_settings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "custom_kinds": custom_kinds,
                "execution": execution,
                "fingerprint": fingerprint,
                "label": label,
                "overrides": overrides,
                "settings": settings,
                "standard_fingerprint": standard_fingerprint,
                "standard_name": standard_name,
                "standard_ref": standard_ref,
                "status": status,
                "variant_of": variant_of,
            }
        )
        if network_agent is not UNSET:
            field_dict["network_agent"] = network_agent
        if target_settings is not UNSET:
            field_dict["target_settings"] = target_settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        custom_kinds = cast(list[str], d.pop("custom_kinds"))

        execution = cast(None | str, d.pop("execution"))

        fingerprint = cast(None | str, d.pop("fingerprint"))

        label = d.pop("label")

        overrides = []
        _overrides = d.pop("overrides")
        for overrides_item_data in _overrides:
            overrides_item = ConfigurationOverride.from_dict(overrides_item_data)

            overrides.append(overrides_item)

        settings = ProfileConfigurationSettings.from_dict(d.pop("settings"))

        standard_fingerprint = cast(None | str, d.pop("standard_fingerprint"))

        standard_name = cast(None | str, d.pop("standard_name"))

        standard_ref = cast(None | str, d.pop("standard_ref"))

        status = d.pop("status")

        variant_of = cast(None | str, d.pop("variant_of"))

        network_agent = cast(None | str | Unset, d.pop("network_agent", UNSET))

        target_settings = d.pop("target_settings", UNSET)

        profile_configuration = cls(
            custom_kinds=custom_kinds,
            execution=execution,
            fingerprint=fingerprint,
            label=label,
            overrides=overrides,
            settings=settings,
            standard_fingerprint=standard_fingerprint,
            standard_name=standard_name,
            standard_ref=standard_ref,
            status=status,
            variant_of=variant_of,
            network_agent=network_agent,
            target_settings=target_settings,
        )

        profile_configuration.additional_properties = d
        return profile_configuration

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


from ..models.configuration_override import ConfigurationOverride
from ..models.profile_configuration_settings import ProfileConfigurationSettings
