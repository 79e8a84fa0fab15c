from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.review_input_decision import ReviewInputDecision, check_review_input_decision
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReviewInput")


@_attrs_define
class ReviewInput:
    """
    Attributes:
        decision (ReviewInputDecision):
        draft_revision (int):
        note (None | str | Unset):
    """

    decision: ReviewInputDecision
    draft_revision: int
    note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision: str = self.decision

        draft_revision = self.draft_revision

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision": decision,
                "draft_revision": draft_revision,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decision = check_review_input_decision(d.pop("decision"))

        draft_revision = d.pop("draft_revision")

        note = cast(None | str | Unset, d.pop("note", UNSET))

        review_input = cls(
            decision=decision,
            draft_revision=draft_revision,
            note=note,
        )

        review_input.additional_properties = d
        return review_input

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
