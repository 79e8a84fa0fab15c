from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_export import ComparisonExport
    from ..models.comparison_record_costs_type_0 import ComparisonRecordCostsType0
    from ..models.comparison_result import ComparisonResult
    from ..models.json_object import JsonObject
    from ..models.report_document import ReportDocument


T = TypeVar("T", bound="ComparisonRecord")


@_attrs_define
class ComparisonRecord:
    """
    Attributes:
        baseline_result_id (str):
        candidate_result_ids (list[str]):
        created_at (str):
        id (str):
        policy (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        result (ComparisonResult):
        status (str):
        workspace_id (str):
        costs (ComparisonRecordCostsType0 | None | Unset):
        expires_at (None | str | Unset):
        export (ComparisonExport | None | Unset):
        report (None | ReportDocument | Unset):
    """

    baseline_result_id: str
    candidate_result_ids: list[str]
    created_at: str
    id: str
    policy: JsonObject
    result: ComparisonResult
    status: str
    workspace_id: str
    costs: ComparisonRecordCostsType0 | None | Unset = UNSET
    expires_at: None | str | Unset = UNSET
    export: ComparisonExport | None | Unset = UNSET
    report: None | ReportDocument | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline_result_id = self.baseline_result_id

        candidate_result_ids = self.candidate_result_ids

        created_at = self.created_at

        id = self.id

        policy = self.policy.to_dict()

        result = self.result.to_dict()

        status = self.status

        workspace_id = self.workspace_id

        costs: dict[str, Any] | None | Unset
        if isinstance(self.costs, Unset):
            costs = UNSET
        elif isinstance(self.costs, ComparisonRecordCostsType0):
            costs = self.costs.to_dict()
        else:
            costs = self.costs

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        export: dict[str, Any] | None | Unset
        if isinstance(self.export, Unset):
            export = UNSET
        elif isinstance(self.export, ComparisonExport):
            export = self.export.to_dict()
        else:
            export = self.export

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
                "baseline_result_id": baseline_result_id,
                "candidate_result_ids": candidate_result_ids,
                "created_at": created_at,
                "id": id,
                "policy": policy,
                "result": result,
                "status": status,
                "workspace_id": workspace_id,
            }
        )
        if costs is not UNSET:
            field_dict["costs"] = costs
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if export is not UNSET:
            field_dict["export"] = export
        if report is not UNSET:
            field_dict["report"] = report

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline_result_id = d.pop("baseline_result_id")

        candidate_result_ids = cast(list[str], d.pop("candidate_result_ids"))

        created_at = d.pop("created_at")

        id = d.pop("id")

        policy = JsonObject.from_dict(d.pop("policy"))

        result = ComparisonResult.from_dict(d.pop("result"))

        status = d.pop("status")

        workspace_id = d.pop("workspace_id")

        def _parse_costs(data: object) -> ComparisonRecordCostsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                costs_type_0 = ComparisonRecordCostsType0.from_dict(data)

                return costs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparisonRecordCostsType0 | None | Unset, data)

        costs = _parse_costs(d.pop("costs", UNSET))

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        def _parse_export(data: object) -> ComparisonExport | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                export_type_0 = ComparisonExport.from_dict(data)

                return export_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparisonExport | None | Unset, data)

        export = _parse_export(d.pop("export", UNSET))

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

        comparison_record = cls(
            baseline_result_id=baseline_result_id,
            candidate_result_ids=candidate_result_ids,
            created_at=created_at,
            id=id,
            policy=policy,
            result=result,
            status=status,
            workspace_id=workspace_id,
            costs=costs,
            expires_at=expires_at,
            export=export,
            report=report,
        )

        comparison_record.additional_properties = d
        return comparison_record

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


from ..models.comparison_export import ComparisonExport
from ..models.comparison_record_costs_type_0 import ComparisonRecordCostsType0
from ..models.comparison_result import ComparisonResult
from ..models.json_object import JsonObject
from ..models.report_document import ReportDocument
