from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportNextStep")


@_attrs_define
class ReportNextStep:
    """
    Attributes:
        evidence_refs (list[str]):
        id (str):
        kind (str):
        reason (str):
        ref (str):
        setup_href (str):
        title (str):
        what_it_tests (str):
    """

    evidence_refs: list[str]
    id: str
    kind: str
    reason: str
    ref: str
    setup_href: str
    title: str
    what_it_tests: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        evidence_refs = self.evidence_refs

        id = self.id

        kind = self.kind

        reason = self.reason

        ref = self.ref

        setup_href = self.setup_href

        title = self.title

        what_it_tests = self.what_it_tests

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "evidence_refs": evidence_refs,
                "id": id,
                "kind": kind,
                "reason": reason,
                "ref": ref,
                "setup_href": setup_href,
                "title": title,
                "what_it_tests": what_it_tests,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evidence_refs = cast(list[str], d.pop("evidence_refs"))

        id = d.pop("id")

        kind = d.pop("kind")

        reason = d.pop("reason")

        ref = d.pop("ref")

        setup_href = d.pop("setup_href")

        title = d.pop("title")

        what_it_tests = d.pop("what_it_tests")

        report_next_step = cls(
            evidence_refs=evidence_refs,
            id=id,
            kind=kind,
            reason=reason,
            ref=ref,
            setup_href=setup_href,
            title=title,
            what_it_tests=what_it_tests,
        )

        report_next_step.additional_properties = d
        return report_next_step

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
