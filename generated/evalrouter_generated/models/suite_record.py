from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.suite_defaults import SuiteDefaults
    from ..models.suite_profile import SuiteProfile
    from ..models.suite_task_selection import SuiteTaskSelection


T = TypeVar("T", bound="SuiteRecord")


@_attrs_define
class SuiteRecord:
    """
    Attributes:
        created_at (str):
        defaults (SuiteDefaults):
        id (str):
        name (str):
        profile_ids (list[str]):
        profiles (list[SuiteProfile]):
        runnable (bool):
        suite_key (str):
        version (int):
        workspace_id (None | str):
        task_selections (list[SuiteTaskSelection] | None | Unset):
    """

    created_at: str
    defaults: SuiteDefaults
    id: str
    name: str
    profile_ids: list[str]
    profiles: list[SuiteProfile]
    runnable: bool
    suite_key: str
    version: int
    workspace_id: None | str
    task_selections: list[SuiteTaskSelection] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        defaults = self.defaults.to_dict()

        id = self.id

        name = self.name

        profile_ids = self.profile_ids

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        runnable = self.runnable

        suite_key = self.suite_key

        version = self.version

        workspace_id: None | str
        workspace_id = self.workspace_id

        task_selections: list[dict[str, Any]] | None | Unset
        if isinstance(self.task_selections, Unset):
            task_selections = UNSET
        elif isinstance(self.task_selections, list):
            task_selections = []
            for task_selections_type_0_item_data in self.task_selections:
                task_selections_type_0_item = task_selections_type_0_item_data.to_dict()
                task_selections.append(task_selections_type_0_item)

        else:
            task_selections = self.task_selections

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "defaults": defaults,
                "id": id,
                "name": name,
                "profile_ids": profile_ids,
                "profiles": profiles,
                "runnable": runnable,
                "suite_key": suite_key,
                "version": version,
                "workspace_id": workspace_id,
            }
        )
        if task_selections is not UNSET:
            field_dict["task_selections"] = task_selections

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        defaults = SuiteDefaults.from_dict(d.pop("defaults"))

        id = d.pop("id")

        name = d.pop("name")

        profile_ids = cast(list[str], d.pop("profile_ids"))

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = SuiteProfile.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        runnable = d.pop("runnable")

        suite_key = d.pop("suite_key")

        version = d.pop("version")

        workspace_id = cast(None | str, d.pop("workspace_id"))

        def _parse_task_selections(data: object) -> list[SuiteTaskSelection] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                task_selections_type_0 = []
                _task_selections_type_0 = data
                for task_selections_type_0_item_data in _task_selections_type_0:
                    task_selections_type_0_item = SuiteTaskSelection.from_dict(
                        task_selections_type_0_item_data
                    )

                    task_selections_type_0.append(task_selections_type_0_item)

                return task_selections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SuiteTaskSelection] | None | Unset, data)

        task_selections = _parse_task_selections(d.pop("task_selections", UNSET))

        suite_record = cls(
            created_at=created_at,
            defaults=defaults,
            id=id,
            name=name,
            profile_ids=profile_ids,
            profiles=profiles,
            runnable=runnable,
            suite_key=suite_key,
            version=version,
            workspace_id=workspace_id,
            task_selections=task_selections,
        )

        suite_record.additional_properties = d
        return suite_record

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
from ..models.suite_profile import SuiteProfile
from ..models.suite_task_selection import SuiteTaskSelection
