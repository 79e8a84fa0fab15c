from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluator_input_kind import EvaluatorInputKind, check_evaluator_input_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorInput")


@_attrs_define
class EvaluatorInput:
    """
    Attributes:
        config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        evaluator_key (str):
        kind (EvaluatorInputKind):
        name (str):
        connection_id (None | str | Unset):
        daily_budget_microusd (int | Unset):
        daily_run_limit (int | Unset):
        enabled (bool | Unset):
        max_calls_per_trace (Literal[1] | Unset):
        sample_rate (float | Unset):
    """

    config: JsonObject
    evaluator_key: str
    kind: EvaluatorInputKind
    name: str
    connection_id: None | str | Unset = UNSET
    daily_budget_microusd: int | Unset = UNSET
    daily_run_limit: int | Unset = UNSET
    enabled: bool | Unset = UNSET
    max_calls_per_trace: Literal[1] | Unset = UNSET
    sample_rate: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        evaluator_key = self.evaluator_key

        kind: str = self.kind

        name = self.name

        connection_id: None | str | Unset
        if isinstance(self.connection_id, Unset):
            connection_id = UNSET
        else:
            connection_id = self.connection_id

        daily_budget_microusd = self.daily_budget_microusd

        daily_run_limit = self.daily_run_limit

        enabled = self.enabled

        max_calls_per_trace = self.max_calls_per_trace

        sample_rate = self.sample_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "evaluator_key": evaluator_key,
                "kind": kind,
                "name": name,
            }
        )
        if connection_id is not UNSET:
            field_dict["connection_id"] = connection_id
        if daily_budget_microusd is not UNSET:
            field_dict["daily_budget_microusd"] = daily_budget_microusd
        if daily_run_limit is not UNSET:
            field_dict["daily_run_limit"] = daily_run_limit
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if max_calls_per_trace is not UNSET:
            field_dict["max_calls_per_trace"] = max_calls_per_trace
        if sample_rate is not UNSET:
            field_dict["sample_rate"] = sample_rate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config = JsonObject.from_dict(d.pop("config"))

        evaluator_key = d.pop("evaluator_key")

        kind = check_evaluator_input_kind(d.pop("kind"))

        name = d.pop("name")

        connection_id = cast(None | str | Unset, d.pop("connection_id", UNSET))

        daily_budget_microusd = d.pop("daily_budget_microusd", UNSET)

        daily_run_limit = d.pop("daily_run_limit", UNSET)

        enabled = d.pop("enabled", UNSET)

        max_calls_per_trace = cast(Literal[1] | Unset, d.pop("max_calls_per_trace", UNSET))
        if max_calls_per_trace != 1 and not isinstance(max_calls_per_trace, Unset):
            raise ValueError(f"max_calls_per_trace must match const 1, got '{max_calls_per_trace}'")

        sample_rate = d.pop("sample_rate", UNSET)

        evaluator_input = cls(
            config=config,
            evaluator_key=evaluator_key,
            kind=kind,
            name=name,
            connection_id=connection_id,
            daily_budget_microusd=daily_budget_microusd,
            daily_run_limit=daily_run_limit,
            enabled=enabled,
            max_calls_per_trace=max_calls_per_trace,
            sample_rate=sample_rate,
        )

        evaluator_input.additional_properties = d
        return evaluator_input

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


from ..models.json_object import JsonObject
