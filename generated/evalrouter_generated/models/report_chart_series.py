from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_category import ReportChartCategory
    from ..models.report_chart_coverage import ReportChartCoverage
    from ..models.report_chart_episodes import ReportChartEpisodes
    from ..models.report_chart_executions import ReportChartExecutions
    from ..models.report_chart_failure import ReportChartFailure
    from ..models.report_chart_field import ReportChartField
    from ..models.report_chart_history_point import ReportChartHistoryPoint
    from ..models.report_chart_latency import ReportChartLatency
    from ..models.report_chart_metric_value import ReportChartMetricValue
    from ..models.report_chart_profile_score import ReportChartProfileScore
    from ..models.report_chart_sample import ReportChartSample
    from ..models.report_chart_tokens import ReportChartTokens


T = TypeVar("T", bound="ReportChartSeries")


@_attrs_define
class ReportChartSeries:
    """
    Attributes:
        complete (bool):
        id (str):
        label (str):
        metrics (list[ReportChartMetricValue]):
        samples (list[ReportChartSample]):
        source_refs (list[str]):
        categories (list[ReportChartCategory] | None | Unset):
        color (None | str | Unset):
        cost_microusd (None | str | Unset):
        cost_usd (float | None | Unset):
        coverage (None | ReportChartCoverage | Unset):
        episodes (None | ReportChartEpisodes | Unset):
        executions (None | ReportChartExecutions | Unset):
        failures (list[ReportChartFailure] | None | Unset):
        field (None | ReportChartField | Unset):
        history (list[ReportChartHistoryPoint] | None | Unset):
        latency_s (None | ReportChartLatency | Unset):
        model_cost_microusd (None | str | Unset):
        model_cost_usd (float | None | Unset):
        model_profile (list[ReportChartProfileScore] | None | Unset):
        task_count (int | None | Unset):
        tokens_per_task (None | ReportChartTokens | Unset):
    """

    complete: bool
    id: str
    label: str
    metrics: list[ReportChartMetricValue]
    samples: list[ReportChartSample]
    source_refs: list[str]
    categories: list[ReportChartCategory] | None | Unset = UNSET
    color: None | str | Unset = UNSET
    cost_microusd: None | str | Unset = UNSET
    cost_usd: float | None | Unset = UNSET
    coverage: None | ReportChartCoverage | Unset = UNSET
    episodes: None | ReportChartEpisodes | Unset = UNSET
    executions: None | ReportChartExecutions | Unset = UNSET
    failures: list[ReportChartFailure] | None | Unset = UNSET
    field: None | ReportChartField | Unset = UNSET
    history: list[ReportChartHistoryPoint] | None | Unset = UNSET
    latency_s: None | ReportChartLatency | Unset = UNSET
    model_cost_microusd: None | str | Unset = UNSET
    model_cost_usd: float | None | Unset = UNSET
    model_profile: list[ReportChartProfileScore] | None | Unset = UNSET
    task_count: int | None | Unset = UNSET
    tokens_per_task: None | ReportChartTokens | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        id = self.id

        label = self.label

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        samples = []
        for samples_item_data in self.samples:
            samples_item = samples_item_data.to_dict()
            samples.append(samples_item)

        source_refs = self.source_refs

        categories: list[dict[str, Any]] | None | Unset
        if isinstance(self.categories, Unset):
            categories = UNSET
        elif isinstance(self.categories, list):
            categories = []
            for categories_type_0_item_data in self.categories:
                categories_type_0_item = categories_type_0_item_data.to_dict()
                categories.append(categories_type_0_item)

        else:
            categories = self.categories

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        else:
            color = self.color

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

        coverage: dict[str, Any] | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        elif isinstance(self.coverage, ReportChartCoverage):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage

        episodes: dict[str, Any] | None | Unset
        if isinstance(self.episodes, Unset):
            episodes = UNSET
        elif isinstance(self.episodes, ReportChartEpisodes):
            episodes = self.episodes.to_dict()
        else:
            episodes = self.episodes

        executions: dict[str, Any] | None | Unset
        if isinstance(self.executions, Unset):
            executions = UNSET
        elif isinstance(self.executions, ReportChartExecutions):
            executions = self.executions.to_dict()
        else:
            executions = self.executions

        failures: list[dict[str, Any]] | None | Unset
        if isinstance(self.failures, Unset):
            failures = UNSET
        elif isinstance(self.failures, list):
            failures = []
            for failures_type_0_item_data in self.failures:
                failures_type_0_item = failures_type_0_item_data.to_dict()
                failures.append(failures_type_0_item)

        else:
            failures = self.failures

        field: dict[str, Any] | None | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        elif isinstance(self.field, ReportChartField):
            field = self.field.to_dict()
        else:
            field = self.field

        history: list[dict[str, Any]] | None | Unset
        if isinstance(self.history, Unset):
            history = UNSET
        elif isinstance(self.history, list):
            history = []
            for history_type_0_item_data in self.history:
                history_type_0_item = history_type_0_item_data.to_dict()
                history.append(history_type_0_item)

        else:
            history = self.history

        latency_s: dict[str, Any] | None | Unset
        if isinstance(self.latency_s, Unset):
            latency_s = UNSET
        elif isinstance(self.latency_s, ReportChartLatency):
            latency_s = self.latency_s.to_dict()
        else:
            latency_s = self.latency_s

        model_cost_microusd: None | str | Unset
        if isinstance(self.model_cost_microusd, Unset):
            model_cost_microusd = UNSET
        else:
            model_cost_microusd = self.model_cost_microusd

        model_cost_usd: float | None | Unset
        if isinstance(self.model_cost_usd, Unset):
            model_cost_usd = UNSET
        else:
            model_cost_usd = self.model_cost_usd

        model_profile: list[dict[str, Any]] | None | Unset
        if isinstance(self.model_profile, Unset):
            model_profile = UNSET
        elif isinstance(self.model_profile, list):
            model_profile = []
            for model_profile_type_0_item_data in self.model_profile:
                model_profile_type_0_item = model_profile_type_0_item_data.to_dict()
                model_profile.append(model_profile_type_0_item)

        else:
            model_profile = self.model_profile

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        tokens_per_task: dict[str, Any] | None | Unset
        if isinstance(self.tokens_per_task, Unset):
            tokens_per_task = UNSET
        elif isinstance(self.tokens_per_task, ReportChartTokens):
            tokens_per_task = self.tokens_per_task.to_dict()
        else:
            tokens_per_task = self.tokens_per_task

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "complete": complete,
                "id": id,
                "label": label,
                "metrics": metrics,
                "samples": samples,
                "source_refs": source_refs,
            }
        )
        if categories is not UNSET:
            field_dict["categories"] = categories
        if color is not UNSET:
            field_dict["color"] = color
        if cost_microusd is not UNSET:
            field_dict["cost_microusd"] = cost_microusd
        if cost_usd is not UNSET:
            field_dict["cost_usd"] = cost_usd
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if episodes is not UNSET:
            field_dict["episodes"] = episodes
        if executions is not UNSET:
            field_dict["executions"] = executions
        if failures is not UNSET:
            field_dict["failures"] = failures
        if field is not UNSET:
            field_dict["field"] = field
        if history is not UNSET:
            field_dict["history"] = history
        if latency_s is not UNSET:
            field_dict["latency_s"] = latency_s
        if model_cost_microusd is not UNSET:
            field_dict["model_cost_microusd"] = model_cost_microusd
        if model_cost_usd is not UNSET:
            field_dict["model_cost_usd"] = model_cost_usd
        if model_profile is not UNSET:
            field_dict["model_profile"] = model_profile
        if task_count is not UNSET:
            field_dict["task_count"] = task_count
        if tokens_per_task is not UNSET:
            field_dict["tokens_per_task"] = tokens_per_task

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        complete = d.pop("complete")

        id = d.pop("id")

        label = d.pop("label")

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ReportChartMetricValue.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        samples = []
        _samples = d.pop("samples")
        for samples_item_data in _samples:
            samples_item = ReportChartSample.from_dict(samples_item_data)

            samples.append(samples_item)

        source_refs = cast(list[str], d.pop("source_refs"))

        def _parse_categories(data: object) -> list[ReportChartCategory] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                categories_type_0 = []
                _categories_type_0 = data
                for categories_type_0_item_data in _categories_type_0:
                    categories_type_0_item = ReportChartCategory.from_dict(
                        categories_type_0_item_data
                    )

                    categories_type_0.append(categories_type_0_item)

                return categories_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartCategory] | None | Unset, data)

        categories = _parse_categories(d.pop("categories", UNSET))

        color = cast(None | str | Unset, d.pop("color", UNSET))

        cost_microusd = cast(None | str | Unset, d.pop("cost_microusd", UNSET))

        cost_usd = cast(float | None | Unset, d.pop("cost_usd", UNSET))

        def _parse_coverage(data: object) -> None | ReportChartCoverage | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coverage_type_0 = ReportChartCoverage.from_dict(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartCoverage | Unset, data)

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        def _parse_episodes(data: object) -> None | ReportChartEpisodes | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                episodes_type_0 = ReportChartEpisodes.from_dict(data)

                return episodes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartEpisodes | Unset, data)

        episodes = _parse_episodes(d.pop("episodes", UNSET))

        def _parse_executions(data: object) -> None | ReportChartExecutions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                executions_type_0 = ReportChartExecutions.from_dict(data)

                return executions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartExecutions | Unset, data)

        executions = _parse_executions(d.pop("executions", UNSET))

        def _parse_failures(data: object) -> list[ReportChartFailure] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                failures_type_0 = []
                _failures_type_0 = data
                for failures_type_0_item_data in _failures_type_0:
                    failures_type_0_item = ReportChartFailure.from_dict(failures_type_0_item_data)

                    failures_type_0.append(failures_type_0_item)

                return failures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartFailure] | None | Unset, data)

        failures = _parse_failures(d.pop("failures", UNSET))

        def _parse_field(data: object) -> None | ReportChartField | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                field_type_0 = ReportChartField.from_dict(data)

                return field_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartField | Unset, data)

        field = _parse_field(d.pop("field", UNSET))

        def _parse_history(data: object) -> list[ReportChartHistoryPoint] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                history_type_0 = []
                _history_type_0 = data
                for history_type_0_item_data in _history_type_0:
                    history_type_0_item = ReportChartHistoryPoint.from_dict(
                        history_type_0_item_data
                    )

                    history_type_0.append(history_type_0_item)

                return history_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartHistoryPoint] | None | Unset, data)

        history = _parse_history(d.pop("history", UNSET))

        def _parse_latency_s(data: object) -> None | ReportChartLatency | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latency_s_type_0 = ReportChartLatency.from_dict(data)

                return latency_s_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartLatency | Unset, data)

        latency_s = _parse_latency_s(d.pop("latency_s", UNSET))

        model_cost_microusd = cast(None | str | Unset, d.pop("model_cost_microusd", UNSET))

        model_cost_usd = cast(float | None | Unset, d.pop("model_cost_usd", UNSET))

        def _parse_model_profile(data: object) -> list[ReportChartProfileScore] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                model_profile_type_0 = []
                _model_profile_type_0 = data
                for model_profile_type_0_item_data in _model_profile_type_0:
                    model_profile_type_0_item = ReportChartProfileScore.from_dict(
                        model_profile_type_0_item_data
                    )

                    model_profile_type_0.append(model_profile_type_0_item)

                return model_profile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReportChartProfileScore] | None | Unset, data)

        model_profile = _parse_model_profile(d.pop("model_profile", UNSET))

        task_count = cast(int | None | Unset, d.pop("task_count", UNSET))

        def _parse_tokens_per_task(data: object) -> None | ReportChartTokens | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tokens_per_task_type_0 = ReportChartTokens.from_dict(data)

                return tokens_per_task_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartTokens | Unset, data)

        tokens_per_task = _parse_tokens_per_task(d.pop("tokens_per_task", UNSET))

        report_chart_series = cls(
            complete=complete,
            id=id,
            label=label,
            metrics=metrics,
            samples=samples,
            source_refs=source_refs,
            categories=categories,
            color=color,
            cost_microusd=cost_microusd,
            cost_usd=cost_usd,
            coverage=coverage,
            episodes=episodes,
            executions=executions,
            failures=failures,
            field=field,
            history=history,
            latency_s=latency_s,
            model_cost_microusd=model_cost_microusd,
            model_cost_usd=model_cost_usd,
            model_profile=model_profile,
            task_count=task_count,
            tokens_per_task=tokens_per_task,
        )

        report_chart_series.additional_properties = d
        return report_chart_series

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


from ..models.report_chart_category import ReportChartCategory
from ..models.report_chart_coverage import ReportChartCoverage
from ..models.report_chart_episodes import ReportChartEpisodes
from ..models.report_chart_executions import ReportChartExecutions
from ..models.report_chart_failure import ReportChartFailure
from ..models.report_chart_field import ReportChartField
from ..models.report_chart_history_point import ReportChartHistoryPoint
from ..models.report_chart_latency import ReportChartLatency
from ..models.report_chart_metric_value import ReportChartMetricValue
from ..models.report_chart_profile_score import ReportChartProfileScore
from ..models.report_chart_sample import ReportChartSample
from ..models.report_chart_tokens import ReportChartTokens
