from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LicenseNotice")


@_attrs_define
class LicenseNotice:
    """
    Attributes:
        attribution (str):
        document_sha256 (str):
        identifier (str):
        scope (str):
        source_revision (str):
        source_url (str):
        text (str):
    """

    attribution: str
    document_sha256: str
    identifier: str
    scope: str
    source_revision: str
    source_url: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribution = self.attribution

        document_sha256 = self.document_sha256

        identifier = self.identifier

        scope = self.scope

        source_revision = self.source_revision

        source_url = self.source_url

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribution": attribution,
                "document_sha256": document_sha256,
                "identifier": identifier,
                "scope": scope,
                "source_revision": source_revision,
                "source_url": source_url,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attribution = d.pop("attribution")

        document_sha256 = d.pop("document_sha256")

        identifier = d.pop("identifier")

        scope = d.pop("scope")

        source_revision = d.pop("source_revision")

        source_url = d.pop("source_url")

        text = d.pop("text")

        license_notice = cls(
            attribution=attribution,
            document_sha256=document_sha256,
            identifier=identifier,
            scope=scope,
            source_revision=source_revision,
            source_url=source_url,
            text=text,
        )

        license_notice.additional_properties = d
        return license_notice

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
