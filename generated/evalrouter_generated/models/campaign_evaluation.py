from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.environment_selection import EnvironmentSelection
    from ..models.eval_reference import EvalReference
    from ..models.full_coverage import FullCoverage
    from ..models.profiles import Profiles
    from ..models.sample_coverage import SampleCoverage
    from ..models.suite import Suite
    from ..models.task_coverage import TaskCoverage
    from ..models.unknown_mode import UnknownMode


T = TypeVar("T", bound="CampaignEvaluation")


@_attrs_define
class CampaignEvaluation:
    """
    Attributes:
        selection (EnvironmentSelection | EvalReference | Profiles | Suite):
        concurrency (int | None | str | Unset):
        coverage (FullCoverage | None | SampleCoverage | TaskCoverage | UnknownMode | Unset):
        output_format (None | str | Unset):
    """

    selection: EnvironmentSelection | EvalReference | Profiles | Suite
    concurrency: int | None | str | Unset = UNSET
    coverage: FullCoverage | None | SampleCoverage | TaskCoverage | UnknownMode | Unset = UNSET
    output_format: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        selection: dict[str, Any]
        if (
            isinstance(self.selection, Profiles)
            or isinstance(self.selection, Suite)
            or isinstance(self.selection, EnvironmentSelection)
        ):
            selection = self.selection.to_dict()
        else:
            selection = self.selection.to_dict()

        concurrency: int | None | str | Unset
        if isinstance(self.concurrency, Unset):
            concurrency = UNSET
        else:
            concurrency = self.concurrency

        coverage: dict[str, Any] | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        elif (
            isinstance(self.coverage, SampleCoverage)
            or isinstance(self.coverage, FullCoverage)
            or isinstance(self.coverage, TaskCoverage)
            or isinstance(self.coverage, UnknownMode)
        ):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage

        output_format: None | str | Unset
        if isinstance(self.output_format, Unset):
            output_format = UNSET
        else:
            output_format = self.output_format

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "selection": selection,
            }
        )
        if concurrency is not UNSET:
            field_dict["concurrency"] = concurrency
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if output_format is not UNSET:
            field_dict["output_format"] = output_format

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_selection(
            data: object,
        ) -> EnvironmentSelection | EvalReference | Profiles | Suite:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selection_type_0 = Profiles.from_dict(data)

                return selection_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selection_type_1 = Suite.from_dict(data)

                return selection_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selection_type_2 = EnvironmentSelection.from_dict(data)

                return selection_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            selection_type_3 = EvalReference.from_dict(data)

            return selection_type_3

        selection = _parse_selection(d.pop("selection"))

        concurrency = cast(int | None | str | Unset, d.pop("concurrency", UNSET))

        def _parse_coverage(
            data: object,
        ) -> FullCoverage | None | SampleCoverage | TaskCoverage | UnknownMode | Unset:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_2 = TaskCoverage.from_dict(data)

                return coverage_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_3 = UnknownMode.from_dict(data)

                return coverage_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FullCoverage | None | SampleCoverage | TaskCoverage | UnknownMode | Unset, data
            )

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        output_format = cast(None | str | Unset, d.pop("output_format", UNSET))

        campaign_evaluation = cls(
            selection=selection,
            concurrency=concurrency,
            coverage=coverage,
            output_format=output_format,
        )

        campaign_evaluation.additional_properties = d
        return campaign_evaluation

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


from ..models.environment_selection import EnvironmentSelection
from ..models.eval_reference import EvalReference
from ..models.full_coverage import FullCoverage
from ..models.profiles import Profiles
from ..models.sample_coverage import SampleCoverage
from ..models.suite import Suite
from ..models.task_coverage import TaskCoverage
from ..models.unknown_mode import UnknownMode
