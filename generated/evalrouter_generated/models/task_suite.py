from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.task_definition import TaskDefinition


T = TypeVar("T", bound="TaskSuite")


@_attrs_define
class TaskSuite:
    """
    Attributes:
        name (str):
        tasks (list[TaskDefinition]):
        dataset_version_id (None | str | Unset):
        previous_version_id (None | str | Unset):
    """

    name: str
    tasks: list[TaskDefinition]
    dataset_version_id: None | str | Unset = UNSET
    previous_version_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tasks = []
        for tasks_item_data in self.tasks:
            tasks_item = tasks_item_data.to_dict()
            tasks.append(tasks_item)

        dataset_version_id: None | str | Unset
        if isinstance(self.dataset_version_id, Unset):
            dataset_version_id = UNSET
        else:
            dataset_version_id = self.dataset_version_id

        previous_version_id: None | str | Unset
        if isinstance(self.previous_version_id, Unset):
            previous_version_id = UNSET
        else:
            previous_version_id = self.previous_version_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "tasks": tasks,
            }
        )
        if dataset_version_id is not UNSET:
            field_dict["dataset_version_id"] = dataset_version_id
        if previous_version_id is not UNSET:
            field_dict["previous_version_id"] = previous_version_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        tasks = []
        _tasks = d.pop("tasks")
        for tasks_item_data in _tasks:
            tasks_item = TaskDefinition.from_dict(tasks_item_data)

            tasks.append(tasks_item)

        dataset_version_id = cast(None | str | Unset, d.pop("dataset_version_id", UNSET))

        previous_version_id = cast(None | str | Unset, d.pop("previous_version_id", UNSET))

        task_suite = cls(
            name=name,
            tasks=tasks,
            dataset_version_id=dataset_version_id,
            previous_version_id=previous_version_id,
        )

        task_suite.additional_properties = d
        return task_suite

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


from ..models.task_definition import TaskDefinition
