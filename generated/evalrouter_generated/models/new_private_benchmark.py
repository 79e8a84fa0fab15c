from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_private_benchmark_format_type_0 import (
    NewPrivateBenchmarkFormatType0,
    check_new_private_benchmark_format_type_0,
)
from ..models.new_private_benchmark_generation_policy import (
    NewPrivateBenchmarkGenerationPolicy,
    check_new_private_benchmark_generation_policy,
)
from ..models.new_private_benchmark_grader_protocol import (
    NewPrivateBenchmarkGraderProtocol,
    check_new_private_benchmark_grader_protocol,
)
from ..models.new_private_benchmark_judge_votes import (
    NewPrivateBenchmarkJudgeVotes,
    check_new_private_benchmark_judge_votes,
)
from ..models.new_private_benchmark_task import (
    NewPrivateBenchmarkTask,
    check_new_private_benchmark_task,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.new_private_benchmark_columns import NewPrivateBenchmarkColumns


T = TypeVar("T", bound="NewPrivateBenchmark")


@_attrs_define
class NewPrivateBenchmark:
    """
    Attributes:
        columns (NewPrivateBenchmarkColumns):
        name (str):
        prompt_template (str):
        rights_attestation (bool):
        source (str):
        task (NewPrivateBenchmarkTask):
        data_license (str | Unset):
        description (None | str | Unset):
        dry_run (bool | Unset):
        evaluator_id (None | str | Unset):
        factory_storage_factory_id (None | str | Unset):
        factory_storage_scope_id (None | str | Unset):
        format_ (NewPrivateBenchmarkFormatType0 | None | Unset):
        generation_policy (NewPrivateBenchmarkGenerationPolicy | Unset):
        grader_options (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
        grader_protocol (NewPrivateBenchmarkGraderProtocol | Unset):
        judge_route_id (None | str | Unset):
        judge_votes (NewPrivateBenchmarkJudgeVotes | Unset):
        max_output_tokens (int | Unset):
        source_bytes (int | None | Unset):
        source_sha256 (None | str | Unset):
        split (str | Unset):
        system_prompt (None | str | Unset):
    """

    columns: NewPrivateBenchmarkColumns
    name: str
    prompt_template: str
    rights_attestation: bool
    source: str
    task: NewPrivateBenchmarkTask
    data_license: str | Unset = UNSET
    description: None | str | Unset = UNSET
    dry_run: bool | Unset = UNSET
    evaluator_id: None | str | Unset = UNSET
    factory_storage_factory_id: None | str | Unset = UNSET
    factory_storage_scope_id: None | str | Unset = UNSET
    format_: NewPrivateBenchmarkFormatType0 | None | Unset = UNSET
    generation_policy: NewPrivateBenchmarkGenerationPolicy | Unset = UNSET
    grader_options: JsonObject | Unset = UNSET
    grader_protocol: NewPrivateBenchmarkGraderProtocol | Unset = UNSET
    judge_route_id: None | str | Unset = UNSET
    judge_votes: NewPrivateBenchmarkJudgeVotes | Unset = UNSET
    max_output_tokens: int | Unset = UNSET
    source_bytes: int | None | Unset = UNSET
    source_sha256: None | str | Unset = UNSET
    split: str | Unset = UNSET
    system_prompt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        columns = self.columns.to_dict()

        name = self.name

        prompt_template = self.prompt_template

        rights_attestation = self.rights_attestation

        source = self.source

        task: str = self.task

        data_license = self.data_license

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        dry_run = self.dry_run

        evaluator_id: None | str | Unset
        if isinstance(self.evaluator_id, Unset):
            evaluator_id = UNSET
        else:
            evaluator_id = self.evaluator_id

        factory_storage_factory_id: None | str | Unset
        if isinstance(self.factory_storage_factory_id, Unset):
            factory_storage_factory_id = UNSET
        else:
            factory_storage_factory_id = self.factory_storage_factory_id

        factory_storage_scope_id: None | str | Unset
        if isinstance(self.factory_storage_scope_id, Unset):
            factory_storage_scope_id = UNSET
        else:
            factory_storage_scope_id = self.factory_storage_scope_id

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif isinstance(self.format_, str):
            format_ = self.format_
        else:
            format_ = self.format_

        generation_policy: str | Unset = UNSET
        if not isinstance(self.generation_policy, Unset):
            generation_policy = self.generation_policy

        grader_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.grader_options, Unset):
            grader_options = self.grader_options.to_dict()

        grader_protocol: str | Unset = UNSET
        if not isinstance(self.grader_protocol, Unset):
            grader_protocol = self.grader_protocol

        judge_route_id: None | str | Unset
        if isinstance(self.judge_route_id, Unset):
            judge_route_id = UNSET
        else:
            judge_route_id = self.judge_route_id

        judge_votes: int | Unset = UNSET
        if not isinstance(self.judge_votes, Unset):
            judge_votes = self.judge_votes

        max_output_tokens = self.max_output_tokens

        source_bytes: int | None | Unset
        if isinstance(self.source_bytes, Unset):
            source_bytes = UNSET
        else:
            source_bytes = self.source_bytes

        source_sha256: None | str | Unset
        if isinstance(self.source_sha256, Unset):
            source_sha256 = UNSET
        else:
            source_sha256 = self.source_sha256

        split = self.split

        system_prompt: None | str | Unset
        if isinstance(self.system_prompt, Unset):
            system_prompt = UNSET
        else:
            system_prompt = self.system_prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "name": name,
                "prompt_template": prompt_template,
                "rights_attestation": rights_attestation,
                "source": source,
                "task": task,
            }
        )
        if data_license is not UNSET:
            field_dict["data_license"] = data_license
        if description is not UNSET:
            field_dict["description"] = description
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run
        if evaluator_id is not UNSET:
            field_dict["evaluator_id"] = evaluator_id
        if factory_storage_factory_id is not UNSET:
            field_dict["factory_storage_factory_id"] = factory_storage_factory_id
        if factory_storage_scope_id is not UNSET:
            field_dict["factory_storage_scope_id"] = factory_storage_scope_id
        if format_ is not UNSET:
            field_dict["format"] = format_
        if generation_policy is not UNSET:
            field_dict["generation_policy"] = generation_policy
        if grader_options is not UNSET:
            field_dict["grader_options"] = grader_options
        if grader_protocol is not UNSET:
            field_dict["grader_protocol"] = grader_protocol
        if judge_route_id is not UNSET:
            field_dict["judge_route_id"] = judge_route_id
        if judge_votes is not UNSET:
            field_dict["judge_votes"] = judge_votes
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if source_bytes is not UNSET:
            field_dict["source_bytes"] = source_bytes
        if source_sha256 is not UNSET:
            field_dict["source_sha256"] = source_sha256
        if split is not UNSET:
            field_dict["split"] = split
        if system_prompt is not UNSET:
            field_dict["system_prompt"] = system_prompt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        columns = NewPrivateBenchmarkColumns.from_dict(d.pop("columns"))

        name = d.pop("name")

        prompt_template = d.pop("prompt_template")

        rights_attestation = d.pop("rights_attestation")

        source = d.pop("source")

        task = check_new_private_benchmark_task(d.pop("task"))

        data_license = d.pop("data_license", UNSET)

        description = cast(None | str | Unset, d.pop("description", UNSET))

        dry_run = d.pop("dry_run", UNSET)

        evaluator_id = cast(None | str | Unset, d.pop("evaluator_id", UNSET))

        factory_storage_factory_id = cast(
            None | str | Unset, d.pop("factory_storage_factory_id", UNSET)
        )

        factory_storage_scope_id = cast(
            None | str | Unset, d.pop("factory_storage_scope_id", UNSET)
        )

        def _parse_format_(data: object) -> NewPrivateBenchmarkFormatType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_0 = check_new_private_benchmark_format_type_0(data)

                return format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NewPrivateBenchmarkFormatType0 | None | Unset, data)

        format_ = _parse_format_(d.pop("format", UNSET))

        _generation_policy = d.pop("generation_policy", UNSET)
        generation_policy: NewPrivateBenchmarkGenerationPolicy | Unset
        if isinstance(_generation_policy, Unset):
            generation_policy = UNSET
        else:
            generation_policy = check_new_private_benchmark_generation_policy(_generation_policy)

        _grader_options = d.pop("grader_options", UNSET)
        grader_options: JsonObject | Unset
        if isinstance(_grader_options, Unset):
            grader_options = UNSET
        else:
            grader_options = JsonObject.from_dict(_grader_options)

        _grader_protocol = d.pop("grader_protocol", UNSET)
        grader_protocol: NewPrivateBenchmarkGraderProtocol | Unset
        if isinstance(_grader_protocol, Unset):
            grader_protocol = UNSET
        else:
            grader_protocol = check_new_private_benchmark_grader_protocol(_grader_protocol)

        judge_route_id = cast(None | str | Unset, d.pop("judge_route_id", UNSET))

        _judge_votes = d.pop("judge_votes", UNSET)
        judge_votes: NewPrivateBenchmarkJudgeVotes | Unset
        if isinstance(_judge_votes, Unset):
            judge_votes = UNSET
        else:
            judge_votes = check_new_private_benchmark_judge_votes(_judge_votes)

        max_output_tokens = d.pop("max_output_tokens", UNSET)

        source_bytes = cast(int | None | Unset, d.pop("source_bytes", UNSET))

        source_sha256 = cast(None | str | Unset, d.pop("source_sha256", UNSET))

        split = d.pop("split", UNSET)

        system_prompt = cast(None | str | Unset, d.pop("system_prompt", UNSET))

        new_private_benchmark = cls(
            columns=columns,
            name=name,
            prompt_template=prompt_template,
            rights_attestation=rights_attestation,
            source=source,
            task=task,
            data_license=data_license,
            description=description,
            dry_run=dry_run,
            evaluator_id=evaluator_id,
            factory_storage_factory_id=factory_storage_factory_id,
            factory_storage_scope_id=factory_storage_scope_id,
            format_=format_,
            generation_policy=generation_policy,
            grader_options=grader_options,
            grader_protocol=grader_protocol,
            judge_route_id=judge_route_id,
            judge_votes=judge_votes,
            max_output_tokens=max_output_tokens,
            source_bytes=source_bytes,
            source_sha256=source_sha256,
            split=split,
            system_prompt=system_prompt,
        )

        new_private_benchmark.additional_properties = d
        return new_private_benchmark

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
from ..models.new_private_benchmark_columns import NewPrivateBenchmarkColumns
