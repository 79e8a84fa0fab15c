from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportFinding")


@_attrs_define
class ReportFinding:
    """
    Attributes:
        evidence_refs (list[str]):
        id (str):
        text (str):
    """

    evidence_refs: list[str]
    id: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        evidence_refs = self.evidence_refs

        id = self.id

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "evidence_refs": evidence_refs,
                "id": id,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evidence_refs = cast(list[str], d.pop("evidence_refs"))

        id = d.pop("id")

        text = d.pop("text")

        report_finding = cls(
            evidence_refs=evidence_refs,
            id=id,
            text=text,
        )

        report_finding.additional_properties = d
        return report_finding

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
