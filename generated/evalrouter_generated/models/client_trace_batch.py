from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.checkpoint_step import CheckpointStep
    from ..models.client_trace_coverage import ClientTraceCoverage
    from ..models.command_result_step import CommandResultStep
    from ..models.span_step import SpanStep
    from ..models.test_results_step import TestResultsStep
    from ..models.unknown_type import UnknownType


T = TypeVar("T", bound="ClientTraceBatch")


@_attrs_define
class ClientTraceBatch:
    """
    Attributes:
        coverage (ClientTraceCoverage):
        schema_version (Literal['evalrouter.client-trace.v1']):
        steps (list[CheckpointStep | CommandResultStep | SpanStep | TestResultsStep | UnknownType]):
    """

    coverage: ClientTraceCoverage
    schema_version: Literal["evalrouter.client-trace.v1"]
    steps: list[CheckpointStep | CommandResultStep | SpanStep | TestResultsStep | UnknownType]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage = self.coverage.to_dict()

        schema_version = self.schema_version

        steps = []
        for steps_item_data in self.steps:
            steps_item: dict[str, Any]
            if (
                isinstance(steps_item_data, SpanStep)
                or isinstance(steps_item_data, CheckpointStep)
                or isinstance(steps_item_data, TestResultsStep)
                or isinstance(steps_item_data, CommandResultStep)
            ):
                steps_item = steps_item_data.to_dict()
            else:
                steps_item = steps_item_data.to_dict()

            steps.append(steps_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coverage": coverage,
                "schema_version": schema_version,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coverage = ClientTraceCoverage.from_dict(d.pop("coverage"))

        schema_version = cast(Literal["evalrouter.client-trace.v1"], d.pop("schema_version"))
        if schema_version != "evalrouter.client-trace.v1":
            raise ValueError(
                f"schema_version must match const 'evalrouter.client-trace.v1', got '{schema_version}'"
            )

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:

            def _parse_steps_item(
                data: object,
            ) -> CheckpointStep | CommandResultStep | SpanStep | TestResultsStep | UnknownType:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_0 = SpanStep.from_dict(data)

                    return steps_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_1 = CheckpointStep.from_dict(data)

                    return steps_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_2 = TestResultsStep.from_dict(data)

                    return steps_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_3 = CommandResultStep.from_dict(data)

                    return steps_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                steps_item_type_4 = UnknownType.from_dict(data)

                return steps_item_type_4

            steps_item = _parse_steps_item(steps_item_data)

            steps.append(steps_item)

        client_trace_batch = cls(
            coverage=coverage,
            schema_version=schema_version,
            steps=steps,
        )

        client_trace_batch.additional_properties = d
        return client_trace_batch

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


from ..models.checkpoint_step import CheckpointStep
from ..models.client_trace_coverage import ClientTraceCoverage
from ..models.command_result_step import CommandResultStep
from ..models.span_step import SpanStep
from ..models.test_results_step import TestResultsStep
from ..models.unknown_type import UnknownType
