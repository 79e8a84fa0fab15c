from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportChartTokens")


@_attrs_define
class ReportChartTokens:
    """
    Attributes:
        calls (int):
        observed_calls (int):
        input_ (float | None | Unset):
        output (float | None | Unset):
    """

    calls: int
    observed_calls: int
    input_: float | None | Unset = UNSET
    output: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        observed_calls = self.observed_calls

        input_: float | None | Unset
        if isinstance(self.input_, Unset):
            input_ = UNSET
        else:
            input_ = self.input_

        output: float | None | Unset
        if isinstance(self.output, Unset):
            output = UNSET
        else:
            output = self.output

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calls": calls,
                "observed_calls": observed_calls,
            }
        )
        if input_ is not UNSET:
            field_dict["input"] = input_
        if output is not UNSET:
            field_dict["output"] = output

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls = d.pop("calls")

        observed_calls = d.pop("observed_calls")

        input_ = cast(float | None | Unset, d.pop("input", UNSET))

        output = cast(float | None | Unset, d.pop("output", UNSET))

        report_chart_tokens = cls(
            calls=calls,
            observed_calls=observed_calls,
            input_=input_,
            output=output,
        )

        report_chart_tokens.additional_properties = d
        return report_chart_tokens

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
