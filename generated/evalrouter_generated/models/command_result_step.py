from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CommandResultStep")


@_attrs_define
class CommandResultStep:
    """
    Attributes:
        name (str):
        ordinal (int):
        success (bool):
        time (str):
        type_ (Literal['command_result']):
        duration_ms (int | None | Unset):
        exit_code (int | None | Unset):
        span_id (None | str | Unset):
        timed_out (bool | Unset):
    """

    name: str
    ordinal: int
    success: bool
    time: str
    type_: Literal["command_result"]
    duration_ms: int | None | Unset = UNSET
    exit_code: int | None | Unset = UNSET
    span_id: None | str | Unset = UNSET
    timed_out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ordinal = self.ordinal

        success = self.success

        time = self.time

        type_ = self.type_

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        exit_code: int | None | Unset
        if isinstance(self.exit_code, Unset):
            exit_code = UNSET
        else:
            exit_code = self.exit_code

        span_id: None | str | Unset
        if isinstance(self.span_id, Unset):
            span_id = UNSET
        else:
            span_id = self.span_id

        timed_out = self.timed_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ordinal": ordinal,
                "success": success,
                "time": time,
                "type": type_,
            }
        )
        if duration_ms is not UNSET:
            field_dict["duration_ms"] = duration_ms
        if exit_code is not UNSET:
            field_dict["exit_code"] = exit_code
        if span_id is not UNSET:
            field_dict["span_id"] = span_id
        if timed_out is not UNSET:
            field_dict["timed_out"] = timed_out

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        ordinal = d.pop("ordinal")

        success = d.pop("success")

        time = d.pop("time")

        type_ = cast(Literal["command_result"], d.pop("type"))
        if type_ != "command_result":
            raise ValueError(f"type must match const 'command_result', got '{type_}'")

        duration_ms = cast(int | None | Unset, d.pop("duration_ms", UNSET))

        exit_code = cast(int | None | Unset, d.pop("exit_code", UNSET))

        span_id = cast(None | str | Unset, d.pop("span_id", UNSET))

        timed_out = d.pop("timed_out", UNSET)

        command_result_step = cls(
            name=name,
            ordinal=ordinal,
            success=success,
            time=time,
            type_=type_,
            duration_ms=duration_ms,
            exit_code=exit_code,
            span_id=span_id,
            timed_out=timed_out,
        )

        command_result_step.additional_properties = d
        return command_result_step

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
