from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvalPricing")


@_attrs_define
class EvalPricing:
    """
    Attributes:
        price_version (str):
        execution_fee_microusd (None | str | Unset):
        task_fee_microusd (None | str | Unset):
    """

    price_version: str
    execution_fee_microusd: None | str | Unset = UNSET
    task_fee_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        price_version = self.price_version

        execution_fee_microusd: None | str | Unset
        if isinstance(self.execution_fee_microusd, Unset):
            execution_fee_microusd = UNSET
        else:
            execution_fee_microusd = self.execution_fee_microusd

        task_fee_microusd: None | str | Unset
        if isinstance(self.task_fee_microusd, Unset):
            task_fee_microusd = UNSET
        else:
            task_fee_microusd = self.task_fee_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "price_version": price_version,
            }
        )
        if execution_fee_microusd is not UNSET:
            field_dict["execution_fee_microusd"] = execution_fee_microusd
        if task_fee_microusd is not UNSET:
            field_dict["task_fee_microusd"] = task_fee_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        price_version = d.pop("price_version")

        execution_fee_microusd = cast(None | str | Unset, d.pop("execution_fee_microusd", UNSET))

        task_fee_microusd = cast(None | str | Unset, d.pop("task_fee_microusd", UNSET))

        eval_pricing = cls(
            price_version=price_version,
            execution_fee_microusd=execution_fee_microusd,
            task_fee_microusd=task_fee_microusd,
        )

        eval_pricing.additional_properties = d
        return eval_pricing

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
