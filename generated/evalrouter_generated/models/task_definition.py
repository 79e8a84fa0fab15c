from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.task_definition_direction import (
    TaskDefinitionDirection,
    check_task_definition_direction,
)
from ..models.task_definition_environment_split import (
    TaskDefinitionEnvironmentSplit,
    check_task_definition_environment_split,
)
from ..models.task_definition_evidence_role import (
    TaskDefinitionEvidenceRole,
    check_task_definition_evidence_role,
)
from ..models.task_definition_split_role import (
    TaskDefinitionSplitRole,
    check_task_definition_split_role,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskDefinition")


@_attrs_define
class TaskDefinition:
    """
    Attributes:
        key (str):
        metric (str):
        source_group (str):
        task_id (str):
        category (str | Unset):
        critical (bool | Unset):
        direction (TaskDefinitionDirection | Unset):
        environment_ref (None | str | Unset):
        environment_split (TaskDefinitionEnvironmentSplit | Unset):
        evidence_role (TaskDefinitionEvidenceRole | Unset):
        paths (list[str] | Unset):
        profile_id (None | str | Unset):
        split_role (TaskDefinitionSplitRole | Unset):
        success_threshold (float | Unset):
        tools (list[str] | Unset):
    """

    key: str
    metric: str
    source_group: str
    task_id: str
    category: str | Unset = UNSET
    critical: bool | Unset = UNSET
    direction: TaskDefinitionDirection | Unset = UNSET
    environment_ref: None | str | Unset = UNSET
    environment_split: TaskDefinitionEnvironmentSplit | Unset = UNSET
    evidence_role: TaskDefinitionEvidenceRole | Unset = UNSET
    paths: list[str] | Unset = UNSET
    profile_id: None | str | Unset = UNSET
    split_role: TaskDefinitionSplitRole | Unset = UNSET
    success_threshold: float | Unset = UNSET
    tools: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        metric = self.metric

        source_group = self.source_group

        task_id = self.task_id

        category = self.category

        critical = self.critical

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction

        environment_ref: None | str | Unset
        if isinstance(self.environment_ref, Unset):
            environment_ref = UNSET
        else:
            environment_ref = self.environment_ref

        environment_split: str | Unset = UNSET
        if not isinstance(self.environment_split, Unset):
            environment_split = self.environment_split

        evidence_role: str | Unset = UNSET
        if not isinstance(self.evidence_role, Unset):
            evidence_role = self.evidence_role

        paths: list[str] | Unset = UNSET
        if not isinstance(self.paths, Unset):
            paths = self.paths

        profile_id: None | str | Unset
        if isinstance(self.profile_id, Unset):
            profile_id = UNSET
        else:
            profile_id = self.profile_id

        split_role: str | Unset = UNSET
        if not isinstance(self.split_role, Unset):
            split_role = self.split_role

        success_threshold = self.success_threshold

        tools: list[str] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = self.tools

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "metric": metric,
                "source_group": source_group,
                "task_id": task_id,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if critical is not UNSET:
            field_dict["critical"] = critical
        if direction is not UNSET:
            field_dict["direction"] = direction
        if environment_ref is not UNSET:
            field_dict["environment_ref"] = environment_ref
        if environment_split is not UNSET:
            field_dict["environment_split"] = environment_split
        if evidence_role is not UNSET:
            field_dict["evidence_role"] = evidence_role
        if paths is not UNSET:
            field_dict["paths"] = paths
        if profile_id is not UNSET:
            field_dict["profile_id"] = profile_id
        if split_role is not UNSET:
            field_dict["split_role"] = split_role
        if success_threshold is not UNSET:
            field_dict["success_threshold"] = success_threshold
        if tools is not UNSET:
            field_dict["tools"] = tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        metric = d.pop("metric")

        source_group = d.pop("source_group")

        task_id = d.pop("task_id")

        category = d.pop("category", UNSET)

        critical = d.pop("critical", UNSET)

        _direction = d.pop("direction", UNSET)
        direction: TaskDefinitionDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = check_task_definition_direction(_direction)

        environment_ref = cast(None | str | Unset, d.pop("environment_ref", UNSET))

        _environment_split = d.pop("environment_split", UNSET)
        environment_split: TaskDefinitionEnvironmentSplit | Unset
        if isinstance(_environment_split, Unset):
            environment_split = UNSET
        else:
            environment_split = check_task_definition_environment_split(_environment_split)

        _evidence_role = d.pop("evidence_role", UNSET)
        evidence_role: TaskDefinitionEvidenceRole | Unset
        if isinstance(_evidence_role, Unset):
            evidence_role = UNSET
        else:
            evidence_role = check_task_definition_evidence_role(_evidence_role)

        paths = cast(list[str], d.pop("paths", UNSET))

        profile_id = cast(None | str | Unset, d.pop("profile_id", UNSET))

        _split_role = d.pop("split_role", UNSET)
        split_role: TaskDefinitionSplitRole | Unset
        if isinstance(_split_role, Unset):
            split_role = UNSET
        else:
            split_role = check_task_definition_split_role(_split_role)

        success_threshold = d.pop("success_threshold", UNSET)

        tools = cast(list[str], d.pop("tools", UNSET))

        task_definition = cls(
            key=key,
            metric=metric,
            source_group=source_group,
            task_id=task_id,
            category=category,
            critical=critical,
            direction=direction,
            environment_ref=environment_ref,
            environment_split=environment_split,
            evidence_role=evidence_role,
            paths=paths,
            profile_id=profile_id,
            split_role=split_role,
            success_threshold=success_threshold,
            tools=tools,
        )

        task_definition.additional_properties = d
        return task_definition

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
