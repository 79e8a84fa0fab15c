from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_output_spec import PublicOutputSpec
    from ..models.task_action import TaskAction
    from ..models.task_delivery_task import TaskDeliveryTask
    from ..models.task_environment import TaskEnvironment
    from ..models.task_inputs import TaskInputs


T = TypeVar("T", bound="TaskDelivery")


@_attrs_define
class TaskDelivery:
    """What the attempt's task route delivers: the task, its inputs and output kind, the actions offered as tools, and the
    next submission revision and action step.

        Attributes:
            actions (list[TaskAction]):
            next_action_step (int):
            output (PublicOutputSpec):
            submission_revision (int):
            task (TaskDeliveryTask): The delivered task's identity and the digest a submission must restate.
            attempt_id (None | str | Unset):
            environment (None | TaskEnvironment | Unset):
            inputs (None | TaskInputs | Unset):
            instructions (None | str | Unset):
            notes (None | str | Unset):
            schema (None | str | Unset):
            session (Any | Unset):
            state (None | str | Unset):
    """

    actions: list[TaskAction]
    next_action_step: int
    output: PublicOutputSpec
    submission_revision: int
    task: TaskDeliveryTask
    attempt_id: None | str | Unset = UNSET
    environment: None | TaskEnvironment | Unset = UNSET
    inputs: None | TaskInputs | Unset = UNSET
    instructions: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    schema: None | str | Unset = UNSET
    session: Any | Unset = UNSET
    state: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        next_action_step = self.next_action_step

        output = self.output.to_dict()

        submission_revision = self.submission_revision

        task = self.task.to_dict()

        attempt_id: None | str | Unset
        if isinstance(self.attempt_id, Unset):
            attempt_id = UNSET
        else:
            attempt_id = self.attempt_id

        environment: dict[str, Any] | None | Unset
        if isinstance(self.environment, Unset):
            environment = UNSET
        elif isinstance(self.environment, TaskEnvironment):
            environment = self.environment.to_dict()
        else:
            environment = self.environment

        inputs: dict[str, Any] | None | Unset
        if isinstance(self.inputs, Unset):
            inputs = UNSET
        elif isinstance(self.inputs, TaskInputs):
            inputs = self.inputs.to_dict()
        else:
            inputs = self.inputs

        instructions: None | str | Unset
        if isinstance(self.instructions, Unset):
            instructions = UNSET
        else:
            instructions = self.instructions

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        schema: None | str | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        session = self.session

        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        else:
            state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "next_action_step": next_action_step,
                "output": output,
                "submission_revision": submission_revision,
                "task": task,
            }
        )
        if attempt_id is not UNSET:
            field_dict["attempt_id"] = attempt_id
        if environment is not UNSET:
            field_dict["environment"] = environment
        if inputs is not UNSET:
            field_dict["inputs"] = inputs
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if notes is not UNSET:
            field_dict["notes"] = notes
        if schema is not UNSET:
            field_dict["schema"] = schema
        if session is not UNSET:
            field_dict["session"] = session
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = TaskAction.from_dict(actions_item_data)

            actions.append(actions_item)

        next_action_step = d.pop("next_action_step")

        output = PublicOutputSpec.from_dict(d.pop("output"))

        submission_revision = d.pop("submission_revision")

        task = TaskDeliveryTask.from_dict(d.pop("task"))

        attempt_id = cast(None | str | Unset, d.pop("attempt_id", UNSET))

        def _parse_environment(data: object) -> None | TaskEnvironment | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                environment_type_0 = TaskEnvironment.from_dict(data)

                return environment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskEnvironment | Unset, data)

        environment = _parse_environment(d.pop("environment", UNSET))

        def _parse_inputs(data: object) -> None | TaskInputs | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inputs_type_0 = TaskInputs.from_dict(data)

                return inputs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskInputs | Unset, data)

        inputs = _parse_inputs(d.pop("inputs", UNSET))

        instructions = cast(None | str | Unset, d.pop("instructions", UNSET))

        notes = cast(None | str | Unset, d.pop("notes", UNSET))

        schema = cast(None | str | Unset, d.pop("schema", UNSET))

        session = d.pop("session", UNSET)

        state = cast(None | str | Unset, d.pop("state", UNSET))

        task_delivery = cls(
            actions=actions,
            next_action_step=next_action_step,
            output=output,
            submission_revision=submission_revision,
            task=task,
            attempt_id=attempt_id,
            environment=environment,
            inputs=inputs,
            instructions=instructions,
            notes=notes,
            schema=schema,
            session=session,
            state=state,
        )

        task_delivery.additional_properties = d
        return task_delivery

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


from ..models.public_output_spec import PublicOutputSpec
from ..models.task_action import TaskAction
from ..models.task_delivery_task import TaskDeliveryTask
from ..models.task_environment import TaskEnvironment
from ..models.task_inputs import TaskInputs
