from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskCoverage")


@_attrs_define
class TaskCoverage:
    """
    Attributes:
        task_ids (list[str]):
        mode (Literal['tasks'] | Unset):
    """

    task_ids: list[str]
    mode: Literal["tasks"] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task_ids = self.task_ids

        mode = self.mode

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task_ids": task_ids,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        task_ids = cast(list[str], d.pop("task_ids"))

        mode = cast(Literal["tasks"] | Unset, d.pop("mode", UNSET))
        if mode != "tasks" and not isinstance(mode, Unset):
            raise ValueError(f"mode must match const 'tasks', got '{mode}'")

        task_coverage = cls(
            task_ids=task_ids,
            mode=mode,
        )

        task_coverage.additional_properties = d
        return task_coverage

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
