from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_grader_patch_task import TuneGraderPatchTask, check_tune_grader_patch_task
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="TuneGraderPatch")


@_attrs_define
class TuneGraderPatch:
    """
    Attributes:
        task (TuneGraderPatchTask):
        criteria (list[str] | Unset):
        options (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
        rationale (str | Unset):
    """

    task: TuneGraderPatchTask
    criteria: list[str] | Unset = UNSET
    options: JsonObject | Unset = UNSET
    rationale: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task: str = self.task

        criteria: list[str] | Unset = UNSET
        if not isinstance(self.criteria, Unset):
            criteria = self.criteria

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rationale = self.rationale

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task": task,
            }
        )
        if criteria is not UNSET:
            field_dict["criteria"] = criteria
        if options is not UNSET:
            field_dict["options"] = options
        if rationale is not UNSET:
            field_dict["rationale"] = rationale

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        task = check_tune_grader_patch_task(d.pop("task"))

        criteria = cast(list[str], d.pop("criteria", UNSET))

        _options = d.pop("options", UNSET)
        options: JsonObject | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = JsonObject.from_dict(_options)

        rationale = d.pop("rationale", UNSET)

        tune_grader_patch = cls(
            task=task,
            criteria=criteria,
            options=options,
            rationale=rationale,
        )

        tune_grader_patch.additional_properties = d
        return tune_grader_patch

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


from ..models.json_object import JsonObject
