from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.full_coverage import FullCoverage
    from ..models.sample_coverage import SampleCoverage
    from ..models.unknown_mode import UnknownMode


T = TypeVar("T", bound="SuiteDefaults")


@_attrs_define
class SuiteDefaults:
    """
    Attributes:
        coverage (FullCoverage | SampleCoverage | UnknownMode | Unset):
        max_charge_microusd (None | str | Unset):
    """

    coverage: FullCoverage | SampleCoverage | UnknownMode | Unset = UNSET
    max_charge_microusd: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coverage: dict[str, Any] | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        elif isinstance(self.coverage, SampleCoverage) or isinstance(self.coverage, FullCoverage):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage.to_dict()

        max_charge_microusd: None | str | Unset
        if isinstance(self.max_charge_microusd, Unset):
            max_charge_microusd = UNSET
        else:
            max_charge_microusd = self.max_charge_microusd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_coverage(data: object) -> FullCoverage | SampleCoverage | UnknownMode | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_0 = SampleCoverage.from_dict(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_1 = FullCoverage.from_dict(data)

                return coverage_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            coverage_type_2 = UnknownMode.from_dict(data)

            return coverage_type_2

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        max_charge_microusd = cast(None | str | Unset, d.pop("max_charge_microusd", UNSET))

        suite_defaults = cls(
            coverage=coverage,
            max_charge_microusd=max_charge_microusd,
        )

        suite_defaults.additional_properties = d
        return suite_defaults

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


from ..models.full_coverage import FullCoverage
from ..models.sample_coverage import SampleCoverage
from ..models.unknown_mode import UnknownMode
