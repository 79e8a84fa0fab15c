from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.human_label_split_role import HumanLabelSplitRole, check_human_label_split_role
from ..types import UNSET, Unset

T = TypeVar("T", bound="HumanLabel")


@_attrs_define
class HumanLabel:
    """
    Attributes:
        human_pass (bool):
        review_attestation (bool):
        split_role (HumanLabelSplitRole):
        category (str | Unset):
        name (str | Unset):
        result_version_id (None | str | Unset):
        suite_id (None | str | Unset):
        supersedes_id (None | str | Unset):
        task_key (None | str | Unset):
        trace_id (None | str | Unset):
    """

    human_pass: bool
    review_attestation: bool
    split_role: HumanLabelSplitRole
    category: str | Unset = UNSET
    name: str | Unset = UNSET
    result_version_id: None | str | Unset = UNSET
    suite_id: None | str | Unset = UNSET
    supersedes_id: None | str | Unset = UNSET
    task_key: None | str | Unset = UNSET
    trace_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        human_pass = self.human_pass

        review_attestation = self.review_attestation

        split_role: str = self.split_role

        category = self.category

        name = self.name

        result_version_id: None | str | Unset
        if isinstance(self.result_version_id, Unset):
            result_version_id = UNSET
        else:
            result_version_id = self.result_version_id

        suite_id: None | str | Unset
        if isinstance(self.suite_id, Unset):
            suite_id = UNSET
        else:
            suite_id = self.suite_id

        supersedes_id: None | str | Unset
        if isinstance(self.supersedes_id, Unset):
            supersedes_id = UNSET
        else:
            supersedes_id = self.supersedes_id

        task_key: None | str | Unset
        if isinstance(self.task_key, Unset):
            task_key = UNSET
        else:
            task_key = self.task_key

        trace_id: None | str | Unset
        if isinstance(self.trace_id, Unset):
            trace_id = UNSET
        else:
            trace_id = self.trace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "human_pass": human_pass,
                "review_attestation": review_attestation,
                "split_role": split_role,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if name is not UNSET:
            field_dict["name"] = name
        if result_version_id is not UNSET:
            field_dict["result_version_id"] = result_version_id
        if suite_id is not UNSET:
            field_dict["suite_id"] = suite_id
        if supersedes_id is not UNSET:
            field_dict["supersedes_id"] = supersedes_id
        if task_key is not UNSET:
            field_dict["task_key"] = task_key
        if trace_id is not UNSET:
            field_dict["trace_id"] = trace_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        human_pass = d.pop("human_pass")

        review_attestation = d.pop("review_attestation")

        split_role = check_human_label_split_role(d.pop("split_role"))

        category = d.pop("category", UNSET)

        name = d.pop("name", UNSET)

        result_version_id = cast(None | str | Unset, d.pop("result_version_id", UNSET))

        suite_id = cast(None | str | Unset, d.pop("suite_id", UNSET))

        supersedes_id = cast(None | str | Unset, d.pop("supersedes_id", UNSET))

        task_key = cast(None | str | Unset, d.pop("task_key", UNSET))

        trace_id = cast(None | str | Unset, d.pop("trace_id", UNSET))

        human_label = cls(
            human_pass=human_pass,
            review_attestation=review_attestation,
            split_role=split_role,
            category=category,
            name=name,
            result_version_id=result_version_id,
            suite_id=suite_id,
            supersedes_id=supersedes_id,
            task_key=task_key,
            trace_id=trace_id,
        )

        human_label.additional_properties = d
        return human_label

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
