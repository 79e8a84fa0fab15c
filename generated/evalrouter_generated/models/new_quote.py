from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_quote_concurrency_type_0 import (
    NewQuoteConcurrencyType0,
    check_new_quote_concurrency_type_0,
)
from ..models.new_quote_kind import NewQuoteKind, check_new_quote_kind
from ..models.new_quote_output_format_type_0 import (
    NewQuoteOutputFormatType0,
    check_new_quote_output_format_type_0,
)
from ..models.new_quote_reasoning_effort_type_0 import (
    NewQuoteReasoningEffortType0,
    check_new_quote_reasoning_effort_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.client_run_guardrails import ClientRunGuardrails
    from ..models.client_run_limits import ClientRunLimits
    from ..models.client_trace_policy import ClientTracePolicy
    from ..models.connected_model import ConnectedModel
    from ..models.continuation_options import ContinuationOptions
    from ..models.environment_selection import EnvironmentSelection
    from ..models.eval_reference import EvalReference
    from ..models.full_coverage import FullCoverage
    from ..models.hosted_agent import HostedAgent
    from ..models.local_agent import LocalAgent
    from ..models.managed_model import ManagedModel
    from ..models.profiles import Profiles
    from ..models.registry_agent import RegistryAgent
    from ..models.remote_agent import RemoteAgent
    from ..models.sample_coverage import SampleCoverage
    from ..models.subject import Subject
    from ..models.suite import Suite
    from ..models.task_coverage import TaskCoverage
    from ..models.trace_evaluator_grader import TraceEvaluatorGrader
    from ..models.trace_evidence import TraceEvidence
    from ..models.training_artifact_model import TrainingArtifactModel
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="NewQuote")


