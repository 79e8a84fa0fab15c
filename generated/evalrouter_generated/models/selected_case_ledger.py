from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ledger_arm_summary import LedgerArmSummary
    from ..models.ledger_case import LedgerCase
    from ..models.ledger_paired import LedgerPaired


T = TypeVar("T", bound="SelectedCaseLedger")


@_attrs_define
class SelectedCaseLedger:
    """
    Attributes:
        attempts_per_task (list[int]):
        baseline (LedgerArmSummary):
        candidate (LedgerArmSummary):
        cases (list[LedgerCase] | None):
        cases_omitted (None | str):
        eligible (bool):
        method (str):
        paired (LedgerPaired | None):
        refusals (list[str]):
        unit (str):
    """

    attempts_per_task: list[int]
    baseline: LedgerArmSummary
    candidate: LedgerArmSummary
    cases: list[LedgerCase] | None
    cases_omitted: None | str
    eligible: bool
    method: str
    paired: LedgerPaired | None
    refusals: list[str]
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts_per_task = self.attempts_per_task

        baseline = self.baseline.to_dict()

        candidate = self.candidate.to_dict()

        cases: list[dict[str, Any]] | None
        if isinstance(self.cases, list):
            cases = []
            for cases_type_0_item_data in self.cases:
                cases_type_0_item = cases_type_0_item_data.to_dict()
                cases.append(cases_type_0_item)

        else:
            cases = self.cases

        cases_omitted: None | str
        cases_omitted = self.cases_omitted

        eligible = self.eligible

        method = self.method

        paired: dict[str, Any] | None
        if isinstance(self.paired, LedgerPaired):
            paired = self.paired.to_dict()
        else:
            paired = self.paired

        refusals = self.refusals

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts_per_task": attempts_per_task,
                "baseline": baseline,
                "candidate": candidate,
                "cases": cases,
                "cases_omitted": cases_omitted,
                "eligible": eligible,
                "method": method,
                "paired": paired,
                "refusals": refusals,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempts_per_task = cast(list[int], d.pop("attempts_per_task"))

        baseline = LedgerArmSummary.from_dict(d.pop("baseline"))

        candidate = LedgerArmSummary.from_dict(d.pop("candidate"))

        def _parse_cases(data: object) -> list[LedgerCase] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cases_type_0 = []
                _cases_type_0 = data
                for cases_type_0_item_data in _cases_type_0:
                    cases_type_0_item = LedgerCase.from_dict(cases_type_0_item_data)

                    cases_type_0.append(cases_type_0_item)

                return cases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LedgerCase] | None, data)

        cases = _parse_cases(d.pop("cases"))

        cases_omitted = cast(None | str, d.pop("cases_omitted"))

        eligible = d.pop("eligible")

        method = d.pop("method")

        def _parse_paired(data: object) -> LedgerPaired | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                paired_type_0 = LedgerPaired.from_dict(data)

                return paired_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LedgerPaired | None, data)

        paired = _parse_paired(d.pop("paired"))

        refusals = cast(list[str], d.pop("refusals"))

        unit = d.pop("unit")

        selected_case_ledger = cls(
            attempts_per_task=attempts_per_task,
            baseline=baseline,
            candidate=candidate,
            cases=cases,
            cases_omitted=cases_omitted,
            eligible=eligible,
            method=method,
            paired=paired,
            refusals=refusals,
            unit=unit,
        )

        selected_case_ledger.additional_properties = d
        return selected_case_ledger

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


from ..models.ledger_arm_summary import LedgerArmSummary
from ..models.ledger_case import LedgerCase
from ..models.ledger_paired import LedgerPaired
