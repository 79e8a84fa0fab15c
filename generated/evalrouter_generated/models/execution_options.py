from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExecutionOptions")


@_attrs_define
class ExecutionOptions:
    """
    Attributes:
        max_models_per_run (int):
        chat_enabled (bool | None | Unset):
        creator_profiles_enabled (bool | None | Unset):
        max_run_cap_microusd (None | str | Unset):
    """

    max_models_per_run: int
    chat_enabled: bool | None | Unset = UNSET
    creator_profiles_enabled: bool | None | Unset = UNSET
    max_run_cap_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_models_per_run = self.max_models_per_run

        chat_enabled: bool | None | Unset
        if isinstance(self.chat_enabled, Unset):
            chat_enabled = UNSET
        else:
            chat_enabled = self.chat_enabled

        creator_profiles_enabled: bool | None | Unset
        if isinstance(self.creator_profiles_enabled, Unset):
            creator_profiles_enabled = UNSET
        else:
            creator_profiles_enabled = self.creator_profiles_enabled

        max_run_cap_microusd: None | str | Unset
        if isinstance(self.max_run_cap_microusd, Unset):
            max_run_cap_microusd = UNSET
        else:
            max_run_cap_microusd = self.max_run_cap_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_models_per_run": max_models_per_run,
            }
        )
        if chat_enabled is not UNSET:
            field_dict["chat_enabled"] = chat_enabled
        if creator_profiles_enabled is not UNSET:
            field_dict["creator_profiles_enabled"] = creator_profiles_enabled
        if max_run_cap_microusd is not UNSET:
            field_dict["max_run_cap_microusd"] = max_run_cap_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_models_per_run = d.pop("max_models_per_run")

        chat_enabled = cast(bool | None | Unset, d.pop("chat_enabled", UNSET))

        creator_profiles_enabled = cast(
            bool | None | Unset, d.pop("creator_profiles_enabled", UNSET)
        )

        max_run_cap_microusd = cast(None | str | Unset, d.pop("max_run_cap_microusd", UNSET))

        execution_options = cls(
            max_models_per_run=max_models_per_run,
            chat_enabled=chat_enabled,
            creator_profiles_enabled=creator_profiles_enabled,
            max_run_cap_microusd=max_run_cap_microusd,
        )

        execution_options.additional_properties = d
        return execution_options

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
