from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_call_spec_patch_reasoning_effort_type_0 import (
    TuneCallSpecPatchReasoningEffortType0,
    check_tune_call_spec_patch_reasoning_effort_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneCallSpecPatch")


@_attrs_define
class TuneCallSpecPatch:
    """
    Attributes:
        max_output_tokens (int | None | Unset):
        model (None | str | Unset):
        prompt_template (None | str | Unset):
        reasoning_effort (None | TuneCallSpecPatchReasoningEffortType0 | Unset):
        system_prompt (None | str | Unset):
    """

    max_output_tokens: int | None | Unset = UNSET
    model: None | str | Unset = UNSET
    prompt_template: None | str | Unset = UNSET
    reasoning_effort: None | TuneCallSpecPatchReasoningEffortType0 | Unset = UNSET
    system_prompt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_output_tokens: int | None | Unset
        if isinstance(self.max_output_tokens, Unset):
            max_output_tokens = UNSET
        else:
            max_output_tokens = self.max_output_tokens

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        prompt_template: None | str | Unset
        if isinstance(self.prompt_template, Unset):
            prompt_template = UNSET
        else:
            prompt_template = self.prompt_template

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        elif isinstance(self.reasoning_effort, str):
            reasoning_effort = self.reasoning_effort
        else:
            reasoning_effort = self.reasoning_effort

        system_prompt: None | str | Unset
        if isinstance(self.system_prompt, Unset):
            system_prompt = UNSET
        else:
            system_prompt = self.system_prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if model is not UNSET:
            field_dict["model"] = model
        if prompt_template is not UNSET:
            field_dict["prompt_template"] = prompt_template
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort
        if system_prompt is not UNSET:
            field_dict["system_prompt"] = system_prompt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_output_tokens = cast(int | None | Unset, d.pop("max_output_tokens", UNSET))

        model = cast(None | str | Unset, d.pop("model", UNSET))

        prompt_template = cast(None | str | Unset, d.pop("prompt_template", UNSET))

        def _parse_reasoning_effort(
            data: object,
        ) -> None | TuneCallSpecPatchReasoningEffortType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_0 = check_tune_call_spec_patch_reasoning_effort_type_0(data)

                return reasoning_effort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneCallSpecPatchReasoningEffortType0 | Unset, data)

        reasoning_effort = _parse_reasoning_effort(d.pop("reasoning_effort", UNSET))

        system_prompt = cast(None | str | Unset, d.pop("system_prompt", UNSET))

        tune_call_spec_patch = cls(
            max_output_tokens=max_output_tokens,
            model=model,
            prompt_template=prompt_template,
            reasoning_effort=reasoning_effort,
            system_prompt=system_prompt,
        )

        tune_call_spec_patch.additional_properties = d
        return tune_call_spec_patch

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
