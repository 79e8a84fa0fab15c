from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart import ReportChart
    from ..models.report_chart_data import ReportChartData
    from ..models.report_example import ReportExample
    from ..models.report_finding import ReportFinding
    from ..models.report_metric import ReportMetric
    from ..models.report_next_step import ReportNextStep
    from ..models.report_source import ReportSource


T = TypeVar("T", bound="ReportDocument")


@_attrs_define
class ReportDocument:
    """
    Attributes:
        charts (list[ReportChart]):
        conclusion (str):
        examples (list[ReportExample]):
        findings (list[ReportFinding]):
        kind (str):
        methodology (list[str]):
        metrics (list[ReportMetric]):
        next_steps (list[ReportNextStep]):
        schema_version (int):
        scope (list[str]):
        sources (list[ReportSource]):
        template_version (str):
        title (str):
        chart_data (None | ReportChartData | Unset):
    """

    charts: list[ReportChart]
    conclusion: str
    examples: list[ReportExample]
    findings: list[ReportFinding]
    kind: str
    methodology: list[str]
    metrics: list[ReportMetric]
    next_steps: list[ReportNextStep]
    schema_version: int
    scope: list[str]
    sources: list[ReportSource]
    template_version: str
    title: str
    chart_data: None | ReportChartData | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        charts = []
        for charts_item_data in self.charts:
            charts_item = charts_item_data.to_dict()
            charts.append(charts_item)

        conclusion = self.conclusion

        examples = []
        for examples_item_data in self.examples:
            examples_item = examples_item_data.to_dict()
            examples.append(examples_item)

        findings = []
        for findings_item_data in self.findings:
            findings_item = findings_item_data.to_dict()
            findings.append(findings_item)

        kind = self.kind

        methodology = self.methodology

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        next_steps = []
        for next_steps_item_data in self.next_steps:
            next_steps_item = next_steps_item_data.to_dict()
            next_steps.append(next_steps_item)

        schema_version = self.schema_version

        scope = self.scope

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        template_version = self.template_version

        title = self.title

        chart_data: dict[str, Any] | None | Unset
        if isinstance(self.chart_data, Unset):
            chart_data = UNSET
        elif isinstance(self.chart_data, ReportChartData):
            chart_data = self.chart_data.to_dict()
        else:
            chart_data = self.chart_data

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "charts": charts,
                "conclusion": conclusion,
                "examples": examples,
                "findings": findings,
                "kind": kind,
                "methodology": methodology,
                "metrics": metrics,
                "next_steps": next_steps,
                "schema_version": schema_version,
                "scope": scope,
                "sources": sources,
                "template_version": template_version,
                "title": title,
            }
        )
        if chart_data is not UNSET:
            field_dict["chart_data"] = chart_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        charts = []
        _charts = d.pop("charts")
        for charts_item_data in _charts:
            charts_item = ReportChart.from_dict(charts_item_data)

            charts.append(charts_item)

        conclusion = d.pop("conclusion")

        examples = []
        _examples = d.pop("examples")
        for examples_item_data in _examples:
            examples_item = ReportExample.from_dict(examples_item_data)

            examples.append(examples_item)

        findings = []
        _findings = d.pop("findings")
        for findings_item_data in _findings:
            findings_item = ReportFinding.from_dict(findings_item_data)

            findings.append(findings_item)

        kind = d.pop("kind")

        methodology = cast(list[str], d.pop("methodology"))

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ReportMetric.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        next_steps = []
        _next_steps = d.pop("next_steps")
        for next_steps_item_data in _next_steps:
            next_steps_item = ReportNextStep.from_dict(next_steps_item_data)

            next_steps.append(next_steps_item)

        schema_version = d.pop("schema_version")

        scope = cast(list[str], d.pop("scope"))

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = ReportSource.from_dict(sources_item_data)

            sources.append(sources_item)

        template_version = d.pop("template_version")

        title = d.pop("title")

        def _parse_chart_data(data: object) -> None | ReportChartData | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chart_data_type_0 = ReportChartData.from_dict(data)

                return chart_data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportChartData | Unset, data)

        chart_data = _parse_chart_data(d.pop("chart_data", UNSET))

        report_document = cls(
            charts=charts,
            conclusion=conclusion,
            examples=examples,
            findings=findings,
            kind=kind,
            methodology=methodology,
            metrics=metrics,
            next_steps=next_steps,
            schema_version=schema_version,
            scope=scope,
            sources=sources,
            template_version=template_version,
            title=title,
            chart_data=chart_data,
        )

        report_document.additional_properties = d
        return report_document

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


from ..models.report_chart import ReportChart
from ..models.report_chart_data import ReportChartData
from ..models.report_example import ReportExample
from ..models.report_finding import ReportFinding
from ..models.report_metric import ReportMetric
from ..models.report_next_step import ReportNextStep
from ..models.report_source import ReportSource
