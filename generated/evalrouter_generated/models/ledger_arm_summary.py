from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ledger_arm_summary_error_codes import LedgerArmSummaryErrorCodes
    from ..models.ledger_arm_summary_failures_by_class_type_0 import (
        LedgerArmSummaryFailuresByClassType0,
    )
    from ..models.ledger_arm_summary_outcomes import LedgerArmSummaryOutcomes
    from ..models.ledger_rate import LedgerRate
    from ..models.ledger_score import LedgerScore


T = TypeVar("T", bound="LedgerArmSummary")


@_attrs_define
class LedgerArmSummary:
    """
    Attributes:
        completion (LedgerRate):
        error_codes (LedgerArmSummaryErrorCodes):
        execution_failures (LedgerRate):
        outcomes (LedgerArmSummaryOutcomes):
        scores (list[LedgerScore]):
        selected (int):
        success_rate (float | None):
        success_reason (None | str):
        successes (int | None):
        failures_by_class (LedgerArmSummaryFailuresByClassType0 | None | Unset):
    """

    completion: LedgerRate
    error_codes: LedgerArmSummaryErrorCodes
    execution_failures: LedgerRate
    outcomes: LedgerArmSummaryOutcomes
    scores: list[LedgerScore]
    selected: int
    success_rate: float | None
    success_reason: None | str
    successes: int | None
    failures_by_class: LedgerArmSummaryFailuresByClassType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        completion = self.completion.to_dict()

        error_codes = self.error_codes.to_dict()

        execution_failures = self.execution_failures.to_dict()

        outcomes = self.outcomes.to_dict()

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        selected = self.selected

        success_rate: float | None
        success_rate = self.success_rate

        success_reason: None | str
        success_reason = self.success_reason

        successes: int | None
        successes = self.successes

        failures_by_class: dict[str, Any] | None | Unset
        if isinstance(self.failures_by_class, Unset):
            failures_by_class = UNSET
        elif isinstance(self.failures_by_class, LedgerArmSummaryFailuresByClassType0):
            failures_by_class = self.failures_by_class.to_dict()
        else:
            failures_by_class = self.failures_by_class

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "completion": completion,
                "error_codes": error_codes,
                "execution_failures": execution_failures,
                "outcomes": outcomes,
                "scores": scores,
                "selected": selected,
                "success_rate": success_rate,
                "success_reason": success_reason,
                "successes": successes,
            }
        )
        if failures_by_class is not UNSET:
            field_dict["failures_by_class"] = failures_by_class

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        completion = LedgerRate.from_dict(d.pop("completion"))

        error_codes = LedgerArmSummaryErrorCodes.from_dict(d.pop("error_codes"))

        execution_failures = LedgerRate.from_dict(d.pop("execution_failures"))

        outcomes = LedgerArmSummaryOutcomes.from_dict(d.pop("outcomes"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = LedgerScore.from_dict(scores_item_data)

            scores.append(scores_item)

        selected = d.pop("selected")

        success_rate = cast(float | None, d.pop("success_rate"))

        success_reason = cast(None | str, d.pop("success_reason"))

        successes = cast(int | None, d.pop("successes"))

        def _parse_failures_by_class(
            data: object,
        ) -> LedgerArmSummaryFailuresByClassType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failures_by_class_type_0 = LedgerArmSummaryFailuresByClassType0.from_dict(data)

                return failures_by_class_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LedgerArmSummaryFailuresByClassType0 | None | Unset, data)

        failures_by_class = _parse_failures_by_class(d.pop("failures_by_class", UNSET))

        ledger_arm_summary = cls(
            completion=completion,
            error_codes=error_codes,
            execution_failures=execution_failures,
            outcomes=outcomes,
            scores=scores,
            selected=selected,
            success_rate=success_rate,
            success_reason=success_reason,
            successes=successes,
            failures_by_class=failures_by_class,
        )

        ledger_arm_summary.additional_properties = d
        return ledger_arm_summary

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


from ..models.ledger_arm_summary_error_codes import LedgerArmSummaryErrorCodes
from ..models.ledger_arm_summary_failures_by_class_type_0 import (
    LedgerArmSummaryFailuresByClassType0,
)
from ..models.ledger_arm_summary_outcomes import LedgerArmSummaryOutcomes
from ..models.ledger_rate import LedgerRate
from ..models.ledger_score import LedgerScore
