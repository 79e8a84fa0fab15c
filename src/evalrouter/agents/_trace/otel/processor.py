"""An OpenTelemetry span processor that maps instrumented spans into an attempt's trace.

Users add it to their own ``TracerProvider``; it never replaces the provider or its exporters.
Spans from OpenInference, OpenLLMetry (Traceloop), the GenAI semantic conventions (current and
legacy attribute names) and the Vercel AI SDK become agent spans, model turns and tool calls;
anything else is skipped, and its children attach to the nearest mapped ancestor. The SDK of
OpenTelemetry is imported only here, and only when a processor is asked for.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import weakref
from collections import OrderedDict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol, cast

from evalrouter._hashing import canonical_hash
from evalrouter.agents._trace.otel.tree import SpanEnd, SpanStart
from evalrouter.agents._trace.policy import ACTIVE_RECORDER, MAX_EXCLUDED_SPANS, MAX_NAME_CHARS

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import SpanProcessor

    from evalrouter.agents._trace.recorder import TraceRecorder

__all__ = ["current_span_id", "otel_processor"]

_OPENINFERENCE = {"AGENT": "agent", "CHAIN": "agent", "LLM": "model", "TOOL": "tool"}
_GENAI = {
    "invoke_agent": "agent",
    "create_agent": "agent",
    "chat": "model",
    "text_completion": "model",
    "generate_content": "model",
    "execute_tool": "tool",
}
_TRACELOOP = {"workflow": "agent", "task": "agent", "agent": "agent", "tool": "tool"}
_LLM_REQUEST = {"chat": "model", "completion": "model"}
_VERCEL_AGENT = ("generateText", "streamText", "generateObject", "streamObject")

_MODEL = ("gen_ai.request.model", "llm.model_name", "ai.model.id", "gen_ai.response.model")
_INPUT_TOKENS = (
    "gen_ai.usage.input_tokens",
    "llm.token_count.prompt",
    "ai.usage.promptTokens",
    "ai.usage.inputTokens",
    "gen_ai.usage.prompt_tokens",
)
_OUTPUT_TOKENS = (
    "gen_ai.usage.output_tokens",
    "llm.token_count.completion",
    "ai.usage.completionTokens",
    "ai.usage.outputTokens",
    "gen_ai.usage.completion_tokens",
)
_TOOL_CALL_ID = ("gen_ai.tool.call.id", "ai.toolCall.id", "tool_call.id")
_TOOL_NAME = ("tool.name", "gen_ai.tool.name", "ai.toolCall.name", "traceloop.entity.name")
_TOOL_ARGUMENTS = ("gen_ai.tool.call.arguments", "ai.toolCall.args")
_AGENT_NAME = ("gen_ai.agent.name", "traceloop.entity.name")
_TOOL_INPUT = ("input.value", "gen_ai.tool.call.arguments", "ai.toolCall.args")
_TOOL_OUTPUT = ("output.value", "gen_ai.tool.call.result", "ai.toolCall.result")
_MAX_TOKENS = 1_000_000
_ERROR_STATUS = "ERROR"
_MAX_ROUTES = 8 * MAX_EXCLUDED_SPANS  # open spans of every attempt in the process


class _Context(Protocol):
    span_id: int


class Span(Protocol):
    """The parts of an OpenTelemetry SDK span this module reads."""

    @property
    def name(self) -> str: ...
    @property
    def attributes(self) -> Mapping[str, object] | None: ...
    @property
    def parent(self) -> _Context | None: ...
    @property
    def start_time(self) -> int | None: ...
    @property
    def end_time(self) -> int | None: ...
    @property
    def instrumentation_scope(self) -> object: ...
    @property
    def status(self) -> object: ...

    def get_span_context(self) -> _Context | None: ...


def _first(attributes: Mapping[str, object], names: tuple[str, ...]) -> object:
    for name in names:
        value = attributes.get(name)
        if value is not None:
            return value
    return None


def _vercel_operation(attributes: Mapping[str, object], name: str) -> str | None:
    operation = attributes.get("ai.operationId")
    if not isinstance(operation, str):
        operation = name if name.startswith("ai.") else None
    if operation is None:
        return None
    return operation.removeprefix("ai.")


def _classify(attributes: Mapping[str, object], name: str) -> tuple[set[str], bool]:
    """The kinds the span's attributes name, and whether it declares any convention at all."""
    kinds: set[str] = set()
    declared = False
    value = attributes.get("evalrouter.kind")
    if value is not None:
        declared = True
        if value in ("agent", "model", "tool"):
            kinds.add(str(value))
    for key, table, fold in (
        ("openinference.span.kind", _OPENINFERENCE, str.upper),
        ("gen_ai.operation.name", _GENAI, str.lower),
        ("traceloop.span.kind", _TRACELOOP, str.lower),
        ("llm.request.type", _LLM_REQUEST, str.lower),
    ):
        value = attributes.get(key)
        if value is None:
            continue
        declared = True
        kind = table.get(fold(value)) if isinstance(value, str) else None
        if kind is not None:
            kinds.add(kind)
    operation = _vercel_operation(attributes, name)
    if operation is not None:
        declared = True
        base, _, step = operation.partition(".")
        if base in _VERCEL_AGENT and not step:
            kinds.add("agent")
        elif base in _VERCEL_AGENT and step in ("doGenerate", "doStream"):
            kinds.add("model")
        elif operation == "toolCall":
            kinds.add("tool")
    return kinds, declared


