from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluation_job_view import EvaluationJobView
    from ..models.finding_view import FindingView
    from ..models.judge_operation_view import JudgeOperationView


T = TypeVar("T", bound="EvaluationDetail")


@_attrs_define
class EvaluationDetail:
    """
    Attributes:
        finding (FindingView | None):
        job (EvaluationJobView):
        operations (list[JudgeOperationView]):
    """

    finding: FindingView | None
    job: EvaluationJobView
    operations: list[JudgeOperationView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        finding: dict[str, Any] | None
        if isinstance(self.finding, FindingView):
            finding = self.finding.to_dict()
        else:
            finding = self.finding

        job = self.job.to_dict()

        operations = []
        for operations_item_data in self.operations:
            operations_item = operations_item_data.to_dict()
            operations.append(operations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finding": finding,
                "job": job,
                "operations": operations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_finding(data: object) -> FindingView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                finding_type_0 = FindingView.from_dict(data)

                return finding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FindingView | None, data)

        finding = _parse_finding(d.pop("finding"))

        job = EvaluationJobView.from_dict(d.pop("job"))

        operations = []
        _operations = d.pop("operations")
        for operations_item_data in _operations:
            operations_item = JudgeOperationView.from_dict(operations_item_data)

            operations.append(operations_item)

        evaluation_detail = cls(
            finding=finding,
            job=job,
            operations=operations,
        )

        evaluation_detail.additional_properties = d
        return evaluation_detail

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


from ..models.evaluation_job_view import EvaluationJobView
from ..models.finding_view import FindingView
from ..models.judge_operation_view import JudgeOperationView
