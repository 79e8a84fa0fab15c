from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EnvironmentRights")


@_attrs_define
class EnvironmentRights:
    """
    Attributes:
        attribution (str):
        commercial_execution (bool):
        display (bool):
        export (bool):
        license_ (str):
        source_url (str):
        training (bool):
        underlying_licenses (list[str] | None | Unset):
    """

    attribution: str
    commercial_execution: bool
    display: bool
    export: bool
    license_: str
    source_url: str
    training: bool
    underlying_licenses: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribution = self.attribution

        commercial_execution = self.commercial_execution

        display = self.display

        export = self.export

        license_ = self.license_

        source_url = self.source_url

        training = self.training

        underlying_licenses: list[str] | None | Unset
        if isinstance(self.underlying_licenses, Unset):
            underlying_licenses = UNSET
        elif isinstance(self.underlying_licenses, list):
            underlying_licenses = self.underlying_licenses

        else:
            underlying_licenses = self.underlying_licenses

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribution": attribution,
                "commercial_execution": commercial_execution,
                "display": display,
                "export": export,
                "license": license_,
                "source_url": source_url,
                "training": training,
            }
        )
        if underlying_licenses is not UNSET:
            field_dict["underlying_licenses"] = underlying_licenses

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attribution = d.pop("attribution")

        commercial_execution = d.pop("commercial_execution")

        display = d.pop("display")

        export = d.pop("export")

        license_ = d.pop("license")

        source_url = d.pop("source_url")

        training = d.pop("training")

        def _parse_underlying_licenses(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                underlying_licenses_type_0 = cast(list[str], data)

                return underlying_licenses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        underlying_licenses = _parse_underlying_licenses(d.pop("underlying_licenses", UNSET))

        environment_rights = cls(
            attribution=attribution,
            commercial_execution=commercial_execution,
            display=display,
            export=export,
            license_=license_,
            source_url=source_url,
            training=training,
            underlying_licenses=underlying_licenses,
        )

        environment_rights.additional_properties = d
        return environment_rights

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
