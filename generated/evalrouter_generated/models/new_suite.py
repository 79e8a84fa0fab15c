from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.suite_defaults import SuiteDefaults
    from ..models.suite_task_selection import SuiteTaskSelection


T = TypeVar("T", bound="NewSuite")


@_attrs_define
class NewSuite:
    """
    Attributes:
        name (str):
        defaults (SuiteDefaults | Unset):
        previous_version_id (None | str | Unset):
        profile_ids (list[str] | Unset):
        task_selections (list[SuiteTaskSelection] | Unset):
    """

    name: str
    defaults: SuiteDefaults | Unset = UNSET
    previous_version_id: None | str | Unset = UNSET
    profile_ids: list[str] | Unset = UNSET
    task_selections: list[SuiteTaskSelection] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        defaults: dict[str, Any] | Unset = UNSET
        if not isinstance(self.defaults, Unset):
            defaults = self.defaults.to_dict()

        previous_version_id: None | str | Unset
        if isinstance(self.previous_version_id, Unset):
            previous_version_id = UNSET
        else:
            previous_version_id = self.previous_version_id

        profile_ids: list[str] | Unset = UNSET
        if not isinstance(self.profile_ids, Unset):
            profile_ids = self.profile_ids

        task_selections: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.task_selections, Unset):
            task_selections = []
            for task_selections_item_data in self.task_selections:
                task_selections_item = task_selections_item_data.to_dict()
                task_selections.append(task_selections_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if defaults is not UNSET:
            field_dict["defaults"] = defaults
        if previous_version_id is not UNSET:
            field_dict["previous_version_id"] = previous_version_id
        if profile_ids is not UNSET:
            field_dict["profile_ids"] = profile_ids
        if task_selections is not UNSET:
            field_dict["task_selections"] = task_selections

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _defaults = d.pop("defaults", UNSET)
        defaults: SuiteDefaults | Unset
        if isinstance(_defaults, Unset):
            defaults = UNSET
        else:
            defaults = SuiteDefaults.from_dict(_defaults)

        previous_version_id = cast(None | str | Unset, d.pop("previous_version_id", UNSET))

        profile_ids = cast(list[str], d.pop("profile_ids", UNSET))

        _task_selections = d.pop("task_selections", UNSET)
        task_selections: list[SuiteTaskSelection] | Unset = UNSET
        if _task_selections is not UNSET:
            task_selections = []
            for task_selections_item_data in _task_selections:
                task_selections_item = SuiteTaskSelection.from_dict(task_selections_item_data)

                task_selections.append(task_selections_item)

        new_suite = cls(
            name=name,
            defaults=defaults,
            previous_version_id=previous_version_id,
            profile_ids=profile_ids,
            task_selections=task_selections,
        )

        new_suite.additional_properties = d
        return new_suite

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


from ..models.suite_defaults import SuiteDefaults
from ..models.suite_task_selection import SuiteTaskSelection
