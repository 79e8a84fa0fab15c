from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.task_input_file import TaskInputFile
    from ..models.task_repository import TaskRepository


T = TypeVar("T", bound="TaskInputs")


@_attrs_define
class TaskInputs:
    """Task inputs shown to the agent. Only the listed members are read by the client; others pass through.

    Attributes:
        files (list[TaskInputFile] | None | Unset):
        messages (list[JsonObject] | None | Unset):
        repository (None | TaskRepository | Unset):
    """

    files: list[TaskInputFile] | None | Unset = UNSET
    messages: list[JsonObject] | None | Unset = UNSET
    repository: None | TaskRepository | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        files: list[dict[str, Any]] | None | Unset
        if isinstance(self.files, Unset):
            files = UNSET
        elif isinstance(self.files, list):
            files = []
            for files_type_0_item_data in self.files:
                files_type_0_item = files_type_0_item_data.to_dict()
                files.append(files_type_0_item)

        else:
            files = self.files

        messages: list[dict[str, Any]] | None | Unset
        if isinstance(self.messages, Unset):
            messages = UNSET
        elif isinstance(self.messages, list):
            messages = []
            for messages_type_0_item_data in self.messages:
                messages_type_0_item = messages_type_0_item_data.to_dict()
                messages.append(messages_type_0_item)

        else:
            messages = self.messages

        repository: dict[str, Any] | None | Unset
        if isinstance(self.repository, Unset):
            repository = UNSET
        elif isinstance(self.repository, TaskRepository):
            repository = self.repository.to_dict()
        else:
            repository = self.repository

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if files is not UNSET:
            field_dict["files"] = files
        if messages is not UNSET:
            field_dict["messages"] = messages
        if repository is not UNSET:
            field_dict["repository"] = repository

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_files(data: object) -> list[TaskInputFile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                files_type_0 = []
                _files_type_0 = data
                for files_type_0_item_data in _files_type_0:
                    files_type_0_item = TaskInputFile.from_dict(files_type_0_item_data)

                    files_type_0.append(files_type_0_item)

                return files_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TaskInputFile] | None | Unset, data)

        files = _parse_files(d.pop("files", UNSET))

        def _parse_messages(data: object) -> list[JsonObject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                messages_type_0 = []
                _messages_type_0 = data
                for messages_type_0_item_data in _messages_type_0:
                    messages_type_0_item = JsonObject.from_dict(messages_type_0_item_data)

                    messages_type_0.append(messages_type_0_item)

                return messages_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None | Unset, data)

        messages = _parse_messages(d.pop("messages", UNSET))

        def _parse_repository(data: object) -> None | TaskRepository | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                repository_type_0 = TaskRepository.from_dict(data)

                return repository_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskRepository | Unset, data)

        repository = _parse_repository(d.pop("repository", UNSET))

        task_inputs = cls(
            files=files,
            messages=messages,
            repository=repository,
        )

        task_inputs.additional_properties = d
        return task_inputs

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
from ..models.task_input_file import TaskInputFile
from ..models.task_repository import TaskRepository
