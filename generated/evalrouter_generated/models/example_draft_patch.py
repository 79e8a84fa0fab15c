from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.example_draft_patch_split_role_type_0 import (
    ExampleDraftPatchSplitRoleType0,
    check_example_draft_patch_split_role_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ExampleDraftPatch")


@_attrs_define
class ExampleDraftPatch:
    """
    Attributes:
        draft_revision (int):
        generated_draft (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        split_role (ExampleDraftPatchSplitRoleType0 | None | Unset):
    """

    draft_revision: int
    generated_draft: JsonObject
    split_role: ExampleDraftPatchSplitRoleType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draft_revision = self.draft_revision

        generated_draft = self.generated_draft.to_dict()

        split_role: None | str | Unset
        if isinstance(self.split_role, Unset):
            split_role = UNSET
        elif isinstance(self.split_role, str):
            split_role = self.split_role
        else:
            split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draft_revision": draft_revision,
                "generated_draft": generated_draft,
            }
        )
        if split_role is not UNSET:
            field_dict["split_role"] = split_role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        draft_revision = d.pop("draft_revision")

        generated_draft = JsonObject.from_dict(d.pop("generated_draft"))

        def _parse_split_role(data: object) -> ExampleDraftPatchSplitRoleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                split_role_type_0 = check_example_draft_patch_split_role_type_0(data)

                return split_role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExampleDraftPatchSplitRoleType0 | None | Unset, data)

        split_role = _parse_split_role(d.pop("split_role", UNSET))

        example_draft_patch = cls(
            draft_revision=draft_revision,
            generated_draft=generated_draft,
            split_role=split_role,
        )

        example_draft_patch.additional_properties = d
        return example_draft_patch

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


from ..models.json_object import JsonObject
