from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SubmissionReceipt")


@_attrs_define
class SubmissionReceipt:
    """The stored submission revision and the attempt's state.

    Attributes:
        revision (int):
        attempt_id (None | str | Unset):
        state (None | str | Unset):
    """

    revision: int
    attempt_id: None | str | Unset = UNSET
    state: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        revision = self.revision

        attempt_id: None | str | Unset
        if isinstance(self.attempt_id, Unset):
            attempt_id = UNSET
        else:
            attempt_id = self.attempt_id

        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        else:
            state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "revision": revision,
            }
        )
        if attempt_id is not UNSET:
            field_dict["attempt_id"] = attempt_id
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        revision = d.pop("revision")

        attempt_id = cast(None | str | Unset, d.pop("attempt_id", UNSET))

        state = cast(None | str | Unset, d.pop("state", UNSET))

        submission_receipt = cls(
            revision=revision,
            attempt_id=attempt_id,
            state=state,
        )

        submission_receipt.additional_properties = d
        return submission_receipt

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
