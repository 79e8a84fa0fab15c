from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.benchmark_notice import BenchmarkNotice
    from ..models.comparison_model import ComparisonModel
    from ..models.coverage_record import CoverageRecord
    from ..models.json_object import JsonObject
    from ..models.profile_result import ProfileResult
    from ..models.report_document import ReportDocument
    from ..models.result_costs import ResultCosts
    from ..models.result_summary import ResultSummary
    from ..models.run_retention import RunRetention
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="ResultRecord")


@_attrs_define
class ResultRecord:
    """
    Attributes:
        benchmark_notices (list[BenchmarkNotice]):
        checksum (str):
        costs (ResultCosts):
        coverage (CoverageRecord | None):
        finalized_at (str):
        id (str):
        manifest_hash (str):
        model (ComparisonModel | SelectedModel):
        profiles (list[ProfileResult]):
        retention (RunRetention):
        run_id (str):
        summary (ResultSummary):
        version (int):
        envelope (JsonObject | None | Unset):
        execution_assurance (None | str | Unset):
        model_names (list[str] | None | Unset):
        report (None | ReportDocument | Unset):
    """

    benchmark_notices: list[BenchmarkNotice]
    checksum: str
    costs: ResultCosts
    coverage: CoverageRecord | None
    finalized_at: str
    id: str
    manifest_hash: str
    model: ComparisonModel | SelectedModel
    profiles: list[ProfileResult]
    retention: RunRetention
    run_id: str
    summary: ResultSummary
    version: int
    envelope: JsonObject | None | Unset = UNSET
    execution_assurance: None | str | Unset = UNSET
    model_names: list[str] | None | Unset = UNSET
    report: None | ReportDocument | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        benchmark_notices = []
        for benchmark_notices_item_data in self.benchmark_notices:
            benchmark_notices_item = benchmark_notices_item_data.to_dict()
            benchmark_notices.append(benchmark_notices_item)

        checksum = self.checksum

        costs = self.costs.to_dict()

        coverage: dict[str, Any] | None
        if isinstance(self.coverage, CoverageRecord):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage

        finalized_at = self.finalized_at

        id = self.id

        manifest_hash = self.manifest_hash

        model: dict[str, Any]
        if isinstance(self.model, SelectedModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        retention = self.retention.to_dict()

        run_id = self.run_id

        summary = self.summary.to_dict()

        version = self.version

        envelope: dict[str, Any] | None | Unset
        if isinstance(self.envelope, Unset):
            envelope = UNSET
        elif isinstance(self.envelope, JsonObject):
            envelope = self.envelope.to_dict()
        else:
            envelope = self.envelope

        execution_assurance: None | str | Unset
        if isinstance(self.execution_assurance, Unset):
            execution_assurance = UNSET
        else:
            execution_assurance = self.execution_assurance

        model_names: list[str] | None | Unset
        if isinstance(self.model_names, Unset):
            model_names = UNSET
        elif isinstance(self.model_names, list):
            model_names = self.model_names

        else:
            model_names = self.model_names

        report: dict[str, Any] | None | Unset
        if isinstance(self.report, Unset):
            report = UNSET
        elif isinstance(self.report, ReportDocument):
            report = self.report.to_dict()
        else:
            report = self.report

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmark_notices": benchmark_notices,
                "checksum": checksum,
                "costs": costs,
                "coverage": coverage,
                "finalized_at": finalized_at,
                "id": id,
                "manifest_hash": manifest_hash,
                "model": model,
                "profiles": profiles,
                "retention": retention,
                "run_id": run_id,
                "summary": summary,
                "version": version,
            }
        )
        if envelope is not UNSET:
            field_dict["envelope"] = envelope
        if execution_assurance is not UNSET:
            field_dict["execution_assurance"] = execution_assurance
        if model_names is not UNSET:
            field_dict["model_names"] = model_names
        if report is not UNSET:
            field_dict["report"] = report

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        benchmark_notices = []
        _benchmark_notices = d.pop("benchmark_notices")
        for benchmark_notices_item_data in _benchmark_notices:
            benchmark_notices_item = BenchmarkNotice.from_dict(benchmark_notices_item_data)

            benchmark_notices.append(benchmark_notices_item)

        checksum = d.pop("checksum")

        costs = ResultCosts.from_dict(d.pop("costs"))

        def _parse_coverage(data: object) -> CoverageRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_0 = CoverageRecord.from_dict(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoverageRecord | None, data)

        coverage = _parse_coverage(d.pop("coverage"))

        finalized_at = d.pop("finalized_at")

        id = d.pop("id")

        manifest_hash = d.pop("manifest_hash")

        def _parse_model(data: object) -> ComparisonModel | SelectedModel:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = SelectedModel.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            model_type_1 = ComparisonModel.from_dict(data)

            return model_type_1

        model = _parse_model(d.pop("model"))

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ProfileResult.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        retention = RunRetention.from_dict(d.pop("retention"))

        run_id = d.pop("run_id")

        summary = ResultSummary.from_dict(d.pop("summary"))

        version = d.pop("version")

        def _parse_envelope(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                envelope_type_0 = JsonObject.from_dict(data)

                return envelope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        envelope = _parse_envelope(d.pop("envelope", UNSET))

        execution_assurance = cast(None | str | Unset, d.pop("execution_assurance", UNSET))

        def _parse_model_names(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                model_names_type_0 = cast(list[str], data)

                return model_names_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        model_names = _parse_model_names(d.pop("model_names", UNSET))

        def _parse_report(data: object) -> None | ReportDocument | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_0 = ReportDocument.from_dict(data)

                return report_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportDocument | Unset, data)

        report = _parse_report(d.pop("report", UNSET))

        result_record = cls(
            benchmark_notices=benchmark_notices,
            checksum=checksum,
            costs=costs,
            coverage=coverage,
            finalized_at=finalized_at,
            id=id,
            manifest_hash=manifest_hash,
            model=model,
            profiles=profiles,
            retention=retention,
            run_id=run_id,
            summary=summary,
            version=version,
            envelope=envelope,
            execution_assurance=execution_assurance,
            model_names=model_names,
            report=report,
        )

        result_record.additional_properties = d
        return result_record

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


from ..models.benchmark_notice import BenchmarkNotice
from ..models.comparison_model import ComparisonModel
from ..models.coverage_record import CoverageRecord
from ..models.json_object import JsonObject
from ..models.profile_result import ProfileResult
from ..models.report_document import ReportDocument
from ..models.result_costs import ResultCosts
from ..models.result_summary import ResultSummary
from ..models.run_retention import RunRetention
from ..models.selected_model import SelectedModel
