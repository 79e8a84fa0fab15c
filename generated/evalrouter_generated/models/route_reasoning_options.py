from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reasoning_budget_bounds import ReasoningBudgetBounds
    from ..models.reasoning_capability_evidence import ReasoningCapabilityEvidence


T = TypeVar("T", bound="RouteReasoningOptions")


@_attrs_define
class RouteReasoningOptions:
    """
    Attributes:
        control (str):
        reason (str):
        state (str):
        supported_efforts (list[str]):
        budget_tokens (None | ReasoningBudgetBounds | Unset):
        default_effort (None | str | Unset):
        evidence (None | ReasoningCapabilityEvidence | Unset):
    """

    control: str
    reason: str
    state: str
    supported_efforts: list[str]
    budget_tokens: None | ReasoningBudgetBounds | Unset = UNSET
    default_effort: None | str | Unset = UNSET
    evidence: None | ReasoningCapabilityEvidence | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control = self.control

        reason = self.reason

        state = self.state

        supported_efforts = self.supported_efforts

        budget_tokens: dict[str, Any] | None | Unset
        if isinstance(self.budget_tokens, Unset):
            budget_tokens = UNSET
        elif isinstance(self.budget_tokens, ReasoningBudgetBounds):
            budget_tokens = self.budget_tokens.to_dict()
        else:
            budget_tokens = self.budget_tokens

        default_effort: None | str | Unset
        if isinstance(self.default_effort, Unset):
            default_effort = UNSET
        else:
            default_effort = self.default_effort

        evidence: dict[str, Any] | None | Unset
        if isinstance(self.evidence, Unset):
            evidence = UNSET
        elif isinstance(self.evidence, ReasoningCapabilityEvidence):
            evidence = self.evidence.to_dict()
        else:
            evidence = self.evidence

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control": control,
                "reason": reason,
                "state": state,
                "supported_efforts": supported_efforts,
            }
        )
        if budget_tokens is not UNSET:
            field_dict["budget_tokens"] = budget_tokens
        if default_effort is not UNSET:
            field_dict["default_effort"] = default_effort
        if evidence is not UNSET:
            field_dict["evidence"] = evidence

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        control = d.pop("control")

        reason = d.pop("reason")

        state = d.pop("state")

        supported_efforts = cast(list[str], d.pop("supported_efforts"))

        def _parse_budget_tokens(data: object) -> None | ReasoningBudgetBounds | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                budget_tokens_type_0 = ReasoningBudgetBounds.from_dict(data)

                return budget_tokens_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningBudgetBounds | Unset, data)

        budget_tokens = _parse_budget_tokens(d.pop("budget_tokens", UNSET))

        default_effort = cast(None | str | Unset, d.pop("default_effort", UNSET))

        def _parse_evidence(data: object) -> None | ReasoningCapabilityEvidence | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                evidence_type_0 = ReasoningCapabilityEvidence.from_dict(data)

                return evidence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningCapabilityEvidence | Unset, data)

        evidence = _parse_evidence(d.pop("evidence", UNSET))

        route_reasoning_options = cls(
            control=control,
            reason=reason,
            state=state,
            supported_efforts=supported_efforts,
            budget_tokens=budget_tokens,
            default_effort=default_effort,
            evidence=evidence,
        )

        route_reasoning_options.additional_properties = d
        return route_reasoning_options

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


from ..models.reasoning_budget_bounds import ReasoningBudgetBounds
from ..models.reasoning_capability_evidence import ReasoningCapabilityEvidence
