from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.client_trace_policy_include_item import (
    ClientTracePolicyIncludeItem,
    check_client_trace_policy_include_item,
)
from ..models.client_trace_policy_level import (
    ClientTracePolicyLevel,
    check_client_trace_policy_level,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientTracePolicy")


@_attrs_define
class ClientTracePolicy:
    """
    Attributes:
        include (list[ClientTracePolicyIncludeItem] | Unset):
        level (ClientTracePolicyLevel | Unset):
    """

    include: list[ClientTracePolicyIncludeItem] | Unset = UNSET
    level: ClientTracePolicyLevel | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        include: list[str] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = []
            for include_item_data in self.include:
                include_item: str = include_item_data
                include.append(include_item)

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if include is not UNSET:
            field_dict["include"] = include
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _include = d.pop("include", UNSET)
        include: list[ClientTracePolicyIncludeItem] | Unset = UNSET
        if _include is not UNSET:
            include = []
            for include_item_data in _include:
                include_item = check_client_trace_policy_include_item(include_item_data)

                include.append(include_item)

        _level = d.pop("level", UNSET)
        level: ClientTracePolicyLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = check_client_trace_policy_level(_level)

        client_trace_policy = cls(
            include=include,
            level=level,
        )

        client_trace_policy.additional_properties = d
        return client_trace_policy

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
