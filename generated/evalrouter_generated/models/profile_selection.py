from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.judge_selection import JudgeSelection
    from ..models.output_format_selection import OutputFormatSelection
    from ..models.reasoning_selection import ReasoningSelection
    from ..models.sandbox_policy_view import SandboxPolicyView


T = TypeVar("T", bound="ProfileSelection")


@_attrs_define
class ProfileSelection:
    """
    Attributes:
        dataset_assets_sha256 (str):
        id (str):
        manifest_sha256 (str):
        population_count (int):
        sampling_algorithm (str):
        selected_count (int):
        task_ids_hash (str):
        admission (JsonObject | None | Unset):
        attempts_per_task (int | None | Unset):
        environment (JsonObject | None | Unset):
        generation_config (JsonObject | None | Unset):
        grade (JsonObject | None | Unset):
        granted (JsonObject | None | Unset):
        judge (JudgeSelection | None | Unset):
        max_output_tokens (int | None | Unset):
        output_format (None | OutputFormatSelection | Unset):
        private_test (bool | None | Unset):
        reasoning (None | ReasoningSelection | Unset):
        remote (JsonObject | None | Unset):
        sandbox (None | SandboxPolicyView | Unset):
        selection_sha256 (None | str | Unset):
        task_ids (list[str] | None | Unset):
    """

    dataset_assets_sha256: str
    id: str
    manifest_sha256: str
    population_count: int
    sampling_algorithm: str
    selected_count: int
    task_ids_hash: str
    admission: JsonObject | None | Unset = UNSET
    attempts_per_task: int | None | Unset = UNSET
    environment: JsonObject | None | Unset = UNSET
    generation_config: JsonObject | None | Unset = UNSET
    grade: JsonObject | None | Unset = UNSET
    granted: JsonObject | None | Unset = UNSET
    judge: JudgeSelection | None | Unset = UNSET
    max_output_tokens: int | None | Unset = UNSET
    output_format: None | OutputFormatSelection | Unset = UNSET
    private_test: bool | None | Unset = UNSET
    reasoning: None | ReasoningSelection | Unset = UNSET
    remote: JsonObject | None | Unset = UNSET
    sandbox: None | SandboxPolicyView | Unset = UNSET
    selection_sha256: None | str | Unset = UNSET
    task_ids: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_assets_sha256 = self.dataset_assets_sha256

        id = self.id

        manifest_sha256 = self.manifest_sha256

        population_count = self.population_count

        sampling_algorithm = self.sampling_algorithm

        selected_count = self.selected_count

        task_ids_hash = self.task_ids_hash

        admission: dict[str, Any] | None | Unset
        if isinstance(self.admission, Unset):
            admission = UNSET
        elif isinstance(self.admission, JsonObject):
            admission = self.admission.to_dict()
        else:
            admission = self.admission

        attempts_per_task: int | None | Unset
        if isinstance(self.attempts_per_task, Unset):
            attempts_per_task = UNSET
        else:
            attempts_per_task = self.attempts_per_task

        environment: dict[str, Any] | None | Unset
        if isinstance(self.environment, Unset):
            environment = UNSET
        elif isinstance(self.environment, JsonObject):
            environment = self.environment.to_dict()
        else:
            environment = self.environment

        generation_config: dict[str, Any] | None | Unset
        if isinstance(self.generation_config, Unset):
            generation_config = UNSET
        elif isinstance(self.generation_config, JsonObject):
            generation_config = self.generation_config.to_dict()
        else:
            generation_config = self.generation_config

        grade: dict[str, Any] | None | Unset
        if isinstance(self.grade, Unset):
            grade = UNSET
        elif isinstance(self.grade, JsonObject):
            grade = self.grade.to_dict()
        else:
            grade = self.grade

        granted: dict[str, Any] | None | Unset
        if isinstance(self.granted, Unset):
            granted = UNSET
        elif isinstance(self.granted, JsonObject):
            granted = self.granted.to_dict()
        else:
            granted = self.granted

        judge: dict[str, Any] | None | Unset
        if isinstance(self.judge, Unset):
            judge = UNSET
        elif isinstance(self.judge, JudgeSelection):
            judge = self.judge.to_dict()
        else:
            judge = self.judge

        max_output_tokens: int | None | Unset
        if isinstance(self.max_output_tokens, Unset):
            max_output_tokens = UNSET
        else:
            max_output_tokens = self.max_output_tokens

        output_format: dict[str, Any] | None | Unset
        if isinstance(self.output_format, Unset):
            output_format = UNSET
        elif isinstance(self.output_format, OutputFormatSelection):
            output_format = self.output_format.to_dict()
        else:
            output_format = self.output_format

        private_test: bool | None | Unset
        if isinstance(self.private_test, Unset):
            private_test = UNSET
        else:
            private_test = self.private_test

        reasoning: dict[str, Any] | None | Unset
        if isinstance(self.reasoning, Unset):
            reasoning = UNSET
        elif isinstance(self.reasoning, ReasoningSelection):
            reasoning = self.reasoning.to_dict()
        else:
            reasoning = self.reasoning

        remote: dict[str, Any] | None | Unset
        if isinstance(self.remote, Unset):
            remote = UNSET
        elif isinstance(self.remote, JsonObject):
            remote = self.remote.to_dict()
        else:
            remote = self.remote

        sandbox: dict[str, Any] | None | Unset
        if isinstance(self.sandbox, Unset):
            sandbox = UNSET
        elif isinstance(self.sandbox, SandboxPolicyView):
            sandbox = self.sandbox.to_dict()
        else:
            sandbox = self.sandbox

        selection_sha256: None | str | Unset
        if isinstance(self.selection_sha256, Unset):
            selection_sha256 = UNSET
        else:
            selection_sha256 = self.selection_sha256

        task_ids: list[str] | None | Unset
        if isinstance(self.task_ids, Unset):
            task_ids = UNSET
        elif isinstance(self.task_ids, list):
            task_ids = self.task_ids

        else:
            task_ids = self.task_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dataset_assets_sha256": dataset_assets_sha256,
                "id": id,
                "manifest_sha256": manifest_sha256,
                "population_count": population_count,
                "sampling_algorithm": sampling_algorithm,
                "selected_count": selected_count,
                "task_ids_hash": task_ids_hash,
            }
        )
        if admission is not UNSET:
            field_dict["admission"] = admission
        if attempts_per_task is not UNSET:
            field_dict["attempts_per_task"] = attempts_per_task
        if environment is not UNSET:
            field_dict["environment"] = environment
        if generation_config is not UNSET:
            field_dict["generation_config"] = generation_config
        if grade is not UNSET:
            field_dict["grade"] = grade
        if granted is not UNSET:
            field_dict["granted"] = granted
        if judge is not UNSET:
            field_dict["judge"] = judge
        if max_output_tokens is not UNSET:
            field_dict["max_output_tokens"] = max_output_tokens
        if output_format is not UNSET:
            field_dict["output_format"] = output_format
        if private_test is not UNSET:
            field_dict["private_test"] = private_test
        if reasoning is not UNSET:
            field_dict["reasoning"] = reasoning
        if remote is not UNSET:
            field_dict["remote"] = remote
        if sandbox is not UNSET:
            field_dict["sandbox"] = sandbox
        if selection_sha256 is not UNSET:
            field_dict["selection_sha256"] = selection_sha256
        if task_ids is not UNSET:
            field_dict["task_ids"] = task_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_assets_sha256 = d.pop("dataset_assets_sha256")

        id = d.pop("id")

        manifest_sha256 = d.pop("manifest_sha256")

        population_count = d.pop("population_count")

        sampling_algorithm = d.pop("sampling_algorithm")

        selected_count = d.pop("selected_count")

        task_ids_hash = d.pop("task_ids_hash")

        def _parse_admission(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                admission_type_0 = JsonObject.from_dict(data)

                return admission_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        admission = _parse_admission(d.pop("admission", UNSET))

        attempts_per_task = cast(int | None | Unset, d.pop("attempts_per_task", UNSET))

        def _parse_environment(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                environment_type_0 = JsonObject.from_dict(data)

                return environment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        environment = _parse_environment(d.pop("environment", UNSET))

        def _parse_generation_config(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                generation_config_type_0 = JsonObject.from_dict(data)

                return generation_config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        generation_config = _parse_generation_config(d.pop("generation_config", UNSET))

        def _parse_grade(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                grade_type_0 = JsonObject.from_dict(data)

                return grade_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        grade = _parse_grade(d.pop("grade", UNSET))

        def _parse_granted(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                granted_type_0 = JsonObject.from_dict(data)

                return granted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        granted = _parse_granted(d.pop("granted", UNSET))

        def _parse_judge(data: object) -> JudgeSelection | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                judge_type_0 = JudgeSelection.from_dict(data)

                return judge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JudgeSelection | None | Unset, data)

        judge = _parse_judge(d.pop("judge", UNSET))

        max_output_tokens = cast(int | None | Unset, d.pop("max_output_tokens", UNSET))

        def _parse_output_format(data: object) -> None | OutputFormatSelection | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_format_type_0 = OutputFormatSelection.from_dict(data)

                return output_format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OutputFormatSelection | Unset, data)

        output_format = _parse_output_format(d.pop("output_format", UNSET))

        private_test = cast(bool | None | Unset, d.pop("private_test", UNSET))

        def _parse_reasoning(data: object) -> None | ReasoningSelection | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_type_0 = ReasoningSelection.from_dict(data)

                return reasoning_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningSelection | Unset, data)

        reasoning = _parse_reasoning(d.pop("reasoning", UNSET))

        def _parse_remote(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remote_type_0 = JsonObject.from_dict(data)

                return remote_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        remote = _parse_remote(d.pop("remote", UNSET))

        def _parse_sandbox(data: object) -> None | SandboxPolicyView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sandbox_type_0 = SandboxPolicyView.from_dict(data)

                return sandbox_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SandboxPolicyView | Unset, data)

        sandbox = _parse_sandbox(d.pop("sandbox", UNSET))

        selection_sha256 = cast(None | str | Unset, d.pop("selection_sha256", UNSET))

        def _parse_task_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                task_ids_type_0 = cast(list[str], data)

                return task_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        task_ids = _parse_task_ids(d.pop("task_ids", UNSET))

        profile_selection = cls(
            dataset_assets_sha256=dataset_assets_sha256,
            id=id,
            manifest_sha256=manifest_sha256,
            population_count=population_count,
            sampling_algorithm=sampling_algorithm,
            selected_count=selected_count,
            task_ids_hash=task_ids_hash,
            admission=admission,
            attempts_per_task=attempts_per_task,
            environment=environment,
            generation_config=generation_config,
            grade=grade,
            granted=granted,
            judge=judge,
            max_output_tokens=max_output_tokens,
            output_format=output_format,
            private_test=private_test,
            reasoning=reasoning,
            remote=remote,
            sandbox=sandbox,
            selection_sha256=selection_sha256,
            task_ids=task_ids,
        )

        profile_selection.additional_properties = d
        return profile_selection

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
from ..models.judge_selection import JudgeSelection
from ..models.output_format_selection import OutputFormatSelection
from ..models.reasoning_selection import ReasoningSelection
from ..models.sandbox_policy_view import SandboxPolicyView
