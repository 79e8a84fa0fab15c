from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.checkpoint_step_source import CheckpointStepSource, check_checkpoint_step_source
from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckpointStep")


@_attrs_define
class CheckpointStep:
    """
    Attributes:
        label (str):
        ordinal (int):
        source (CheckpointStepSource):
        time (str):
        type_ (Literal['checkpoint']):
        checkpoint_id (None | str | Unset):
        span_id (None | str | Unset):
        step (int | None | Unset):
    """

    label: str
    ordinal: int
    source: CheckpointStepSource
    time: str
    type_: Literal["checkpoint"]
    checkpoint_id: None | str | Unset = UNSET
    span_id: None | str | Unset = UNSET
    step: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        ordinal = self.ordinal

        source: str = self.source

        time = self.time

        type_ = self.type_

        checkpoint_id: None | str | Unset
        if isinstance(self.checkpoint_id, Unset):
            checkpoint_id = UNSET
        else:
            checkpoint_id = self.checkpoint_id

        span_id: None | str | Unset
        if isinstance(self.span_id, Unset):
            span_id = UNSET
        else:
            span_id = self.span_id

        step: int | None | Unset
        if isinstance(self.step, Unset):
            step = UNSET
        else:
            step = self.step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "ordinal": ordinal,
                "source": source,
                "time": time,
                "type": type_,
            }
        )
        if checkpoint_id is not UNSET:
            field_dict["checkpoint_id"] = checkpoint_id
        if span_id is not UNSET:
            field_dict["span_id"] = span_id
        if step is not UNSET:
            field_dict["step"] = step

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        label = d.pop("label")

        ordinal = d.pop("ordinal")

        source = check_checkpoint_step_source(d.pop("source"))

        time = d.pop("time")

        type_ = cast(Literal["checkpoint"], d.pop("type"))
        if type_ != "checkpoint":
            raise ValueError(f"type must match const 'checkpoint', got '{type_}'")

        checkpoint_id = cast(None | str | Unset, d.pop("checkpoint_id", UNSET))

        span_id = cast(None | str | Unset, d.pop("span_id", UNSET))

        step = cast(int | None | Unset, d.pop("step", UNSET))

        checkpoint_step = cls(
            label=label,
            ordinal=ordinal,
            source=source,
            time=time,
            type_=type_,
            checkpoint_id=checkpoint_id,
            span_id=span_id,
            step=step,
        )

        checkpoint_step.additional_properties = d
        return checkpoint_step

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
