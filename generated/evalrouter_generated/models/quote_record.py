from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.continuation_summary import ContinuationSummary
    from ..models.evaluation_cost_estimate import EvaluationCostEstimate
    from ..models.expected_range import ExpectedRange
    from ..models.quote_plan import QuotePlan
    from ..models.reasoning_budget_options import ReasoningBudgetOptions
    from ..models.reasoning_options import ReasoningOptions
    from ..models.retention_policy import RetentionPolicy


T = TypeVar("T", bound="QuoteRecord")


@_attrs_define
class QuoteRecord:
    """
    Attributes:
        created_at (str):
        expires_at (str):
        id (str):
        plan (QuotePlan):
        price_version (str):
        retention (RetentionPolicy):
        continuation (ContinuationSummary | None | Unset):
        cost_estimate (EvaluationCostEstimate | None | Unset):
        estimated_charge_microusd (None | str | Unset):
        expected_charge_microusd (None | str | Unset):
        expected_range (ExpectedRange | None | Unset):
        max_charge_microusd (None | str | Unset):
        reasoning_budget_options (None | ReasoningBudgetOptions | Unset):
        reasoning_options (None | ReasoningOptions | Unset):
        worst_case_charge_microusd (None | str | Unset):
    """

    created_at: str
    expires_at: str
    id: str
    plan: QuotePlan
    price_version: str
    retention: RetentionPolicy
    continuation: ContinuationSummary | None | Unset = UNSET
    cost_estimate: EvaluationCostEstimate | None | Unset = UNSET
    estimated_charge_microusd: None | str | Unset = UNSET
    expected_charge_microusd: None | str | Unset = UNSET
    expected_range: ExpectedRange | None | Unset = UNSET
    max_charge_microusd: None | str | Unset = UNSET
    reasoning_budget_options: None | ReasoningBudgetOptions | Unset = UNSET
    reasoning_options: None | ReasoningOptions | Unset = UNSET
    worst_case_charge_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        expires_at = self.expires_at

        id = self.id

        plan = self.plan.to_dict()

        price_version = self.price_version

        retention = self.retention.to_dict()

        continuation: dict[str, Any] | None | Unset
        if isinstance(self.continuation, Unset):
            continuation = UNSET
        elif isinstance(self.continuation, ContinuationSummary):
            continuation = self.continuation.to_dict()
        else:
            continuation = self.continuation

        cost_estimate: dict[str, Any] | None | Unset
        if isinstance(self.cost_estimate, Unset):
            cost_estimate = UNSET
        elif isinstance(self.cost_estimate, EvaluationCostEstimate):
            cost_estimate = self.cost_estimate.to_dict()
        else:
            cost_estimate = self.cost_estimate

        estimated_charge_microusd: None | str | Unset
        if isinstance(self.estimated_charge_microusd, Unset):
            estimated_charge_microusd = UNSET
        else:
            estimated_charge_microusd = self.estimated_charge_microusd

        expected_charge_microusd: None | str | Unset
        if isinstance(self.expected_charge_microusd, Unset):
            expected_charge_microusd = UNSET
        else:
            expected_charge_microusd = self.expected_charge_microusd

        expected_range: dict[str, Any] | None | Unset
        if isinstance(self.expected_range, Unset):
            expected_range = UNSET
        elif isinstance(self.expected_range, ExpectedRange):
            expected_range = self.expected_range.to_dict()
        else:
            expected_range = self.expected_range

        max_charge_microusd: None | str | Unset
        if isinstance(self.max_charge_microusd, Unset):
            max_charge_microusd = UNSET
        else:
            max_charge_microusd = self.max_charge_microusd

        reasoning_budget_options: dict[str, Any] | None | Unset
        if isinstance(self.reasoning_budget_options, Unset):
            reasoning_budget_options = UNSET
        elif isinstance(self.reasoning_budget_options, ReasoningBudgetOptions):
            reasoning_budget_options = self.reasoning_budget_options.to_dict()
        else:
            reasoning_budget_options = self.reasoning_budget_options

        reasoning_options: dict[str, Any] | None | Unset
        if isinstance(self.reasoning_options, Unset):
            reasoning_options = UNSET
        elif isinstance(self.reasoning_options, ReasoningOptions):
            reasoning_options = self.reasoning_options.to_dict()
        else:
            reasoning_options = self.reasoning_options

        worst_case_charge_microusd: None | str | Unset
        if isinstance(self.worst_case_charge_microusd, Unset):
            worst_case_charge_microusd = UNSET
        else:
            worst_case_charge_microusd = self.worst_case_charge_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "expires_at": expires_at,
                "id": id,
                "plan": plan,
                "price_version": price_version,
                "retention": retention,
            }
        )
        if continuation is not UNSET:
            field_dict["continuation"] = continuation
        if cost_estimate is not UNSET:
            field_dict["cost_estimate"] = cost_estimate
        if estimated_charge_microusd is not UNSET:
            field_dict["estimated_charge_microusd"] = estimated_charge_microusd
        if expected_charge_microusd is not UNSET:
            field_dict["expected_charge_microusd"] = expected_charge_microusd
        if expected_range is not UNSET:
            field_dict["expected_range"] = expected_range
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd
        if reasoning_budget_options is not UNSET:
            field_dict["reasoning_budget_options"] = reasoning_budget_options
        if reasoning_options is not UNSET:
            field_dict["reasoning_options"] = reasoning_options
        if worst_case_charge_microusd is not UNSET:
            field_dict["worst_case_charge_microusd"] = worst_case_charge_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        expires_at = d.pop("expires_at")

        id = d.pop("id")

        plan = QuotePlan.from_dict(d.pop("plan"))

        price_version = d.pop("price_version")

        retention = RetentionPolicy.from_dict(d.pop("retention"))

        def _parse_continuation(data: object) -> ContinuationSummary | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                continuation_type_0 = ContinuationSummary.from_dict(data)

                return continuation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContinuationSummary | None | Unset, data)

        continuation = _parse_continuation(d.pop("continuation", UNSET))

        def _parse_cost_estimate(data: object) -> EvaluationCostEstimate | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_estimate_type_0 = EvaluationCostEstimate.from_dict(data)

                return cost_estimate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationCostEstimate | None | Unset, data)

        cost_estimate = _parse_cost_estimate(d.pop("cost_estimate", UNSET))

        estimated_charge_microusd = cast(
            None | str | Unset, d.pop("estimated_charge_microusd", UNSET)
        )

        expected_charge_microusd = cast(
            None | str | Unset, d.pop("expected_charge_microusd", UNSET)
        )

        def _parse_expected_range(data: object) -> ExpectedRange | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                expected_range_type_0 = ExpectedRange.from_dict(data)

                return expected_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExpectedRange | None | Unset, data)

        expected_range = _parse_expected_range(d.pop("expected_range", UNSET))

        max_charge_microusd = cast(None | str | Unset, d.pop("max_charge_microusd", UNSET))

        def _parse_reasoning_budget_options(data: object) -> None | ReasoningBudgetOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_budget_options_type_0 = ReasoningBudgetOptions.from_dict(data)

                return reasoning_budget_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningBudgetOptions | Unset, data)

        reasoning_budget_options = _parse_reasoning_budget_options(
            d.pop("reasoning_budget_options", UNSET)
        )

        def _parse_reasoning_options(data: object) -> None | ReasoningOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_options_type_0 = ReasoningOptions.from_dict(data)

                return reasoning_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReasoningOptions | Unset, data)

        reasoning_options = _parse_reasoning_options(d.pop("reasoning_options", UNSET))

        worst_case_charge_microusd = cast(
            None | str | Unset, d.pop("worst_case_charge_microusd", UNSET)
        )

        quote_record = cls(
            created_at=created_at,
            expires_at=expires_at,
            id=id,
            plan=plan,
            price_version=price_version,
            retention=retention,
            continuation=continuation,
            cost_estimate=cost_estimate,
            estimated_charge_microusd=estimated_charge_microusd,
            expected_charge_microusd=expected_charge_microusd,
            expected_range=expected_range,
            max_charge_microusd=max_charge_microusd,
            reasoning_budget_options=reasoning_budget_options,
            reasoning_options=reasoning_options,
            worst_case_charge_microusd=worst_case_charge_microusd,
        )

        quote_record.additional_properties = d
        return quote_record

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


from ..models.continuation_summary import ContinuationSummary
from ..models.evaluation_cost_estimate import EvaluationCostEstimate
from ..models.expected_range import ExpectedRange
from ..models.quote_plan import QuotePlan
from ..models.reasoning_budget_options import ReasoningBudgetOptions
from ..models.reasoning_options import ReasoningOptions
from ..models.retention_policy import RetentionPolicy
