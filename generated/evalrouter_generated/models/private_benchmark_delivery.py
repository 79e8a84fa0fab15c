from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.private_benchmark_delivery_input_columns import (
        PrivateBenchmarkDeliveryInputColumns,
    )
    from ..models.private_benchmark_delivery_withheld_columns import (
        PrivateBenchmarkDeliveryWithheldColumns,
    )


T = TypeVar("T", bound="PrivateBenchmarkDelivery")


@_attrs_define
class PrivateBenchmarkDelivery:
    """
    Attributes:
        attempts (int):
        grader (str):
        input_columns (PrivateBenchmarkDeliveryInputColumns):
        match_rule (str):
        max_output_tokens (int):
        prompt_template (str):
        sampling (str):
        shots (int):
        system_prompt (None | str):
        temperature (float | None):
        withheld_columns (PrivateBenchmarkDeliveryWithheldColumns):
    """

    attempts: int
    grader: str
    input_columns: PrivateBenchmarkDeliveryInputColumns
    match_rule: str
    max_output_tokens: int
    prompt_template: str
    sampling: str
    shots: int
    system_prompt: None | str
    temperature: float | None
    withheld_columns: PrivateBenchmarkDeliveryWithheldColumns
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        grader = self.grader

        input_columns = self.input_columns.to_dict()

        match_rule = self.match_rule

        max_output_tokens = self.max_output_tokens

        prompt_template = self.prompt_template

        sampling = self.sampling

        shots = self.shots

        system_prompt: None | str
        system_prompt = self.system_prompt

        temperature: float | None
        temperature = self.temperature

        withheld_columns = self.withheld_columns.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts": attempts,
                "grader": grader,
                "input_columns": input_columns,
                "match_rule": match_rule,
                "max_output_tokens": max_output_tokens,
                "prompt_template": prompt_template,
                "sampling": sampling,
                "shots": shots,
                "system_prompt": system_prompt,
                "temperature": temperature,
                "withheld_columns": withheld_columns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        grader = d.pop("grader")

        input_columns = PrivateBenchmarkDeliveryInputColumns.from_dict(d.pop("input_columns"))

        match_rule = d.pop("match_rule")

        max_output_tokens = d.pop("max_output_tokens")

        prompt_template = d.pop("prompt_template")

        sampling = d.pop("sampling")

        shots = d.pop("shots")

        system_prompt = cast(None | str, d.pop("system_prompt"))

        temperature = cast(float | None, d.pop("temperature"))

        withheld_columns = PrivateBenchmarkDeliveryWithheldColumns.from_dict(
            d.pop("withheld_columns")
        )

        private_benchmark_delivery = cls(
            attempts=attempts,
            grader=grader,
            input_columns=input_columns,
            match_rule=match_rule,
            max_output_tokens=max_output_tokens,
            prompt_template=prompt_template,
            sampling=sampling,
            shots=shots,
            system_prompt=system_prompt,
            temperature=temperature,
            withheld_columns=withheld_columns,
        )

        private_benchmark_delivery.additional_properties = d
        return private_benchmark_delivery

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


from ..models.private_benchmark_delivery_input_columns import PrivateBenchmarkDeliveryInputColumns
from ..models.private_benchmark_delivery_withheld_columns import (
    PrivateBenchmarkDeliveryWithheldColumns,
)
