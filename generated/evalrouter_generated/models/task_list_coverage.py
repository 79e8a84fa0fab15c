from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskListCoverage")


@_attrs_define
class TaskListCoverage:
    """
    Attributes:
        mode (Literal['tasks']):
        task_ids_commit (str):
        repeats (int | None | Unset):
    """

    mode: Literal["tasks"]
    task_ids_commit: str
    repeats: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        task_ids_commit = self.task_ids_commit

        repeats: int | None | Unset
        if isinstance(self.repeats, Unset):
            repeats = UNSET
        else:
            repeats = self.repeats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "task_ids_commit": task_ids_commit,
            }
        )
        if repeats is not UNSET:
            field_dict["repeats"] = repeats

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = cast(Literal["tasks"], d.pop("mode"))
        if mode != "tasks":
            raise ValueError(f"mode must match const 'tasks', got '{mode}'")

        task_ids_commit = d.pop("task_ids_commit")

        repeats = cast(int | None | Unset, d.pop("repeats", UNSET))

        task_list_coverage = cls(
            mode=mode,
            task_ids_commit=task_ids_commit,
            repeats=repeats,
        )

        task_list_coverage.additional_properties = d
        return task_list_coverage

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
