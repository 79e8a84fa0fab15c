from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.issue_event_event import IssueEventEvent, check_issue_event_event
from ..types import UNSET, Unset

T = TypeVar("T", bound="IssueEvent")


@_attrs_define
class IssueEvent:
    """
    Attributes:
        event (IssueEventEvent):
        issue_key (str):
        name (str):
        suite_id (str):
        task_keys (list[str]):
        decision_id (None | str | Unset):
        discovery_assignment_id (None | str | Unset):
    """

    event: IssueEventEvent
    issue_key: str
    name: str
    suite_id: str
    task_keys: list[str]
    decision_id: None | str | Unset = UNSET
    discovery_assignment_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event: str = self.event

        issue_key = self.issue_key

        name = self.name

        suite_id = self.suite_id

        task_keys = self.task_keys

        decision_id: None | str | Unset
        if isinstance(self.decision_id, Unset):
            decision_id = UNSET
        else:
            decision_id = self.decision_id

        discovery_assignment_id: None | str | Unset
        if isinstance(self.discovery_assignment_id, Unset):
            discovery_assignment_id = UNSET
        else:
            discovery_assignment_id = self.discovery_assignment_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "issue_key": issue_key,
                "name": name,
                "suite_id": suite_id,
                "task_keys": task_keys,
            }
        )
        if decision_id is not UNSET:
            field_dict["decision_id"] = decision_id
        if discovery_assignment_id is not UNSET:
            field_dict["discovery_assignment_id"] = discovery_assignment_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = check_issue_event_event(d.pop("event"))

        issue_key = d.pop("issue_key")

        name = d.pop("name")

        suite_id = d.pop("suite_id")

        task_keys = cast(list[str], d.pop("task_keys"))

        decision_id = cast(None | str | Unset, d.pop("decision_id", UNSET))

        discovery_assignment_id = cast(None | str | Unset, d.pop("discovery_assignment_id", UNSET))

        issue_event = cls(
            event=event,
            issue_key=issue_key,
            name=name,
            suite_id=suite_id,
            task_keys=task_keys,
            decision_id=decision_id,
            discovery_assignment_id=discovery_assignment_id,
        )

        issue_event.additional_properties = d
        return issue_event

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