@_attrs_define
class NewQuote:
    """
    Attributes:
        agent (HostedAgent | LocalAgent | None | RegistryAgent | RemoteAgent | str | Unset):
        batch_id (None | str | Unset):
        concurrency (int | NewQuoteConcurrencyType0 | None | Unset):
        continuation (ContinuationOptions | None | Unset):
        coverage (FullCoverage | None | SampleCoverage | TaskCoverage | Unset):
        evidence (None | TraceEvidence | Unset):
        from_run (None | str | Unset):
        grader (None | TraceEvaluatorGrader | Unset):
        guardrails (ClientRunGuardrails | None | Unset):
        kind (NewQuoteKind | Unset):
        limits (ClientRunLimits | None | Unset):
        max_charge_microusd (None | str | Unset):
        model (ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset):
        model_budget_microusd (None | str | Unset):
        output_format (NewQuoteOutputFormatType0 | None | Unset):
        reasoning_budget_tokens (int | None | Unset):
        reasoning_effort (NewQuoteReasoningEffortType0 | None | Unset):
        selection (EnvironmentSelection | EvalReference | None | Profiles | Suite | Unset):
        standard (None | str | Unset):
        subjects (list[Subject] | None | Unset):
        trace (ClientTracePolicy | None | Unset):
    """

    agent: HostedAgent | LocalAgent | None | RegistryAgent | RemoteAgent | str | Unset = UNSET
    batch_id: None | str | Unset = UNSET
    concurrency: int | NewQuoteConcurrencyType0 | None | Unset = UNSET
    continuation: ContinuationOptions | None | Unset = UNSET
    coverage: FullCoverage | None | SampleCoverage | TaskCoverage | Unset = UNSET
    evidence: None | TraceEvidence | Unset = UNSET
    from_run: None | str | Unset = UNSET
    grader: None | TraceEvaluatorGrader | Unset = UNSET
    guardrails: ClientRunGuardrails | None | Unset = UNSET
    kind: NewQuoteKind | Unset = UNSET
    limits: ClientRunLimits | None | Unset = UNSET
    max_charge_microusd: None | str | Unset = UNSET
    model: ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset = (
        UNSET
    )
    model_budget_microusd: None | str | Unset = UNSET
    output_format: NewQuoteOutputFormatType0 | None | Unset = UNSET
    reasoning_budget_tokens: int | None | Unset = UNSET
    reasoning_effort: NewQuoteReasoningEffortType0 | None | Unset = UNSET
    selection: EnvironmentSelection | EvalReference | None | Profiles | Suite | Unset = UNSET
    standard: None | str | Unset = UNSET
    subjects: list[Subject] | None | Unset = UNSET
    trace: ClientTracePolicy | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent: dict[str, Any] | None | str | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif (
            isinstance(self.agent, RegistryAgent)
            or isinstance(self.agent, LocalAgent)
            or isinstance(self.agent, HostedAgent)
            or isinstance(self.agent, RemoteAgent)
        ):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        batch_id: None | str | Unset
        if isinstance(self.batch_id, Unset):
            batch_id = UNSET
        else:
            batch_id = self.batch_id

        concurrency: int | None | str | Unset
        if isinstance(self.concurrency, Unset):
            concurrency = UNSET
        elif isinstance(self.concurrency, str):
            concurrency = self.concurrency
        else:
            concurrency = self.concurrency

        continuation: dict[str, Any] | None | Unset
        if isinstance(self.continuation, Unset):
            continuation = UNSET
        elif isinstance(self.continuation, ContinuationOptions):
            continuation = self.continuation.to_dict()
        else:
            continuation = self.continuation

        coverage: dict[str, Any] | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        elif (
            isinstance(self.coverage, SampleCoverage)
            or isinstance(self.coverage, FullCoverage)
            or isinstance(self.coverage, TaskCoverage)
        ):
            coverage = self.coverage.to_dict()
        else:
            coverage = self.coverage

        evidence: dict[str, Any] | None | Unset
        if isinstance(self.evidence, Unset):
            evidence = UNSET
        elif isinstance(self.evidence, TraceEvidence):
            evidence = self.evidence.to_dict()
        else:
            evidence = self.evidence

        from_run: None | str | Unset
        if isinstance(self.from_run, Unset):
            from_run = UNSET
        else:
            from_run = self.from_run

        grader: dict[str, Any] | None | Unset
        if isinstance(self.grader, Unset):
            grader = UNSET
        elif isinstance(self.grader, TraceEvaluatorGrader):
            grader = self.grader.to_dict()
        else:
            grader = self.grader

        guardrails: dict[str, Any] | None | Unset
        if isinstance(self.guardrails, Unset):
            guardrails = UNSET
        elif isinstance(self.guardrails, ClientRunGuardrails):
            guardrails = self.guardrails.to_dict()
        else:
            guardrails = self.guardrails

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        limits: dict[str, Any] | None | Unset
        if isinstance(self.limits, Unset):
            limits = UNSET
        elif isinstance(self.limits, ClientRunLimits):
            limits = self.limits.to_dict()
        else:
            limits = self.limits

        max_charge_microusd: None | str | Unset
        if isinstance(self.max_charge_microusd, Unset):
            max_charge_microusd = UNSET
        else:
            max_charge_microusd = self.max_charge_microusd

        model: dict[str, Any] | None | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        elif (
            isinstance(self.model, ManagedModel)
            or isinstance(self.model, ConnectedModel)
            or isinstance(self.model, TrainingArtifactModel)
            or isinstance(self.model, UnknownKind)
        ):
            model = self.model.to_dict()
        else:
            model = self.model

        model_budget_microusd: None | str | Unset
        if isinstance(self.model_budget_microusd, Unset):
            model_budget_microusd = UNSET
        else:
            model_budget_microusd = self.model_budget_microusd

        output_format: None | str | Unset
        if isinstance(self.output_format, Unset):
            output_format = UNSET
        elif isinstance(self.output_format, str):
            output_format = self.output_format
        else:
            output_format = self.output_format

        reasoning_budget_tokens: int | None | Unset
        if isinstance(self.reasoning_budget_tokens, Unset):
            reasoning_budget_tokens = UNSET
        else:
            reasoning_budget_tokens = self.reasoning_budget_tokens

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        elif isinstance(self.reasoning_effort, str):
            reasoning_effort = self.reasoning_effort
        else:
            reasoning_effort = self.reasoning_effort

        selection: dict[str, Any] | None | Unset
        if isinstance(self.selection, Unset):
            selection = UNSET
        elif (
            isinstance(self.selection, Profiles)
            or isinstance(self.selection, Suite)
            or isinstance(self.selection, EnvironmentSelection)
            or isinstance(self.selection, EvalReference)
        ):
            selection = self.selection.to_dict()
        else:
            selection = self.selection

        standard: None | str | Unset
        if isinstance(self.standard, Unset):
            standard = UNSET
        else:
            standard = self.standard

        subjects: list[dict[str, Any]] | None | Unset
        if isinstance(self.subjects, Unset):
            subjects = UNSET
        elif isinstance(self.subjects, list):
            subjects = []
            for subjects_type_0_item_data in self.subjects:
                subjects_type_0_item = subjects_type_0_item_data.to_dict()
                subjects.append(subjects_type_0_item)

        else:
            subjects = self.subjects

        trace: dict[str, Any] | None | Unset
        if isinstance(self.trace, Unset):
            trace = UNSET
        elif isinstance(self.trace, ClientTracePolicy):
            trace = self.trace.to_dict()
        else:
            trace = self.trace

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if agent is not UNSET:
            field_dict["agent"] = agent
        if batch_id is not UNSET:
            field_dict["batch_id"] = batch_id
        if concurrency is not UNSET:
            field_dict["concurrency"] = concurrency
        if continuation is not UNSET:
            field_dict["continuation"] = continuation
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if evidence is not UNSET:
            field_dict["evidence"] = evidence
        if from_run is not UNSET:
            field_dict["from_run"] = from_run
        if grader is not UNSET:
            field_dict["grader"] = grader
        if guardrails is not UNSET:
            field_dict["guardrails"] = guardrails
        if kind is not UNSET:
            field_dict["kind"] = kind
        if limits is not UNSET:
            field_dict["limits"] = limits
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd
        if model is not UNSET:
            field_dict["model"] = model
        if model_budget_microusd is not UNSET:
            field_dict["model_budget_microusd"] = model_budget_microusd
        if output_format is not UNSET:
            field_dict["output_format"] = output_format
        if reasoning_budget_tokens is not UNSET:
            field_dict["reasoning_budget_tokens"] = reasoning_budget_tokens
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort
        if selection is not UNSET:
            field_dict["selection"] = selection
        if standard is not UNSET:
            field_dict["standard"] = standard
        if subjects is not UNSET:
            field_dict["subjects"] = subjects
        if trace is not UNSET:
            field_dict["trace"] = trace

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_agent(
            data: object,
        ) -> HostedAgent | LocalAgent | None | RegistryAgent | RemoteAgent | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_1 = RegistryAgent.from_dict(data)

                return agent_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_2 = LocalAgent.from_dict(data)

                return agent_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_3 = HostedAgent.from_dict(data)

                return agent_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_4 = RemoteAgent.from_dict(data)

                return agent_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HostedAgent | LocalAgent | None | RegistryAgent | RemoteAgent | str | Unset, data
            )

        agent = _parse_agent(d.pop("agent", UNSET))

        batch_id = cast(None | str | Unset, d.pop("batch_id", UNSET))

        def _parse_concurrency(data: object) -> int | NewQuoteConcurrencyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                concurrency_type_0 = check_new_quote_concurrency_type_0(data)

                return concurrency_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | NewQuoteConcurrencyType0 | None | Unset, data)

        concurrency = _parse_concurrency(d.pop("concurrency", UNSET))

        def _parse_continuation(data: object) -> ContinuationOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                continuation_type_0 = ContinuationOptions.from_dict(data)

                return continuation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContinuationOptions | None | Unset, data)

        continuation = _parse_continuation(d.pop("continuation", UNSET))

        def _parse_coverage(
            data: object,
        ) -> FullCoverage | None | SampleCoverage | TaskCoverage | Unset:
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
            return cast(FullCoverage | None | SampleCoverage | TaskCoverage | Unset, data)

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        def _parse_evidence(data: object) -> None | TraceEvidence | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                evidence_type_0 = TraceEvidence.from_dict(data)

                return evidence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceEvidence | Unset, data)

        evidence = _parse_evidence(d.pop("evidence", UNSET))

        from_run = cast(None | str | Unset, d.pop("from_run", UNSET))

        def _parse_grader(data: object) -> None | TraceEvaluatorGrader | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                grader_type_0 = TraceEvaluatorGrader.from_dict(data)

                return grader_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceEvaluatorGrader | Unset, data)

        grader = _parse_grader(d.pop("grader", UNSET))

        def _parse_guardrails(data: object) -> ClientRunGuardrails | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                guardrails_type_0 = ClientRunGuardrails.from_dict(data)

                return guardrails_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClientRunGuardrails | None | Unset, data)

        guardrails = _parse_guardrails(d.pop("guardrails", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: NewQuoteKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_new_quote_kind(_kind)

        def _parse_limits(data: object) -> ClientRunLimits | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limits_type_0 = ClientRunLimits.from_dict(data)

                return limits_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClientRunLimits | None | Unset, data)

        limits = _parse_limits(d.pop("limits", UNSET))

        max_charge_microusd = cast(None | str | Unset, d.pop("max_charge_microusd", UNSET))

        def _parse_model(
            data: object,
        ) -> ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_0 = ManagedModel.from_dict(data)

                return model_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_1 = ConnectedModel.from_dict(data)

                return model_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_2 = TrainingArtifactModel.from_dict(data)

                return model_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_3 = UnknownKind.from_dict(data)

                return model_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset,
                data,
            )

        model = _parse_model(d.pop("model", UNSET))

        model_budget_microusd = cast(None | str | Unset, d.pop("model_budget_microusd", UNSET))

        def _parse_output_format(data: object) -> NewQuoteOutputFormatType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                output_format_type_0 = check_new_quote_output_format_type_0(data)

                return output_format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NewQuoteOutputFormatType0 | None | Unset, data)

        output_format = _parse_output_format(d.pop("output_format", UNSET))

        reasoning_budget_tokens = cast(int | None | Unset, d.pop("reasoning_budget_tokens", UNSET))

        def _parse_reasoning_effort(data: object) -> NewQuoteReasoningEffortType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_0 = check_new_quote_reasoning_effort_type_0(data)

                return reasoning_effort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NewQuoteReasoningEffortType0 | None | Unset, data)

        reasoning_effort = _parse_reasoning_effort(d.pop("reasoning_effort", UNSET))

        def _parse_selection(
            data: object,
        ) -> EnvironmentSelection | EvalReference | None | Profiles | Suite | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selection_type_3 = EvalReference.from_dict(data)

                return selection_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                EnvironmentSelection | EvalReference | None | Profiles | Suite | Unset, data
            )

        selection = _parse_selection(d.pop("selection", UNSET))

        standard = cast(None | str | Unset, d.pop("standard", UNSET))

        def _parse_subjects(data: object) -> list[Subject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                subjects_type_0 = []
                _subjects_type_0 = data
                for subjects_type_0_item_data in _subjects_type_0:
                    subjects_type_0_item = Subject.from_dict(subjects_type_0_item_data)

                    subjects_type_0.append(subjects_type_0_item)

                return subjects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Subject] | None | Unset, data)

        subjects = _parse_subjects(d.pop("subjects", UNSET))

        def _parse_trace(data: object) -> ClientTracePolicy | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trace_type_0 = ClientTracePolicy.from_dict(data)

                return trace_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClientTracePolicy | None | Unset, data)

        trace = _parse_trace(d.pop("trace", UNSET))

        new_quote = cls(
            agent=agent,
            batch_id=batch_id,
            concurrency=concurrency,
            continuation=continuation,
            coverage=coverage,
            evidence=evidence,
            from_run=from_run,
            grader=grader,
            guardrails=guardrails,
            kind=kind,
            limits=limits,
            max_charge_microusd=max_charge_microusd,
            model=model,
            model_budget_microusd=model_budget_microusd,
            output_format=output_format,
            reasoning_budget_tokens=reasoning_budget_tokens,
            reasoning_effort=reasoning_effort,
            selection=selection,
            standard=standard,
            subjects=subjects,
            trace=trace,
        )

        new_quote.additional_properties = d
        return new_quote

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


from ..models.client_run_guardrails import ClientRunGuardrails
from ..models.client_run_limits import ClientRunLimits
from ..models.client_trace_policy import ClientTracePolicy
from ..models.connected_model import ConnectedModel
from ..models.continuation_options import ContinuationOptions
from ..models.environment_selection import EnvironmentSelection
from ..models.eval_reference import EvalReference
from ..models.full_coverage import FullCoverage
from ..models.hosted_agent import HostedAgent
from ..models.local_agent import LocalAgent
from ..models.managed_model import ManagedModel
from ..models.profiles import Profiles
from ..models.registry_agent import RegistryAgent
from ..models.remote_agent import RemoteAgent
from ..models.sample_coverage import SampleCoverage
from ..models.subject import Subject
from ..models.suite import Suite
from ..models.task_coverage import TaskCoverage
from ..models.trace_evaluator_grader import TraceEvaluatorGrader
from ..models.trace_evidence import TraceEvidence
from ..models.training_artifact_model import TrainingArtifactModel
from ..models.unknown_kind import UnknownKind
