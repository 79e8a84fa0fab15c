from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DiscoveryReviewView")


@_attrs_define
class DiscoveryReviewView:
    """
    Attributes:
        assignment_id (str):
        created_at (str):
        created_by (None | str):
        id (str):
        label_key (None | str):
        note (str):
        workspace_id (str):
    """

    assignment_id: str
    created_at: str
    created_by: None | str
    id: str
    label_key: None | str
    note: str
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assignment_id = self.assignment_id

        created_at = self.created_at

        created_by: None | str
        created_by = self.created_by

        id = self.id

        label_key: None | str
        label_key = self.label_key

        note = self.note

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assignment_id": assignment_id,
                "created_at": created_at,
                "created_by": created_by,
                "id": id,
                "label_key": label_key,
                "note": note,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        assignment_id = d.pop("assignment_id")

        created_at = d.pop("created_at")

        created_by = cast(None | str, d.pop("created_by"))

        id = d.pop("id")

        label_key = cast(None | str, d.pop("label_key"))

        note = d.pop("note")

        workspace_id = d.pop("workspace_id")

        discovery_review_view = cls(
            assignment_id=assignment_id,
            created_at=created_at,
            created_by=created_by,
            id=id,
            label_key=label_key,
            note=note,
            workspace_id=workspace_id,
        )

        discovery_review_view.additional_properties = d
        return discovery_review_view

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
