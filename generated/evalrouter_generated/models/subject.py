from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.subject_reasoning_effort_type_0 import (
    SubjectReasoningEffortType0,
    check_subject_reasoning_effort_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connected_model import ConnectedModel
    from ..models.managed_model import ManagedModel
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="Subject")


@_attrs_define
class Subject:
    """
    Attributes:
        model (ConnectedModel | ManagedModel | UnknownKind):
        reasoning_effort (None | SubjectReasoningEffortType0 | Unset):
    """

    model: ConnectedModel | ManagedModel | UnknownKind
    reasoning_effort: None | SubjectReasoningEffortType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model: dict[str, Any]
        if isinstance(self.model, ManagedModel) or isinstance(self.model, ConnectedModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        elif isinstance(self.reasoning_effort, str):
            reasoning_effort = self.reasoning_effort
        else:
            reasoning_effort = self.reasoning_effort

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
            }
        )
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_model(data: object) -> ConnectedModel | ManagedModel | UnknownKind:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = ManagedModel.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_1 = ConnectedModel.from_dict(data)

                return model_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            model_type_2 = UnknownKind.from_dict(data)

            return model_type_2

        model = _parse_model(d.pop("model"))

        def _parse_reasoning_effort(data: object) -> None | SubjectReasoningEffortType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_0 = check_subject_reasoning_effort_type_0(data)

                return reasoning_effort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SubjectReasoningEffortType0 | Unset, data)

        reasoning_effort = _parse_reasoning_effort(d.pop("reasoning_effort", UNSET))

        subject = cls(
            model=model,
            reasoning_effort=reasoning_effort,
        )

        subject.additional_properties = d
        return subject

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


from ..models.connected_model import ConnectedModel
from ..models.managed_model import ManagedModel
from ..models.unknown_kind import UnknownKind
