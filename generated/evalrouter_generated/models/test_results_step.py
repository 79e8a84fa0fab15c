from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_outcome import CommandOutcome
    from ..models.test_results_step_groups_type_0 import TestResultsStepGroupsType0
    from ..models.trace_test_case import TraceTestCase


T = TypeVar("T", bound="TestResultsStep")


@_attrs_define
class TestResultsStep:
    """
    Attributes:
        failed (int):
        ordinal (int):
        passed (int):
        time (str):
        total (int):
        type_ (Literal['test_results']):
        commands (list[CommandOutcome] | Unset):
        groups (None | TestResultsStepGroupsType0 | Unset):
        per_test (list[TraceTestCase] | None | Unset):
        span_id (None | str | Unset):
    """

    failed: int
    ordinal: int
    passed: int
    time: str
    total: int
    type_: Literal["test_results"]
    commands: list[CommandOutcome] | Unset = UNSET
    groups: None | TestResultsStepGroupsType0 | Unset = UNSET
    per_test: list[TraceTestCase] | None | Unset = UNSET
    span_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        failed = self.failed

        ordinal = self.ordinal

        passed = self.passed

        time = self.time

        total = self.total

        type_ = self.type_

        commands: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.commands, Unset):
            commands = []
            for commands_item_data in self.commands:
                commands_item = commands_item_data.to_dict()
                commands.append(commands_item)

        groups: dict[str, Any] | None | Unset
        if isinstance(self.groups, Unset):
            groups = UNSET
        elif isinstance(self.groups, TestResultsStepGroupsType0):
            groups = self.groups.to_dict()
        else:
            groups = self.groups

        per_test: list[dict[str, Any]] | None | Unset
        if isinstance(self.per_test, Unset):
            per_test = UNSET
        elif isinstance(self.per_test, list):
            per_test = []
            for per_test_type_0_item_data in self.per_test:
                per_test_type_0_item = per_test_type_0_item_data.to_dict()
                per_test.append(per_test_type_0_item)

        else:
            per_test = self.per_test

        span_id: None | str | Unset
        if isinstance(self.span_id, Unset):
            span_id = UNSET
        else:
            span_id = self.span_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "failed": failed,
                "ordinal": ordinal,
                "passed": passed,
                "time": time,
                "total": total,
                "type": type_,
            }
        )
        if commands is not UNSET:
            field_dict["commands"] = commands
        if groups is not UNSET:
            field_dict["groups"] = groups
        if per_test is not UNSET:
            field_dict["per_test"] = per_test
        if span_id is not UNSET:
            field_dict["span_id"] = span_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        failed = d.pop("failed")

        ordinal = d.pop("ordinal")

        passed = d.pop("passed")

        time = d.pop("time")

        total = d.pop("total")

        type_ = cast(Literal["test_results"], d.pop("type"))
        if type_ != "test_results":
            raise ValueError(f"type must match const 'test_results', got '{type_}'")

        _commands = d.pop("commands", UNSET)
        commands: list[CommandOutcome] | Unset = UNSET
        if _commands is not UNSET:
            commands = []
            for commands_item_data in _commands:
                commands_item = CommandOutcome.from_dict(commands_item_data)

                commands.append(commands_item)

        def _parse_groups(data: object) -> None | TestResultsStepGroupsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                groups_type_0 = TestResultsStepGroupsType0.from_dict(data)

                return groups_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TestResultsStepGroupsType0 | Unset, data)

        groups = _parse_groups(d.pop("groups", UNSET))

        def _parse_per_test(data: object) -> list[TraceTestCase] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                per_test_type_0 = []
                _per_test_type_0 = data
                for per_test_type_0_item_data in _per_test_type_0:
                    per_test_type_0_item = TraceTestCase.from_dict(per_test_type_0_item_data)

                    per_test_type_0.append(per_test_type_0_item)

                return per_test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TraceTestCase] | None | Unset, data)

        per_test = _parse_per_test(d.pop("per_test", UNSET))

        span_id = cast(None | str | Unset, d.pop("span_id", UNSET))

        test_results_step = cls(
            failed=failed,
            ordinal=ordinal,
            passed=passed,
            time=time,
            total=total,
            type_=type_,
            commands=commands,
            groups=groups,
            per_test=per_test,
            span_id=span_id,
        )

        test_results_step.additional_properties = d
        return test_results_step

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


from ..models.command_outcome import CommandOutcome
from ..models.test_results_step_groups_type_0 import TestResultsStepGroupsType0
from ..models.trace_test_case import TraceTestCase
