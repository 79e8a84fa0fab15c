from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunInterruption")


@_attrs_define
class RunInterruption:
    """
    Attributes:
        continuable (bool):
        reason (str):
        unfinished_count (int):
        continued_by (None | str | Unset):
    """

    continuable: bool
    reason: str
    unfinished_count: int
    continued_by: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        continuable = self.continuable

        reason = self.reason

        unfinished_count = self.unfinished_count

        continued_by: None | str | Unset
        if isinstance(self.continued_by, Unset):
            continued_by = UNSET
        else:
            continued_by = self.continued_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "continuable": continuable,
                "reason": reason,
                "unfinished_count": unfinished_count,
            }
        )
        if continued_by is not UNSET:
            field_dict["continued_by"] = continued_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        continuable = d.pop("continuable")

        reason = d.pop("reason")

        unfinished_count = d.pop("unfinished_count")

        continued_by = cast(None | str | Unset, d.pop("continued_by", UNSET))

        run_interruption = cls(
            continuable=continuable,
            reason=reason,
            unfinished_count=unfinished_count,
            continued_by=continued_by,
        )

        run_interruption.additional_properties = d
        return run_interruption

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
