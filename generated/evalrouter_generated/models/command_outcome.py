from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CommandOutcome")


@_attrs_define
class CommandOutcome:
    """
    Attributes:
        name (str):
        success (bool):
        exit_code (int | None | Unset):
        timed_out (bool | Unset):
    """

    name: str
    success: bool
    exit_code: int | None | Unset = UNSET
    timed_out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        success = self.success

        exit_code: int | None | Unset
        if isinstance(self.exit_code, Unset):
            exit_code = UNSET
        else:
            exit_code = self.exit_code

        timed_out = self.timed_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "success": success,
            }
        )
        if exit_code is not UNSET:
            field_dict["exit_code"] = exit_code
        if timed_out is not UNSET:
            field_dict["timed_out"] = timed_out

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        success = d.pop("success")

        exit_code = cast(int | None | Unset, d.pop("exit_code", UNSET))

        timed_out = d.pop("timed_out", UNSET)

        command_outcome = cls(
            name=name,
            success=success,
            exit_code=exit_code,
            timed_out=timed_out,
        )

        command_outcome.additional_properties = d
        return command_outcome

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
