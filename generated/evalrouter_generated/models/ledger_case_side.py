from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ledger_case_side_metric_values import LedgerCaseSideMetricValues


T = TypeVar("T", bound="LedgerCaseSide")


@_attrs_define
class LedgerCaseSide:
    """
    Attributes:
        error_code (None | str):
        metric_values (LedgerCaseSideMetricValues):
        outcome (str):
        failure_class (None | str | Unset):
    """

    error_code: None | str
    metric_values: LedgerCaseSideMetricValues
    outcome: str
    failure_class: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error_code: None | str
        error_code = self.error_code

        metric_values = self.metric_values.to_dict()

        outcome = self.outcome

        failure_class: None | str | Unset
        if isinstance(self.failure_class, Unset):
            failure_class = UNSET
        else:
            failure_class = self.failure_class

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error_code": error_code,
                "metric_values": metric_values,
                "outcome": outcome,
            }
        )
        if failure_class is not UNSET:
            field_dict["failure_class"] = failure_class

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        error_code = cast(None | str, d.pop("error_code"))

        metric_values = LedgerCaseSideMetricValues.from_dict(d.pop("metric_values"))

        outcome = d.pop("outcome")

        failure_class = cast(None | str | Unset, d.pop("failure_class", UNSET))

        ledger_case_side = cls(
            error_code=error_code,
            metric_values=metric_values,
            outcome=outcome,
            failure_class=failure_class,
        )

        ledger_case_side.additional_properties = d
        return ledger_case_side

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


from ..models.ledger_case_side_metric_values import LedgerCaseSideMetricValues
