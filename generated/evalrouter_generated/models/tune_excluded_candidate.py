from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneExcludedCandidate")


@_attrs_define
class TuneExcludedCandidate:
    """
    Attributes:
        reason (str):
        route_id (str):
        minimum_budget_microusd (None | str | Unset):
    """

    reason: str
    route_id: str
    minimum_budget_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        route_id = self.route_id

        minimum_budget_microusd: None | str | Unset
        if isinstance(self.minimum_budget_microusd, Unset):
            minimum_budget_microusd = UNSET
        else:
            minimum_budget_microusd = self.minimum_budget_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "route_id": route_id,
            }
        )
        if minimum_budget_microusd is not UNSET:
            field_dict["minimum_budget_microusd"] = minimum_budget_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        route_id = d.pop("route_id")

        minimum_budget_microusd = cast(None | str | Unset, d.pop("minimum_budget_microusd", UNSET))

        tune_excluded_candidate = cls(
            reason=reason,
            route_id=route_id,
            minimum_budget_microusd=minimum_budget_microusd,
        )

        tune_excluded_candidate.additional_properties = d
        return tune_excluded_candidate

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
