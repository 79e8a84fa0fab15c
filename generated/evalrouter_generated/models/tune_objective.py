from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_objective_kind import TuneObjectiveKind, check_tune_objective_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneObjective")


@_attrs_define
class TuneObjective:
    """
    Attributes:
        kind (TuneObjectiveKind | Unset):
        latency_limit_ms (int | None | Unset):
        max_cost_per_case_microusd (None | str | Unset):
        quality_margin (float | Unset):
    """

    kind: TuneObjectiveKind | Unset = UNSET
    latency_limit_ms: int | None | Unset = UNSET
    max_cost_per_case_microusd: None | str | Unset = UNSET
    quality_margin: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        latency_limit_ms: int | None | Unset
        if isinstance(self.latency_limit_ms, Unset):
            latency_limit_ms = UNSET
        else:
            latency_limit_ms = self.latency_limit_ms

        max_cost_per_case_microusd: None | str | Unset
        if isinstance(self.max_cost_per_case_microusd, Unset):
            max_cost_per_case_microusd = UNSET
        else:
            max_cost_per_case_microusd = self.max_cost_per_case_microusd

        quality_margin = self.quality_margin

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if latency_limit_ms is not UNSET:
            field_dict["latency_limit_ms"] = latency_limit_ms
        if max_cost_per_case_microusd is not UNSET:
            field_dict["max_cost_per_case_microusd"] = max_cost_per_case_microusd
        if quality_margin is not UNSET:
            field_dict["quality_margin"] = quality_margin

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: TuneObjectiveKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_tune_objective_kind(_kind)

        latency_limit_ms = cast(int | None | Unset, d.pop("latency_limit_ms", UNSET))

        max_cost_per_case_microusd = cast(
            None | str | Unset, d.pop("max_cost_per_case_microusd", UNSET)
        )

        quality_margin = d.pop("quality_margin", UNSET)

        tune_objective = cls(
            kind=kind,
            latency_limit_ms=latency_limit_ms,
            max_cost_per_case_microusd=max_cost_per_case_microusd,
            quality_margin=quality_margin,
        )

        tune_objective.additional_properties = d
        return tune_objective

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
