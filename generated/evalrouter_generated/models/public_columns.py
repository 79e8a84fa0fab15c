from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicColumns")


@_attrs_define
class PublicColumns:
    """
    Attributes:
        task_id (str):
        answer (None | Unset):
        choices (None | str | Unset):
        data (None | str | Unset):
        input_ (None | str | Unset):
        messages (None | str | Unset):
        split (None | str | Unset):
    """

    task_id: str
    answer: None | Unset = UNSET
    choices: None | str | Unset = UNSET
    data: None | str | Unset = UNSET
    input_: None | str | Unset = UNSET
    messages: None | str | Unset = UNSET
    split: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task_id = self.task_id

        answer = self.answer

        choices: None | str | Unset
        if isinstance(self.choices, Unset):
            choices = UNSET
        else:
            choices = self.choices

        data: None | str | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        else:
            data = self.data

        input_: None | str | Unset
        if isinstance(self.input_, Unset):
            input_ = UNSET
        else:
            input_ = self.input_

        messages: None | str | Unset
        if isinstance(self.messages, Unset):
            messages = UNSET
        else:
            messages = self.messages

        split: None | str | Unset
        if isinstance(self.split, Unset):
            split = UNSET
        else:
            split = self.split

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task_id": task_id,
            }
        )
        if answer is not UNSET:
            field_dict["answer"] = answer
        if choices is not UNSET:
            field_dict["choices"] = choices
        if data is not UNSET:
            field_dict["data"] = data
        if input_ is not UNSET:
            field_dict["input"] = input_
        if messages is not UNSET:
            field_dict["messages"] = messages
        if split is not UNSET:
            field_dict["split"] = split

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        task_id = d.pop("task_id")

        answer = d.pop("answer", UNSET)

        choices = cast(None | str | Unset, d.pop("choices", UNSET))

        data = cast(None | str | Unset, d.pop("data", UNSET))

        input_ = cast(None | str | Unset, d.pop("input", UNSET))

        messages = cast(None | str | Unset, d.pop("messages", UNSET))

        split = cast(None | str | Unset, d.pop("split", UNSET))

        public_columns = cls(
            task_id=task_id,
            answer=answer,
            choices=choices,
            data=data,
            input_=input_,
            messages=messages,
            split=split,
        )

        public_columns.additional_properties = d
        return public_columns

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
