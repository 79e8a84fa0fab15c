from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TaskDeliveryTask")


@_attrs_define
class TaskDeliveryTask:
    """The delivered task's identity and the digest a submission must restate.

    Attributes:
        inputs_sha256 (str):
        task_id (str):
    """

    inputs_sha256: str
    task_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        inputs_sha256 = self.inputs_sha256

        task_id = self.task_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "inputs_sha256": inputs_sha256,
                "task_id": task_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        inputs_sha256 = d.pop("inputs_sha256")

        task_id = d.pop("task_id")

        task_delivery_task = cls(
            inputs_sha256=inputs_sha256,
            task_id=task_id,
        )

        task_delivery_task.additional_properties = d
        return task_delivery_task

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
