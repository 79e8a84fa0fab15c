from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.benchmark_draft_request_grader_protocol import (
    BenchmarkDraftRequestGraderProtocol,
    check_benchmark_draft_request_grader_protocol,
)
from ..models.benchmark_draft_request_task import (
    BenchmarkDraftRequestTask,
    check_benchmark_draft_request_task,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="BenchmarkDraftRequest")


@_attrs_define
class BenchmarkDraftRequest:
    """
    Attributes:
        data_license (str):
        name (str):
        rights_attestation (bool):
        task (BenchmarkDraftRequestTask):
        description (str | Unset):
        evaluator_id (None | str | Unset):
        grader_options (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
        grader_protocol (BenchmarkDraftRequestGraderProtocol | Unset):
        judge_route_id (None | str | Unset):
        max_output_tokens (int | Unset):
        system_prompt (None | str | Unset):
    """

    data_license: str
    name: str
    rights_attestation: bool
    task: BenchmarkDraftRequestTask
    description: str | Unset = UNSET
    evaluator_id: None | str | Unset = UNSET
    grader_options: JsonObject | Unset = UNSET
    grader_protocol: BenchmarkDraftRequestGraderProtocol | Unset = UNSET
    judge_route_id: None | str | Unset = UNSET
    max_output_tokens: int | Unset = UNSET
    system_prompt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data_license = self.data_license

        name = self.name

        rights_attestation = self.rights_attestation

        task: str = self.task

        description = self.description

        evaluator_id: None | str | Unset
        if isinstance(self.evaluator_id, Unset):
            evaluator_id = UNSET
        else:
            evaluator_id = self.evaluator_id

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

        max_output_tokens = self.max_output_tokens

        system_prompt: None | str | Unset
        if isinstance(self.system_prompt, Unset):
            system_prompt = UNSET
        else:
            system_prompt = self.system_prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data_license": data_license,
                "name": name,
                "rights_attestation": rights_attestation,
                "task": task,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if evaluator_id is not UNSET:
            field_dict["evaluator_id"] = evaluator_id
        if grader_options is not UNSET:
            field_dict["grader_options"] = grader_options
        if grader_protocol is not UNSET:
            field_dict["grader_protocol"] = grader_protocol
        if judge_route_id is not UNSET:
            field_dict["judge_route_id"] = judge_route_id
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if system_prompt is not UNSET:
            field_dict["system_prompt"] = system_prompt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data_license = d.pop("data_license")

        name = d.pop("name")

        rights_attestation = d.pop("rights_attestation")

        task = check_benchmark_draft_request_task(d.pop("task"))

        description = d.pop("description", UNSET)

        evaluator_id = cast(None | str | Unset, d.pop("evaluator_id", UNSET))

        _grader_options = d.pop("grader_options", UNSET)
        grader_options: JsonObject | Unset
        if isinstance(_grader_options, Unset):
            grader_options = UNSET
        else:
            grader_options = JsonObject.from_dict(_grader_options)

        _grader_protocol = d.pop("grader_protocol", UNSET)
        grader_protocol: BenchmarkDraftRequestGraderProtocol | Unset
        if isinstance(_grader_protocol, Unset):
            grader_protocol = UNSET
        else:
            grader_protocol = check_benchmark_draft_request_grader_protocol(_grader_protocol)

        judge_route_id = cast(None | str | Unset, d.pop("judge_route_id", UNSET))

        max_output_tokens = d.pop("max_output_tokens", UNSET)

        system_prompt = cast(None | str | Unset, d.pop("system_prompt", UNSET))

        benchmark_draft_request = cls(
            data_license=data_license,
            name=name,
            rights_attestation=rights_attestation,
            task=task,
            description=description,
            evaluator_id=evaluator_id,
            grader_options=grader_options,
            grader_protocol=grader_protocol,
            judge_route_id=judge_route_id,
            max_output_tokens=max_output_tokens,
            system_prompt=system_prompt,
        )

        benchmark_draft_request.additional_properties = d
        return benchmark_draft_request

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
