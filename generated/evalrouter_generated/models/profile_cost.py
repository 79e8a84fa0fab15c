from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProfileCost")


@_attrs_define
class ProfileCost:
    """
    Attributes:
        charged_microusd (str):
        pending_operations (int):
        profile_id (str):
        total_cost_microusd (None | str):
        model_index (int | None | Unset):
    """

    charged_microusd: str
    pending_operations: int
    profile_id: str
    total_cost_microusd: None | str
    model_index: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        charged_microusd = self.charged_microusd

        pending_operations = self.pending_operations

        profile_id = self.profile_id

        total_cost_microusd: None | str
        total_cost_microusd = self.total_cost_microusd

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "charged_microusd": charged_microusd,
                "pending_operations": pending_operations,
                "profile_id": profile_id,
                "total_cost_microusd": total_cost_microusd,
            }
        )
        if model_index is not UNSET:
            field_dict["model_index"] = model_index

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        charged_microusd = d.pop("charged_microusd")

        pending_operations = d.pop("pending_operations")

        profile_id = d.pop("profile_id")

        total_cost_microusd = cast(None | str, d.pop("total_cost_microusd"))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        profile_cost = cls(
            charged_microusd=charged_microusd,
            pending_operations=pending_operations,
            profile_id=profile_id,
            total_cost_microusd=total_cost_microusd,
            model_index=model_index,
        )

        profile_cost.additional_properties = d
        return profile_cost

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
