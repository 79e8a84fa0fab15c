from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReviewView")


@_attrs_define
class ReviewView:
    """
    Attributes:
        created_at (str):
        decision (str):
        draft_revision (int):
        draft_sha256 (str):
        note (None | str):
        reviewer_id (str):
        authority (None | str | Unset):
    """

    created_at: str
    decision: str
    draft_revision: int
    draft_sha256: str
    note: None | str
    reviewer_id: str
    authority: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        decision = self.decision

        draft_revision = self.draft_revision

        draft_sha256 = self.draft_sha256

        note: None | str
        note = self.note

        reviewer_id = self.reviewer_id

        authority: None | str | Unset
        if isinstance(self.authority, Unset):
            authority = UNSET
        else:
            authority = self.authority

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "decision": decision,
                "draft_revision": draft_revision,
                "draft_sha256": draft_sha256,
                "note": note,
                "reviewer_id": reviewer_id,
            }
        )
        if authority is not UNSET:
            field_dict["authority"] = authority

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        decision = d.pop("decision")

        draft_revision = d.pop("draft_revision")

        draft_sha256 = d.pop("draft_sha256")

        note = cast(None | str, d.pop("note"))

        reviewer_id = d.pop("reviewer_id")

        authority = cast(None | str | Unset, d.pop("authority", UNSET))

        review_view = cls(
            created_at=created_at,
            decision=decision,
            draft_revision=draft_revision,
            draft_sha256=draft_sha256,
            note=note,
            reviewer_id=reviewer_id,
            authority=authority,
        )

        review_view.additional_properties = d
        return review_view

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
