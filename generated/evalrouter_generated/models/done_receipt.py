from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DoneReceipt")


@_attrs_define
class DoneReceipt:
    """The attempt's state after done and the revision that will be graded.

    Attributes:
        attempt_id (None | str | Unset):
        graded_revision (int | None | Unset):
        state (None | str | Unset):
    """

    attempt_id: None | str | Unset = UNSET
    graded_revision: int | None | Unset = UNSET
    state: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_id: None | str | Unset
        if isinstance(self.attempt_id, Unset):
            attempt_id = UNSET
        else:
            attempt_id = self.attempt_id

        graded_revision: int | None | Unset
        if isinstance(self.graded_revision, Unset):
            graded_revision = UNSET
        else:
            graded_revision = self.graded_revision

        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        else:
            state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if attempt_id is not UNSET:
            field_dict["attempt_id"] = attempt_id
        if graded_revision is not UNSET:
            field_dict["graded_revision"] = graded_revision
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt_id = cast(None | str | Unset, d.pop("attempt_id", UNSET))

        graded_revision = cast(int | None | Unset, d.pop("graded_revision", UNSET))

        state = cast(None | str | Unset, d.pop("state", UNSET))

        done_receipt = cls(
            attempt_id=attempt_id,
            graded_revision=graded_revision,
            state=state,
        )

        done_receipt.additional_properties = d
        return done_receipt

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
