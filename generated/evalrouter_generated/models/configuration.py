from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.receipt_full_coverage import ReceiptFullCoverage
    from ..models.receipt_sample_coverage import ReceiptSampleCoverage
    from ..models.task_list_coverage import TaskListCoverage
    from ..models.unknown_mode import UnknownMode


T = TypeVar("T", bound="Configuration")


@_attrs_define
class Configuration:
    """
    Attributes:
        coverage (ReceiptFullCoverage | ReceiptSampleCoverage | TaskListCoverage | UnknownMode):
        declaration_pid (None | str):
        execution (str):
        fingerprint (str):
        standard (str):
    """

    coverage: ReceiptFullCoverage | ReceiptSampleCoverage | TaskListCoverage | UnknownMode
    declaration_pid: None | str
    execution: str
    fingerprint: str
    standard: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage: dict[str, Any]
        if (
            isinstance(self.coverage, ReceiptFullCoverage)
            or isinstance(self.coverage, ReceiptSampleCoverage)
            or isinstance(self.coverage, TaskListCoverage)
        ):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage.to_dict()

        declaration_pid: None | str
        declaration_pid = self.declaration_pid

        execution = self.execution

        fingerprint = self.fingerprint

        standard = self.standard

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coverage": coverage,
                "declaration_pid": declaration_pid,
                "execution": execution,
                "fingerprint": fingerprint,
                "standard": standard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_coverage(
            data: object,
        ) -> ReceiptFullCoverage | ReceiptSampleCoverage | TaskListCoverage | UnknownMode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_0 = ReceiptFullCoverage.from_dict(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_1 = ReceiptSampleCoverage.from_dict(data)

                return coverage_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_2 = TaskListCoverage.from_dict(data)

                return coverage_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            coverage_type_3 = UnknownMode.from_dict(data)

            return coverage_type_3

        coverage = _parse_coverage(d.pop("coverage"))

        declaration_pid = cast(None | str, d.pop("declaration_pid"))

        execution = d.pop("execution")

        fingerprint = d.pop("fingerprint")

        standard = d.pop("standard")

        configuration = cls(
            coverage=coverage,
            declaration_pid=declaration_pid,
            execution=execution,
            fingerprint=fingerprint,
            standard=standard,
        )

        configuration.additional_properties = d
        return configuration

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


from ..models.receipt_full_coverage import ReceiptFullCoverage
from ..models.receipt_sample_coverage import ReceiptSampleCoverage
from ..models.task_list_coverage import TaskListCoverage
from ..models.unknown_mode import UnknownMode
