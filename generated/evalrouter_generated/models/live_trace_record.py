from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.execution_trace_view import ExecutionTraceView
    from ..models.json_object import JsonObject
    from ..models.trace_capture_coverage import TraceCaptureCoverage
    from ..models.trace_coverage import TraceCoverage
    from ..models.trace_evaluator_verdict import TraceEvaluatorVerdict
    from ..models.trace_failure_counts import TraceFailureCounts
    from ..models.trace_metric_coverage import TraceMetricCoverage


T = TypeVar("T", bound="LiveTraceRecord")


@_attrs_define
class LiveTraceRecord:
    """
    Attributes:
        capture_coverage (TraceCaptureCoverage):
        connection_id (str):
        coverage (TraceCoverage):
        created_at (str):
        id (str):
        metadata (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        name (str):
        span_count (int):
        started_at (str):
        status (str):
        trace_id (str):
        completed_at (None | str | Unset):
        cost_microusd (None | str | Unset):
        cost_usd (float | None | Unset):
        duration_ms (int | None | Unset):
        ended_at (None | str | Unset):
        error_count (int | None | Unset):
        evaluator_verdicts (list[TraceEvaluatorVerdict] | None | Unset):
        execution (ExecutionTraceView | None | Unset):
        expires_at (None | str | Unset):
        failure_counts (None | TraceFailureCounts | Unset):
        finding_count (int | None | Unset):
        input_tokens (int | None | Unset):
        metric_coverage (None | TraceMetricCoverage | Unset):
        model_names (list[str] | None | Unset):
        output_tokens (int | None | Unset):
        session_id (None | str | Unset):
        total_tokens (int | None | Unset):
    """

    capture_coverage: TraceCaptureCoverage
    connection_id: str
    coverage: TraceCoverage
    created_at: str
    id: str
    metadata: JsonObject
    name: str
    span_count: int
    started_at: str
    status: str
    trace_id: str
    completed_at: None | str | Unset = UNSET
    cost_microusd: None | str | Unset = UNSET
    cost_usd: float | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    ended_at: None | str | Unset = UNSET
    error_count: int | None | Unset = UNSET
    evaluator_verdicts: list[TraceEvaluatorVerdict] | None | Unset = UNSET
    execution: ExecutionTraceView | None | Unset = UNSET
    expires_at: None | str | Unset = UNSET
    failure_counts: None | TraceFailureCounts | Unset = UNSET
    finding_count: int | None | Unset = UNSET
    input_tokens: int | None | Unset = UNSET
    metric_coverage: None | TraceMetricCoverage | Unset = UNSET
    model_names: list[str] | None | Unset = UNSET
    output_tokens: int | None | Unset = UNSET
    session_id: None | str | Unset = UNSET
    total_tokens: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        capture_coverage = self.capture_coverage.to_dict()

        connection_id = self.connection_id

        coverage = self.coverage.to_dict()

        created_at = self.created_at

        id = self.id

        metadata = self.metadata.to_dict()

        name = self.name

        span_count = self.span_count

        started_at = self.started_at

        status = self.status

        trace_id = self.trace_id

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        else:
            completed_at = self.completed_at

        cost_microusd: None | str | Unset
        if isinstance(self.cost_microusd, Unset):
            cost_microusd = UNSET
        else:
            cost_microusd = self.cost_microusd

        cost_usd: float | None | Unset
        if isinstance(self.cost_usd, Unset):
            cost_usd = UNSET
        else:
            cost_usd = self.cost_usd

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        else:
            ended_at = self.ended_at

        error_count: int | None | Unset
        if isinstance(self.error_count, Unset):
            error_count = UNSET
        else:
            error_count = self.error_count

        evaluator_verdicts: list[dict[str, Any]] | None | Unset
        if isinstance(self.evaluator_verdicts, Unset):
            evaluator_verdicts = UNSET
        elif isinstance(self.evaluator_verdicts, list):
            evaluator_verdicts = []
            for evaluator_verdicts_type_0_item_data in self.evaluator_verdicts:
                evaluator_verdicts_type_0_item = evaluator_verdicts_type_0_item_data.to_dict()
                evaluator_verdicts.append(evaluator_verdicts_type_0_item)

        else:
            evaluator_verdicts = self.evaluator_verdicts

        execution: dict[str, Any] | None | Unset
        if isinstance(self.execution, Unset):
            execution = UNSET
        elif isinstance(self.execution, ExecutionTraceView):
            execution = self.execution.to_dict()
        else:
            execution = self.execution

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        failure_counts: dict[str, Any] | None | Unset
        if isinstance(self.failure_counts, Unset):
            failure_counts = UNSET
        elif isinstance(self.failure_counts, TraceFailureCounts):
            failure_counts = self.failure_counts.to_dict()
        else:
            failure_counts = self.failure_counts

        finding_count: int | None | Unset
        if isinstance(self.finding_count, Unset):
            finding_count = UNSET
        else:
            finding_count = self.finding_count

        input_tokens: int | None | Unset
        if isinstance(self.input_tokens, Unset):
            input_tokens = UNSET
        else:
            input_tokens = self.input_tokens

        metric_coverage: dict[str, Any] | None | Unset
        if isinstance(self.metric_coverage, Unset):
            metric_coverage = UNSET
        elif isinstance(self.metric_coverage, TraceMetricCoverage):
            metric_coverage = self.metric_coverage.to_dict()
        else:
            metric_coverage = self.metric_coverage

        model_names: list[str] | None | Unset
        if isinstance(self.model_names, Unset):
            model_names = UNSET
        elif isinstance(self.model_names, list):
            model_names = self.model_names

        else:
            model_names = self.model_names

        output_tokens: int | None | Unset
        if isinstance(self.output_tokens, Unset):
            output_tokens = UNSET
        else:
            output_tokens = self.output_tokens

        session_id: None | str | Unset
        if isinstance(self.session_id, Unset):
            session_id = UNSET
        else:
            session_id = self.session_id

        total_tokens: int | None | Unset
        if isinstance(self.total_tokens, Unset):
            total_tokens = UNSET
        else:
            total_tokens = self.total_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "capture_coverage": capture_coverage,
                "connection_id": connection_id,
                "coverage": coverage,
                "created_at": created_at,
                "id": id,
                "metadata": metadata,
                "name": name,
                "span_count": span_count,
                "started_at": started_at,
                "status": status,
                "trace_id": trace_id,
            }
        )
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if cost_microusd is not UNSET:
            field_dict["cost_microusd"] = cost_microusd
        if cost_usd is not UNSET:
            field_dict["cost_usd"] = cost_usd
        if duration_ms is not UNSET:
            field_dict["duration_ms"] = duration_ms
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if error_count is not UNSET:
            field_dict["error_count"] = error_count
        if evaluator_verdicts is not UNSET:
            field_dict["evaluator_verdicts"] = evaluator_verdicts
        if execution is not UNSET:
            field_dict["execution"] = execution
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if failure_counts is not UNSET:
            field_dict["failure_counts"] = failure_counts
        if finding_count is not UNSET:
            field_dict["finding_count"] = finding_count
        if input_tokens is not UNSET:
            field_dict["input_tokens"] = input_tokens
        if metric_coverage is not UNSET:
            field_dict["metric_coverage"] = metric_coverage
        if model_names is not UNSET:
            field_dict["model_names"] = model_names
        if output_tokens is not UNSET:
            field_dict["output_tokens"] = output_tokens
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if total_tokens is not UNSET:
            field_dict["total_tokens"] = total_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        capture_coverage = TraceCaptureCoverage.from_dict(d.pop("capture_coverage"))

        connection_id = d.pop("connection_id")

        coverage = TraceCoverage.from_dict(d.pop("coverage"))

        created_at = d.pop("created_at")

        id = d.pop("id")

        metadata = JsonObject.from_dict(d.pop("metadata"))

        name = d.pop("name")

        span_count = d.pop("span_count")

        started_at = d.pop("started_at")

        status = d.pop("status")

        trace_id = d.pop("trace_id")

        completed_at = cast(None | str | Unset, d.pop("completed_at", UNSET))

        cost_microusd = cast(None | str | Unset, d.pop("cost_microusd", UNSET))

        cost_usd = cast(float | None | Unset, d.pop("cost_usd", UNSET))

        duration_ms = cast(int | None | Unset, d.pop("duration_ms", UNSET))

        ended_at = cast(None | str | Unset, d.pop("ended_at", UNSET))

        error_count = cast(int | None | Unset, d.pop("error_count", UNSET))

        def _parse_evaluator_verdicts(data: object) -> list[TraceEvaluatorVerdict] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                evaluator_verdicts_type_0 = []
                _evaluator_verdicts_type_0 = data
                for evaluator_verdicts_type_0_item_data in _evaluator_verdicts_type_0:
                    evaluator_verdicts_type_0_item = TraceEvaluatorVerdict.from_dict(
                        evaluator_verdicts_type_0_item_data
                    )

                    evaluator_verdicts_type_0.append(evaluator_verdicts_type_0_item)

                return evaluator_verdicts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TraceEvaluatorVerdict] | None | Unset, data)

        evaluator_verdicts = _parse_evaluator_verdicts(d.pop("evaluator_verdicts", UNSET))

        def _parse_execution(data: object) -> ExecutionTraceView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                execution_type_0 = ExecutionTraceView.from_dict(data)

                return execution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExecutionTraceView | None | Unset, data)

        execution = _parse_execution(d.pop("execution", UNSET))

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        def _parse_failure_counts(data: object) -> None | TraceFailureCounts | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_counts_type_0 = TraceFailureCounts.from_dict(data)

                return failure_counts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceFailureCounts | Unset, data)

        failure_counts = _parse_failure_counts(d.pop("failure_counts", UNSET))

        finding_count = cast(int | None | Unset, d.pop("finding_count", UNSET))

        input_tokens = cast(int | None | Unset, d.pop("input_tokens", UNSET))

        def _parse_metric_coverage(data: object) -> None | TraceMetricCoverage | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metric_coverage_type_0 = TraceMetricCoverage.from_dict(data)

                return metric_coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceMetricCoverage | Unset, data)

        metric_coverage = _parse_metric_coverage(d.pop("metric_coverage", UNSET))

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

        output_tokens = cast(int | None | Unset, d.pop("output_tokens", UNSET))

        session_id = cast(None | str | Unset, d.pop("session_id", UNSET))

        total_tokens = cast(int | None | Unset, d.pop("total_tokens", UNSET))

        live_trace_record = cls(
            capture_coverage=capture_coverage,
            connection_id=connection_id,
            coverage=coverage,
            created_at=created_at,
            id=id,
            metadata=metadata,
            name=name,
            span_count=span_count,
            started_at=started_at,
            status=status,
            trace_id=trace_id,
            completed_at=completed_at,
            cost_microusd=cost_microusd,
            cost_usd=cost_usd,
            duration_ms=duration_ms,
            ended_at=ended_at,
            error_count=error_count,
            evaluator_verdicts=evaluator_verdicts,
            execution=execution,
            expires_at=expires_at,
            failure_counts=failure_counts,
            finding_count=finding_count,
            input_tokens=input_tokens,
            metric_coverage=metric_coverage,
            model_names=model_names,
            output_tokens=output_tokens,
            session_id=session_id,
            total_tokens=total_tokens,
        )

        live_trace_record.additional_properties = d
        return live_trace_record

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


from ..models.execution_trace_view import ExecutionTraceView
from ..models.json_object import JsonObject
from ..models.trace_capture_coverage import TraceCaptureCoverage
from ..models.trace_coverage import TraceCoverage
from ..models.trace_evaluator_verdict import TraceEvaluatorVerdict
from ..models.trace_failure_counts import TraceFailureCounts
from ..models.trace_metric_coverage import TraceMetricCoverage
