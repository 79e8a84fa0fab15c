from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskRepository")


@_attrs_define
class TaskRepository:
    """The repository a patch task works on. `instance_id` is hidden from the agent.

    Attributes:
        base_commit (str):
        workdir (str):
        instance_id (None | str | Unset):
    """

    base_commit: str
    workdir: str
    instance_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base_commit = self.base_commit

        workdir = self.workdir

        instance_id: None | str | Unset
        if isinstance(self.instance_id, Unset):
            instance_id = UNSET
        else:
            instance_id = self.instance_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base_commit": base_commit,
                "workdir": workdir,
            }
        )
        if instance_id is not UNSET:
            field_dict["instance_id"] = instance_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        base_commit = d.pop("base_commit")

        workdir = d.pop("workdir")

        instance_id = cast(None | str | Unset, d.pop("instance_id", UNSET))

        task_repository = cls(
            base_commit=base_commit,
            workdir=workdir,
            instance_id=instance_id,
        )

        task_repository.additional_properties = d
        return task_repository

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
