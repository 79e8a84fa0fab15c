from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.private_benchmark_payload_columns import PrivateBenchmarkPayloadColumns


T = TypeVar("T", bound="PrivateBenchmarkPayload")


@_attrs_define
class PrivateBenchmarkPayload:
    """
    Attributes:
        columns (PrivateBenchmarkPayloadColumns):
        data_license (str):
        description (str):
        dry_run (bool):
        format_ (str):
        grader_options (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        max_output_tokens (int):
        name (str):
        prompt_template (str):
        rights_attestation (bool):
        source (str):
        split (str):
        system_prompt (None | str):
        task (str):
        evaluator_id (None | str | Unset):
        grader_protocol (None | str | Unset):
        judge_route_id (None | str | Unset):
    """

    columns: PrivateBenchmarkPayloadColumns
    data_license: str
    description: str
    dry_run: bool
    format_: str
    grader_options: JsonObject
    max_output_tokens: int
    name: str
    prompt_template: str
    rights_attestation: bool
    source: str
    split: str
    system_prompt: None | str
    task: str
    evaluator_id: None | str | Unset = UNSET
    grader_protocol: None | str | Unset = UNSET
    judge_route_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        columns = self.columns.to_dict()

        data_license = self.data_license

        description = self.description

        dry_run = self.dry_run

        format_ = self.format_

        grader_options = self.grader_options.to_dict()

        max_output_tokens = self.max_output_tokens

        name = self.name

        prompt_template = self.prompt_template

        rights_attestation = self.rights_attestation

        source = self.source

        split = self.split

        system_prompt: None | str
        system_prompt = self.system_prompt

        task = self.task

        evaluator_id: None | str | Unset
        if isinstance(self.evaluator_id, Unset):
            evaluator_id = UNSET
        else:
            evaluator_id = self.evaluator_id

        grader_protocol: None | str | Unset
        if isinstance(self.grader_protocol, Unset):
            grader_protocol = UNSET
        else:
            grader_protocol = self.grader_protocol

        judge_route_id: None | str | Unset
        if isinstance(self.judge_route_id, Unset):
            judge_route_id = UNSET
        else:
            judge_route_id = self.judge_route_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "data_license": data_license,
                "description": description,
                "dry_run": dry_run,
                "format": format_,
                "grader_options": grader_options,
                "max_output_tokens": max_output_tokens,
                "name": name,
                "prompt_template": prompt_template,
                "rights_attestation": rights_attestation,
                "source": source,
                "split": split,
                "system_prompt": system_prompt,
                "task": task,
            }
        )
        if evaluator_id is not UNSET:
            field_dict["evaluator_id"] = evaluator_id
        if grader_protocol is not UNSET:
            field_dict["grader_protocol"] = grader_protocol
        if judge_route_id is not UNSET:
            field_dict["judge_route_id"] = judge_route_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        columns = PrivateBenchmarkPayloadColumns.from_dict(d.pop("columns"))

        data_license = d.pop("data_license")

        description = d.pop("description")

        dry_run = d.pop("dry_run")

        format_ = d.pop("format")

        grader_options = JsonObject.from_dict(d.pop("grader_options"))

        max_output_tokens = d.pop("max_output_tokens")

        name = d.pop("name")

        prompt_template = d.pop("prompt_template")

        rights_attestation = d.pop("rights_attestation")

        source = d.pop("source")

        split = d.pop("split")

        system_prompt = cast(None | str, d.pop("system_prompt"))

        task = d.pop("task")

        evaluator_id = cast(None | str | Unset, d.pop("evaluator_id", UNSET))

        grader_protocol = cast(None | str | Unset, d.pop("grader_protocol", UNSET))

        judge_route_id = cast(None | str | Unset, d.pop("judge_route_id", UNSET))

        private_benchmark_payload = cls(
            columns=columns,
            data_license=data_license,
            description=description,
            dry_run=dry_run,
            format_=format_,
            grader_options=grader_options,
            max_output_tokens=max_output_tokens,
            name=name,
            prompt_template=prompt_template,
            rights_attestation=rights_attestation,
            source=source,
            split=split,
            system_prompt=system_prompt,
            task=task,
            evaluator_id=evaluator_id,
            grader_protocol=grader_protocol,
            judge_route_id=judge_route_id,
        )

        private_benchmark_payload.additional_properties = d
        return private_benchmark_payload

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
from ..models.private_benchmark_payload_columns import PrivateBenchmarkPayloadColumns
