from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceCaptureCoverage")


@_attrs_define
class TraceCaptureCoverage:
    """
    Attributes:
        agent (str):
        environment (str):
        grading (str):
        model (str):
        tool (str):
        partial_reasons (list[str] | None | Unset):
    """

    agent: str
    environment: str
    grading: str
    model: str
    tool: str
    partial_reasons: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent = self.agent

        environment = self.environment

        grading = self.grading

        model = self.model

        tool = self.tool

        partial_reasons: list[str] | None | Unset
        if isinstance(self.partial_reasons, Unset):
            partial_reasons = UNSET
        elif isinstance(self.partial_reasons, list):
            partial_reasons = self.partial_reasons

        else:
            partial_reasons = self.partial_reasons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "agent": agent,
                "environment": environment,
                "grading": grading,
                "model": model,
                "tool": tool,
            }
        )
        if partial_reasons is not UNSET:
            field_dict["partial_reasons"] = partial_reasons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        agent = d.pop("agent")

        environment = d.pop("environment")

        grading = d.pop("grading")

        model = d.pop("model")

        tool = d.pop("tool")

        def _parse_partial_reasons(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                partial_reasons_type_0 = cast(list[str], data)

                return partial_reasons_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        partial_reasons = _parse_partial_reasons(d.pop("partial_reasons", UNSET))

        trace_capture_coverage = cls(
            agent=agent,
            environment=environment,
            grading=grading,
            model=model,
            tool=tool,
            partial_reasons=partial_reasons,
        )

        trace_capture_coverage.additional_properties = d
        return trace_capture_coverage

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
