from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedbackReceipt")


@_attrs_define
class FeedbackReceipt:
    """
    Attributes:
        duplicate_of (None | str):
        feedback_id (str):
        status (str):
    """

    duplicate_of: None | str
    feedback_id: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        duplicate_of: None | str
        duplicate_of = self.duplicate_of

        feedback_id = self.feedback_id

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "duplicate_of": duplicate_of,
                "feedback_id": feedback_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        duplicate_of = cast(None | str, d.pop("duplicate_of"))

        feedback_id = d.pop("feedback_id")

        status = d.pop("status")

        feedback_receipt = cls(
            duplicate_of=duplicate_of,
            feedback_id=feedback_id,
            status=status,
        )

        feedback_receipt.additional_properties = d
        return feedback_receipt

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