_OWN_SCOPES = frozenset({"acp.telemetry"})
"""Libraries the runner itself uses whose spans are its traffic, not the agent's work
(agent-client-protocol's span per ACP request and notification): never in a trace."""


def _scope(span: Span) -> str:
    scope = getattr(span.instrumentation_scope, "name", "") or ""
    return scope if isinstance(scope, str) else ""


def _source(span: Span, attributes: Mapping[str, object]) -> str:
    if _vercel_operation(attributes, span.name) is not None:
        return "vercel_ai"
    scope = _scope(span).lower()
    if "openai_agents" in scope or "openai-agents" in scope:
        return "openai_agents"
    if "langchain" in scope or "langgraph" in scope:
        return "langgraph"
    return "opentelemetry"


def _tokens(attributes: Mapping[str, object], names: tuple[str, ...]) -> int | None:
    value = _first(attributes, names)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _MAX_TOKENS:
        return value
    return None


def _parsed(value: object) -> object:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def checked_attributes(kind: str, attributes: Mapping[str, object]) -> dict[str, object]:
    out: dict[str, object] = {}
    model = _first(attributes, _MODEL)
    if isinstance(model, str) and model:
        out["model"] = model[:MAX_NAME_CHARS]
    out["input_tokens"] = _tokens(attributes, _INPUT_TOKENS)
    out["output_tokens"] = _tokens(attributes, _OUTPUT_TOKENS)
    if kind == "tool":
        for key, names in (("tool_call_id", _TOOL_CALL_ID), ("tool_name", _TOOL_NAME)):
            value = _first(attributes, names)
            if isinstance(value, str) and value:
                out[key] = value[:MAX_NAME_CHARS]
        arguments = _parsed(_first(attributes, _TOOL_ARGUMENTS))
        if isinstance(arguments, dict):
            out["arguments_sha256"] = canonical_hash(arguments)
    return {key: value for key, value in out.items() if value is not None}


def _label(kind: str, span: Span, attributes: Mapping[str, object]) -> str:
    names = _TOOL_NAME if kind == "tool" else _AGENT_NAME if kind == "agent" else ()
    value = _first(attributes, names)
    return value if isinstance(value, str) and value else span.name or kind


def _seconds(nanoseconds: int | None) -> float | None:
    return None if nanoseconds is None else nanoseconds / 1e9


def _span_id(context: _Context | None) -> int | None:
    return None if context is None else context.span_id


def _read(span: Span, attributes: Mapping[str, object], kind: str | None) -> tuple[str, str]:
    return _label(kind or "agent", span, attributes), _source(span, attributes)


