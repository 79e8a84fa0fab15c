from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.early_stop import EarlyStop


T = TypeVar("T", bound="ClientRunGuardrails")


@_attrs_define
class ClientRunGuardrails:
    """
    Attributes:
        early_stop (EarlyStop | None | Unset):
        max_consecutive_agent_failures (int | None | Unset):
    """

    early_stop: EarlyStop | None | Unset = UNSET
    max_consecutive_agent_failures: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        early_stop: dict[str, Any] | None | Unset
        if isinstance(self.early_stop, Unset):
            early_stop = UNSET
        elif isinstance(self.early_stop, EarlyStop):
            early_stop = self.early_stop.to_dict()
        else:
            early_stop = self.early_stop

        max_consecutive_agent_failures: int | None | Unset
        if isinstance(self.max_consecutive_agent_failures, Unset):
            max_consecutive_agent_failures = UNSET
        else:
            max_consecutive_agent_failures = self.max_consecutive_agent_failures

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if early_stop is not UNSET:
            field_dict["early_stop"] = early_stop
        if max_consecutive_agent_failures is not UNSET:
            field_dict["max_consecutive_agent_failures"] = max_consecutive_agent_failures

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_early_stop(data: object) -> EarlyStop | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                early_stop_type_0 = EarlyStop.from_dict(data)

                return early_stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EarlyStop | None | Unset, data)

        early_stop = _parse_early_stop(d.pop("early_stop", UNSET))

        max_consecutive_agent_failures = cast(
            int | None | Unset, d.pop("max_consecutive_agent_failures", UNSET)
        )

        client_run_guardrails = cls(
            early_stop=early_stop,
            max_consecutive_agent_failures=max_consecutive_agent_failures,
        )

        client_run_guardrails.additional_properties = d
        return client_run_guardrails

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


from ..models.early_stop import EarlyStop
