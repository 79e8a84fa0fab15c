from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReasoningCapabilityEvidence")


@_attrs_define
class ReasoningCapabilityEvidence:
    """
    Attributes:
        source (str):
        supported_efforts (list[str]):
        evidence_sha256 (None | str | Unset):
    """

    source: str
    supported_efforts: list[str]
    evidence_sha256: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        supported_efforts = self.supported_efforts

        evidence_sha256: None | str | Unset
        if isinstance(self.evidence_sha256, Unset):
            evidence_sha256 = UNSET
        else:
            evidence_sha256 = self.evidence_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "supported_efforts": supported_efforts,
            }
        )
        if evidence_sha256 is not UNSET:
            field_dict["evidence_sha256"] = evidence_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = d.pop("source")

        supported_efforts = cast(list[str], d.pop("supported_efforts"))

        evidence_sha256 = cast(None | str | Unset, d.pop("evidence_sha256", UNSET))

        reasoning_capability_evidence = cls(
            source=source,
            supported_efforts=supported_efforts,
            evidence_sha256=evidence_sha256,
        )

        reasoning_capability_evidence.additional_properties = d
        return reasoning_capability_evidence

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
