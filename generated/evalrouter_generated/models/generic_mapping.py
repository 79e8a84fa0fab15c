from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.generic_mapping_grader import GenericMappingGrader, check_generic_mapping_grader
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="GenericMapping")


@_attrs_define
class GenericMapping:
    """
    Attributes:
        answer_field (str):
        grader (GenericMappingGrader):
        prompt_field (str):
        choice_fields (list[str] | None | Unset):
        choices_field (None | str | Unset):
        grader_options (JsonObject | None | Unset):
        group_field (None | str | Unset):
        id_field (None | str | Unset):
        prompt_template (None | str | Unset):
        system_prompt (None | str | Unset):
    """

    answer_field: str
    grader: GenericMappingGrader
    prompt_field: str
    choice_fields: list[str] | None | Unset = UNSET
    choices_field: None | str | Unset = UNSET
    grader_options: JsonObject | None | Unset = UNSET
    group_field: None | str | Unset = UNSET
    id_field: None | str | Unset = UNSET
    prompt_template: None | str | Unset = UNSET
    system_prompt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        answer_field = self.answer_field

        grader: str = self.grader

        prompt_field = self.prompt_field

        choice_fields: list[str] | None | Unset
        if isinstance(self.choice_fields, Unset):
            choice_fields = UNSET
        elif isinstance(self.choice_fields, list):
            choice_fields = self.choice_fields

        else:
            choice_fields = self.choice_fields

        choices_field: None | str | Unset
        if isinstance(self.choices_field, Unset):
            choices_field = UNSET
        else:
            choices_field = self.choices_field

        grader_options: dict[str, Any] | None | Unset
        if isinstance(self.grader_options, Unset):
            grader_options = UNSET
        elif isinstance(self.grader_options, JsonObject):
            grader_options = self.grader_options.to_dict()
        else:
            grader_options = self.grader_options

        group_field: None | str | Unset
        if isinstance(self.group_field, Unset):
            group_field = UNSET
        else:
            group_field = self.group_field

        id_field: None | str | Unset
        if isinstance(self.id_field, Unset):
            id_field = UNSET
        else:
            id_field = self.id_field

        prompt_template: None | str | Unset
        if isinstance(self.prompt_template, Unset):
            prompt_template = UNSET
        else:
            prompt_template = self.prompt_template

        system_prompt: None | str | Unset
        if isinstance(self.system_prompt, Unset):
            system_prompt = UNSET
        else:
            system_prompt = self.system_prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "answer_field": answer_field,
                "grader": grader,
                "prompt_field": prompt_field,
            }
        )
        if choice_fields is not UNSET:
            field_dict["choice_fields"] = choice_fields
        if choices_field is not UNSET:
            field_dict["choices_field"] = choices_field
        if grader_options is not UNSET:
            field_dict["grader_options"] = grader_options
        if group_field is not UNSET:
            field_dict["group_field"] = group_field
        if id_field is not UNSET:
            field_dict["id_field"] = id_field
        if prompt_template is not UNSET:
            field_dict["prompt_template"] = prompt_template
        if system_prompt is not UNSET:
            field_dict["system_prompt"] = system_prompt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        answer_field = d.pop("answer_field")

        grader = check_generic_mapping_grader(d.pop("grader"))

        prompt_field = d.pop("prompt_field")

        def _parse_choice_fields(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                choice_fields_type_0 = cast(list[str], data)

                return choice_fields_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        choice_fields = _parse_choice_fields(d.pop("choice_fields", UNSET))

        choices_field = cast(None | str | Unset, d.pop("choices_field", UNSET))

        def _parse_grader_options(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                grader_options_type_0 = JsonObject.from_dict(data)

                return grader_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        grader_options = _parse_grader_options(d.pop("grader_options", UNSET))

        group_field = cast(None | str | Unset, d.pop("group_field", UNSET))

        id_field = cast(None | str | Unset, d.pop("id_field", UNSET))

        prompt_template = cast(None | str | Unset, d.pop("prompt_template", UNSET))

        system_prompt = cast(None | str | Unset, d.pop("system_prompt", UNSET))

        generic_mapping = cls(
            answer_field=answer_field,
            grader=grader,
            prompt_field=prompt_field,
            choice_fields=choice_fields,
            choices_field=choices_field,
            grader_options=grader_options,
            group_field=group_field,
            id_field=id_field,
            prompt_template=prompt_template,
            system_prompt=system_prompt,
        )

        generic_mapping.additional_properties = d
        return generic_mapping

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
