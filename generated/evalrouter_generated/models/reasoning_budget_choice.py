from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reasoning_capability_evidence import ReasoningCapabilityEvidence


T = TypeVar("T", bound="ReasoningBudgetChoice")


@_attrs_define
class ReasoningBudgetChoice:
    """
    Attributes:
        budget_tokens (int):
        policy (str):
        route_default (int):
        source (str):
        capability (None | ReasoningCapabilityEvidence | Unset):
    """

    budget_tokens: int
    policy: str
    route_default: int
    source: str
    capability: None | ReasoningCapabilityEvidence | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        budget_tokens = self.budget_tokens

        policy = self.policy

        route_default = self.route_default

        source = self.source

        capability: dict[str, Any] | None | Unset
        if isinstance(self.capability, Unset):
            capability = UNSET
        elif isinstance(self.capability, ReasoningCapabilityEvidence):
            capability = self.capability.to_dict()
        else:
            capability = self.capability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "budget_tokens": budget_tokens,
                "policy": policy,
                "route_default": route_default,
                "source": source,
            }
        )
        if capability is not UNSET:
            field_dict["capability"] = capability

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        budget_tokens = d.pop("budget_tokens")

        policy = d.pop("policy")

        route_default = d.pop("route_default")

        source = d.pop("source")

        def _parse_capability(data: object) -> None | ReasoningCapabilityEvidence | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                capability_type_0 = ReasoningCapabilityEvidence.from_dict(data)

                return capability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningCapabilityEvidence | Unset, data)

        capability = _parse_capability(d.pop("capability", UNSET))

        reasoning_budget_choice = cls(
            budget_tokens=budget_tokens,
            policy=policy,
            route_default=route_default,
            source=source,
            capability=capability,
        )

        reasoning_budget_choice.additional_properties = d
        return reasoning_budget_choice

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


from ..models.reasoning_capability_evidence import ReasoningCapabilityEvidence
