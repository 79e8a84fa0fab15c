from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportExample")


@_attrs_define
class ReportExample:
    """
    Attributes:
        evidence_ref (str):
        failed_checks (list[str]):
        id (str):
        outcome (str):
        profile_id (str):
        metric_key (None | str | Unset):
        task_id (None | str | Unset):
        value (float | None | Unset):
    """

    evidence_ref: str
    failed_checks: list[str]
    id: str
    outcome: str
    profile_id: str
    metric_key: None | str | Unset = UNSET
    task_id: None | str | Unset = UNSET
    value: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        evidence_ref = self.evidence_ref

        failed_checks = self.failed_checks

        id = self.id

        outcome = self.outcome

        profile_id = self.profile_id

        metric_key: None | str | Unset
        if isinstance(self.metric_key, Unset):
            metric_key = UNSET
        else:
            metric_key = self.metric_key

        task_id: None | str | Unset
        if isinstance(self.task_id, Unset):
            task_id = UNSET
        else:
            task_id = self.task_id

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "evidence_ref": evidence_ref,
                "failed_checks": failed_checks,
                "id": id,
                "outcome": outcome,
                "profile_id": profile_id,
            }
        )
        if metric_key is not UNSET:
            field_dict["metric_key"] = metric_key
        if task_id is not UNSET:
            field_dict["task_id"] = task_id
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evidence_ref = d.pop("evidence_ref")

        failed_checks = cast(list[str], d.pop("failed_checks"))

        id = d.pop("id")

        outcome = d.pop("outcome")

        profile_id = d.pop("profile_id")

        metric_key = cast(None | str | Unset, d.pop("metric_key", UNSET))

        task_id = cast(None | str | Unset, d.pop("task_id", UNSET))

        value = cast(float | None | Unset, d.pop("value", UNSET))

        report_example = cls(
            evidence_ref=evidence_ref,
            failed_checks=failed_checks,
            id=id,
            outcome=outcome,
            profile_id=profile_id,
            metric_key=metric_key,
            task_id=task_id,
            value=value,
        )

        report_example.additional_properties = d
        return report_example

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
