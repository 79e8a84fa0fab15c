from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SuiteTaskSelection")


@_attrs_define
class SuiteTaskSelection:
    """
    Attributes:
        source_ref (str):
        split (str):
        task_ids (list[str]):
    """

    source_ref: str
    split: str
    task_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source_ref = self.source_ref

        split = self.split

        task_ids = self.task_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source_ref": source_ref,
                "split": split,
                "task_ids": task_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source_ref = d.pop("source_ref")

        split = d.pop("split")

        task_ids = cast(list[str], d.pop("task_ids"))

        suite_task_selection = cls(
            source_ref=source_ref,
            split=split,
            task_ids=task_ids,
        )

        suite_task_selection.additional_properties = d
        return suite_task_selection

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
