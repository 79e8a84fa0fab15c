from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_review_input_decision import (
    BulkReviewInputDecision,
    check_bulk_review_input_decision,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="BulkReviewInput")


@_attrs_define
class BulkReviewInput:
    """
    Attributes:
        attested (bool):
        decision (BulkReviewInputDecision):
        all_pending (bool | Unset):
        example_ids (list[str] | None | Unset):
        note (None | str | Unset):
    """

    attested: bool
    decision: BulkReviewInputDecision
    all_pending: bool | Unset = UNSET
    example_ids: list[str] | None | Unset = UNSET
    note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attested = self.attested

        decision: str = self.decision

        all_pending = self.all_pending

        example_ids: list[str] | None | Unset
        if isinstance(self.example_ids, Unset):
            example_ids = UNSET
        elif isinstance(self.example_ids, list):
            example_ids = self.example_ids

        else:
            example_ids = self.example_ids

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attested": attested,
                "decision": decision,
            }
        )
        if all_pending is not UNSET:
            field_dict["all_pending"] = all_pending
        if example_ids is not UNSET:
            field_dict["example_ids"] = example_ids
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attested = d.pop("attested")

        decision = check_bulk_review_input_decision(d.pop("decision"))

        all_pending = d.pop("all_pending", UNSET)

        def _parse_example_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                example_ids_type_0 = cast(list[str], data)

                return example_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        example_ids = _parse_example_ids(d.pop("example_ids", UNSET))

        note = cast(None | str | Unset, d.pop("note", UNSET))

        bulk_review_input = cls(
            attested=attested,
            decision=decision,
            all_pending=all_pending,
            example_ids=example_ids,
            note=note,
        )

        bulk_review_input.additional_properties = d
        return bulk_review_input

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