class _Router:
    """The process-wide mapping: each span goes to the trace of the attempt it started in (the
    attempt's agent task sets :data:`ACTIVE_RECORDER`), else its parent's, else the trace that
    most recently asked for the processor outside any attempt. One router serves every
    attempt, so a provider shared by concurrent attempts needs one processor."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._routes: OrderedDict[int, tuple[TraceRecorder, SpanStart]] = OrderedDict()
        self._served: list[weakref.ref[TraceRecorder]] = []

    def serve(self, recorder: TraceRecorder) -> None:
        """``recorder`` asked for the processor. Outside an attempt (a recorder used on its
        own) it becomes the home of spans that name no attempt; inside one, spans find their
        attempt by context, and a stray span must not land in whichever attempt asked last."""
        if ACTIVE_RECORDER.get() is not None:
            return
        with self._lock:
            self._served = [r for r in self._served if r() not in (None, recorder)]
            self._served.append(weakref.ref(recorder))

    def _default(self) -> TraceRecorder | None:
        for ref in reversed(self._served):
            recorder = ref()
            if recorder is not None and not recorder._closed:
                return recorder
        return None

    def on_start(self, span: Span) -> None:
        own = _span_id(span.get_span_context())
        if own is None or _scope(span) in _OWN_SCOPES:
            return
        parent = _span_id(span.parent)
        with self._lock:
            if own in self._routes:
                return  # the same processor added twice: seen already
            recorder = ACTIVE_RECORDER.get()
            if recorder is None and parent is not None:
                route = self._routes.get(parent)
                recorder = route[0] if route is not None else None
            recorder = recorder or self._default()
            if recorder is None or not recorder.enabled:
                return
            attributes = span.attributes or {}
            kinds = _classify(attributes, span.name)[0]
            kind = next(iter(kinds)) if len(kinds) == 1 else None
            label, source = _read(span, attributes, kind)
            start = SpanStart(
                otel_id=own,
                parent=parent,
                started=_seconds(span.start_time) or recorder._clock(),
                kind=kind,
                name=label,
                source=source,
                attributes=checked_attributes(kind or "agent", attributes),
            )
            self._routes[own] = (recorder, start)
            while len(self._routes) > _MAX_ROUTES:
                self._routes.popitem(last=False)
        with recorder._lock:
            if not recorder._closed:
                recorder._otel().start(start)

    def on_end(self, span: Span) -> None:
        own = _span_id(span.get_span_context())
        if own is None:
            return
        with self._lock:
            route = self._routes.pop(own, None)
        if route is None:
            return
        recorder, start = route
        attributes = span.attributes or {}
        kinds, declared = _classify(attributes, span.name)
        kind = next(iter(kinds)) if len(kinds) == 1 else None
        if kind is None and declared:
            recorder.steps.count_unsupported()
        final = kind or start.kind
        content_input: object = None
        content_output: object = None
        if final == "tool":
            content_input = _parsed(_first(attributes, _TOOL_INPUT))
            content_output = _parsed(_first(attributes, _TOOL_OUTPUT))
        status = getattr(getattr(span.status, "status_code", None), "name", None)
        label, source = _read(span, attributes, final)
        end = SpanEnd(
            otel_id=own,
            ended=_seconds(span.end_time) or recorder._clock(),
            kind=kind,
            name=label,
            source=source,
            attributes=checked_attributes(final or "agent", attributes),
            status="error" if status == _ERROR_STATUS else "ok",
            input=content_input,
            output=content_output,
        )
        with recorder._lock:
            if not recorder._closed:
                recorder._otel().end(end, start)


def current_span_id() -> int | None:
    """The id of the OpenTelemetry span current in the caller's context (thread or task), or
    None: nothing is imported for a process that never loaded OpenTelemetry."""
    api = sys.modules.get("opentelemetry.trace")
    if api is None:
        return None
    context = api.get_current_span().get_span_context()
    span_id = context.span_id
    return span_id if isinstance(span_id, int) and context.is_valid else None


def _deduplicate(processor: object, span: object) -> None:
    """Leave ``processor`` once on the provider that started ``span``: adding the one
    processor per attempt must not pile copies up (the SDK's provider appends each add)."""
    multi = getattr(span, "_span_processor", None)
    listed = getattr(multi, "_span_processors", None)
    if not isinstance(listed, tuple) or listed.count(processor) < 2:
        return
    lock = getattr(multi, "_lock", None)
    if lock is None:
        return
    # The provider's list is the SDK's own (no public way to remove a processor): if its
    # shape ever differs, leave it be rather than break the user's span.
    with lock, contextlib.suppress(AttributeError, TypeError, ValueError):
        current = getattr(multi, "_span_processors", ())
        first = current.index(processor)
        multi._span_processors = tuple(  # type: ignore[union-attr]
            p for i, p in enumerate(current) if p is not processor or i == first
        )


_PROCESSOR: SpanProcessor | None = None
_MADE = threading.Lock()


def otel_processor() -> SpanProcessor:
    """The one process-wide span processor for ``provider.add_span_processor(...)``: each span
    goes to the trace of the attempt it started in. Add it once (before evaluating, or in each
    attempt: adding it again leaves one on the provider).

    It subclasses the OpenTelemetry SDK's ``SpanProcessor`` when the SDK is installed, and is a
    plain object with the same methods otherwise. ``force_flush`` sends nothing: the runner
    delivers the trace.
    """
    global _PROCESSOR
    with _MADE:
        if _PROCESSOR is None:
            _PROCESSOR = _make()
        return _PROCESSOR


def _make() -> SpanProcessor:
    try:
        from opentelemetry.sdk.trace import SpanProcessor as base
    except ImportError:  # pragma: no cover - depends on what the user installed
        base = object  # type: ignore[assignment,misc]

    router = _Router()

    class EvalRouterSpanProcessor(base):
        """Maps this provider's spans into the trace of the attempt each started in."""

        def serve(self, recorder: TraceRecorder) -> None:
            router.serve(recorder)

        def on_start(self, span: object, parent_context: object = None) -> None:  # noqa: ARG002
            _deduplicate(self, span)
            router.on_start(cast("Span", span))

        def on_end(self, span: object) -> None:
            router.on_end(cast("Span", span))

        def shutdown(self) -> None:
            return None

        def force_flush(self, timeout_millis: int = 30000) -> bool:  # noqa: ARG002
            return True

    return EvalRouterSpanProcessor()
