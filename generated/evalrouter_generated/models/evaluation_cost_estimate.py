from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationCostEstimate")


@_attrs_define
class EvaluationCostEstimate:
    """
    Attributes:
        note (str):
        observed_calls (int):
        source (str):
        amount_microusd (None | str | Unset):
        exclusions (list[str] | None | Unset):
        scope (None | str | Unset):
    """

    note: str
    observed_calls: int
    source: str
    amount_microusd: None | str | Unset = UNSET
    exclusions: list[str] | None | Unset = UNSET
    scope: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        note = self.note

        observed_calls = self.observed_calls

        source = self.source

        amount_microusd: None | str | Unset
        if isinstance(self.amount_microusd, Unset):
            amount_microusd = UNSET
        else:
            amount_microusd = self.amount_microusd

        exclusions: list[str] | None | Unset
        if isinstance(self.exclusions, Unset):
            exclusions = UNSET
        elif isinstance(self.exclusions, list):
            exclusions = self.exclusions

        else:
            exclusions = self.exclusions

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "note": note,
                "observed_calls": observed_calls,
                "source": source,
            }
        )
        if amount_microusd is not UNSET:
            field_dict["amount_microusd"] = amount_microusd
        if exclusions is not UNSET:
            field_dict["exclusions"] = exclusions
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        note = d.pop("note")

        observed_calls = d.pop("observed_calls")

        source = d.pop("source")

        amount_microusd = cast(None | str | Unset, d.pop("amount_microusd", UNSET))

        def _parse_exclusions(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                exclusions_type_0 = cast(list[str], data)

                return exclusions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        exclusions = _parse_exclusions(d.pop("exclusions", UNSET))

        scope = cast(None | str | Unset, d.pop("scope", UNSET))

        evaluation_cost_estimate = cls(
            note=note,
            observed_calls=observed_calls,
            source=source,
            amount_microusd=amount_microusd,
            exclusions=exclusions,
            scope=scope,
        )

        evaluation_cost_estimate.additional_properties = d
        return evaluation_cost_estimate

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
