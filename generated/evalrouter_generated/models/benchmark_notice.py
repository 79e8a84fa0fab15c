from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.license_notice import LicenseNotice


T = TypeVar("T", bound="BenchmarkNotice")


@_attrs_define
class BenchmarkNotice:
    """
    Attributes:
        adaptation_notice (str):
        evidence_sha256 (str):
        licenses (list[LicenseNotice]):
        manifest_sha256 (str):
        profile_id (str):
    """

    adaptation_notice: str
    evidence_sha256: str
    licenses: list[LicenseNotice]
    manifest_sha256: str
    profile_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adaptation_notice = self.adaptation_notice

        evidence_sha256 = self.evidence_sha256

        licenses = []
        for licenses_item_data in self.licenses:
            licenses_item = licenses_item_data.to_dict()
            licenses.append(licenses_item)

        manifest_sha256 = self.manifest_sha256

        profile_id = self.profile_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adaptation_notice": adaptation_notice,
                "evidence_sha256": evidence_sha256,
                "licenses": licenses,
                "manifest_sha256": manifest_sha256,
                "profile_id": profile_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        adaptation_notice = d.pop("adaptation_notice")

        evidence_sha256 = d.pop("evidence_sha256")

        licenses = []
        _licenses = d.pop("licenses")
        for licenses_item_data in _licenses:
            licenses_item = LicenseNotice.from_dict(licenses_item_data)

            licenses.append(licenses_item)

        manifest_sha256 = d.pop("manifest_sha256")

        profile_id = d.pop("profile_id")

        benchmark_notice = cls(
            adaptation_notice=adaptation_notice,
            evidence_sha256=evidence_sha256,
            licenses=licenses,
            manifest_sha256=manifest_sha256,
            profile_id=profile_id,
        )

        benchmark_notice.additional_properties = d
        return benchmark_notice

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


from ..models.license_notice import LicenseNotice
