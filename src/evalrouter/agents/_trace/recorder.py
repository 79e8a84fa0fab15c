"""An attempt's client trace: the span tree, point steps, levels, redaction, bounds and delivery.

One :class:`TraceRecorder` per attempt builds the steps of the ``evalrouter.client-trace.v1``
schema; one :class:`TraceDelivery` sends them in bounded batches while the attempt runs and once
more, durably, before the attempt is finished. Content (span inputs and outputs) is redacted and
bounded here, on the user's machine, before anything is queued; the user's own redaction patterns
never leave the process. OpenTelemetry and LangGraph support live in sibling modules and are
imported only when asked for.
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from typing import TYPE_CHECKING

from ..._errors import invalid_input
from .calls import CallRecorder
from .points import checkpoint_body, command_body, test_results_body
from .policy import (
    ABSOLUTE_MAX_STEPS,
    DEFAULT_LEVEL,
    DEFAULT_MAX_STEPS,
    FLUSH_SECONDS,
    KINDS,
    LEVELS,
    MAX_CONTENT_BYTES,
    MAX_EXCLUDED_SPANS,
    MAX_NAME_CHARS,
    SOURCES,
    SpanKind,
    SpanStatus,
)
from .redaction import ExactSecret, Redaction, redact_content, redact_text
from .spans import (
    MAX_TURNS,
    ROLLED_UP,
    SPAN_ID,
    Span,
    SpanScope,
    check_kind,
    checked_attributes,
    checked_root_name,
    new_span_id,
    trace_timestamp,
)
from .steps import StepQueue

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue
    from opentelemetry.sdk.trace import SpanProcessor

    from .model_calls import GatewayCall
    from .otel.tree import OtelTree


__all__ = ["TraceRecorder"]


class TraceRecorder:
    """An attempt's trace (``context.trace``): spans, checkpoints and results, as the grant's
    trace policy allows. When the grant disables tracing every method still works and records
    nothing.

    Spans nest through a context variable, so concurrent code paths of one attempt keep their
    own current span, and every attempt has its own recorder.
    """

    def __init__(
        self,
        grant_trace: Mapping[str, object] | None,
        *,
        root_name: str,
        source: str = "sdk",
        redactions: tuple[re.Pattern[str], ...] = (),
        secrets: Sequence[str] = (),
        clock: Callable[[], float] = time.time,
        on_tool: Callable[[str, bool], None] | None = None,
    ) -> None:
        grant = grant_trace or {}
        level = grant.get("level") or DEFAULT_LEVEL
        self.level: str = level if level in LEVELS else "metadata"
        self.enabled: bool = grant_trace is not None and self.level != "off"
        include = grant.get("include")
        self.include: frozenset[str] = frozenset(
            include if isinstance(include, list | tuple) else KINDS
        )
        self.content: bool = self.level == "content" and grant.get("content_capture") is True
        flush = grant.get("flush_seconds")
        self.flush_seconds: float = (
            float(flush) if isinstance(flush, int | float) and 0 < flush <= 60 else FLUSH_SECONDS
        )
        max_steps = grant.get("max_steps")
        self.max_steps: int = (
            min(max(int(max_steps), 0), ABSOLUTE_MAX_STEPS)
            if isinstance(max_steps, int) and not isinstance(max_steps, bool)
            else DEFAULT_MAX_STEPS
        )
        max_content = grant.get("max_content_bytes")
        self.max_content_bytes: int = (
            min(max_content, MAX_CONTENT_BYTES)
            if isinstance(max_content, int) and max_content > 0
            else MAX_CONTENT_BYTES
        )
        # The caller's known secrets (the API key, the attempt credential) are redacted as
        # exact text too, whatever their format.
        exact = tuple(ExactSecret(secret) for secret in secrets if len(secret) >= 8)
        self._patterns: tuple[Redaction, ...] = redactions + exact
        self._clock = clock
        self._lock = threading.RLock()
        self._current: ContextVar[str | None] = ContextVar("evalrouter_trace_span", default=None)
        self._spans: dict[str, Span] = {}
        # Recently closed spans, so a span reported late (a framework's span mapped when it
        # ends, a gateway call placed by its time) still finds its parent. Bounded.
        self._recent: OrderedDict[str, Span] = OrderedDict()
        self._tree: OtelTree | None = None
        self._excluded: deque[str] = deque()
        self._closed = False
        self.steps = StepQueue(
            lock=self._lock,
            clock=clock,
            max_steps=self.max_steps,
            before_batch=self._expire_waiting,
        )
        """The steps made, queued for :class:`~.delivery.TraceDelivery`."""
        self.calls = CallRecorder(self, on_tool)
        """Gateway and task tool calls, recorded as spans of this trace."""
        self._root: Span | None = None
        if self.enabled:
            self._root = self._open(
                "agent", checked_root_name(root_name), source, None, None, None, None, None
            )

    def __repr__(self) -> str:
        # The level and the counts only: never a span's content or a redaction pattern.
        if not self.enabled:
            return f"TraceRecorder(level={self.level!r}, disabled)"
        return (
            f"TraceRecorder(level={self.level!r}, open_spans={len(self._spans)}, "
            f"steps={self.steps.ordinal})"
        )

    @property
    def dropped_steps(self) -> int:
        return self.steps.dropped_steps

    @property
    def sealed(self) -> bool:
        return self.steps.sealed

    def record_tool(
        self,
        name: str,
        arguments: Mapping[str, object] | None,
        result: object,
        is_error: bool,
        error_code: str | None,
    ) -> None:
        """What the task server records of a tool call: :meth:`CallRecorder.record_tool`."""
        self.calls.record_tool(name, arguments, result, is_error, error_code)

    def _expire_waiting(self) -> None:
        # The delivery loop's tick is the clock of what waits for its partner: a framework's
        # model span waiting for the gateway's record of its call.
        if self._tree is not None and not self._closed:
            self._tree.expire(self._clock())
        if self.calls.agent_reports:
            with self._lock:
                if not self._closed:
                    self.calls.expire(self._clock())

    # ------------------------------------------------------------------ what users call

    def span(
        self,
        name: str,
        kind: SpanKind = "agent",
        *,
        source: str = "sdk",
        attributes: Mapping[str, object] | None = None,
        input: object = None,
    ) -> SpanScope:
        """A span around a block: ``with trace.span("plan"):`` or ``async with ...``."""
        check_kind(kind)
        return SpanScope(self, name, kind, source, attributes, input)

    def start(
        self,
        kind: SpanKind = "agent",
        name: str | None = None,
        *,
        parent_id: str | None = None,
        source: str = "sdk",
        attributes: Mapping[str, object] | None = None,
        input: object = None,
        span_id: str | None = None,
        started: float | None = None,
    ) -> str:
        """Open a span and return its id (close it with :meth:`end`). Its parent is
        ``parent_id``, else the current span, else the attempt's root span."""
        check_kind(kind)
        if source not in SOURCES:
            raise invalid_input(f"trace span source {source!r} is not one of {', '.join(SOURCES)}.")
        attrs = checked_attributes(attributes, "attributes")
        with self._lock:
            if not self.enabled or self._closed:
                return span_id if span_id and SPAN_ID.fullmatch(span_id) else new_span_id()
            when = self._clock() if started is None else started
            parent = self._parent_for(kind, parent_id, when)
            span = self._open(kind, name or kind, source, parent, attrs, input, span_id, when)
            return span.span_id

    def end(
        self,
        span_id: str,
        *,
        status: SpanStatus = "ok",
        output: object = None,
        input: object = None,
        attributes: Mapping[str, object] | None = None,
        ended: float | None = None,
    ) -> None:
        """Close a span opened with :meth:`start`; an unknown or closed id is ignored."""
        if status not in ("ok", "error"):
            raise invalid_input(f"trace span status {status!r} must be 'ok' or 'error'.")
        attrs = checked_attributes(attributes, "attributes")
        with self._lock:
            span = self._spans.get(span_id)
            if span is None or not span.open:
                return
            self._close(span, status, output, input, attrs, ended)

    def checkpoint(self, label: str, **fields: object) -> None:
        """A named point in the attempt (``checkpoint_id=``, ``step=`` and other scalar fields
        are kept)."""
        self._point("checkpoint", checkpoint_body(self._clean, label, fields))

    def test_results(
        self,
        *,
        passed: int,
        failed: int,
        total: int,
        groups: Mapping[str, Mapping[str, int]] | None = None,
        per_test: Sequence[Mapping[str, object]] | None = None,
        commands: Sequence[Mapping[str, object]] = (),
    ) -> None:
        """Test counts for the attempt, optionally by group (``fail_to_pass``, ...), per test
        (``{"id", "outcome"}``) and per test command (``{"name", "success", ...}``)."""
        body, truncated = test_results_body(
            self._clean, passed, failed, total, groups=groups, per_test=per_test, commands=commands
        )
        if truncated:
            self.steps.truncated = True
        self._point("test_results", body)

    def command_result(
        self,
        name: str,
        *,
        success: bool,
        exit_code: int | None = None,
        timed_out: bool = False,
        duration_ms: int | None = None,
    ) -> None:
        """The outcome of a command the agent ran. ``name`` is a short label (at most 100
        characters), never the command line. Recorded only when ``command_output`` is
        included."""
        body = command_body(
            self._clean,
            {"name": name, "success": success, "exit_code": exit_code, "timed_out": timed_out},
            "command_result",
        )
        if duration_ms is not None:
            if not isinstance(duration_ms, int | float) or isinstance(duration_ms, bool):
                raise invalid_input("trace command_result duration_ms must be a number.")
            body["duration_ms"] = max(0, int(duration_ms))
        if "command_output" not in self.include:
            return
        self._point("command_result", body)

    def otel_processor(self) -> SpanProcessor:
        """The process-wide OpenTelemetry span processor, which maps the spans of the user's
        instrumentation into the trace of the attempt each span started in. Add it to your own
        ``TracerProvider`` (``add_span_processor``); it is the same object every time, and
        adding it to a provider again leaves one on that provider."""
        from evalrouter.agents._trace.otel.processor import otel_processor

        processor = otel_processor()
        processor.serve(self)  # type: ignore[attr-defined]
        return processor

    def langgraph_checkpointer[S](self, saver: S) -> S:
        """``saver`` (a LangGraph checkpoint saver) with its writes recorded as checkpoints;
        the same object, for ``graph.compile(checkpointer=...)``."""
        from evalrouter.agents._trace.langgraph import langgraph_checkpointer

        return langgraph_checkpointer(self, saver)

    # ------------------------------------------------------------------ for the runner

    def observe(self, call: GatewayCall) -> None:
        """One model call as the attempt's gateway relay saw it; safe from any thread.

        The call becomes one ``model`` span: merged into the framework's own model span for
        the same call when an OpenTelemetry instrumentation recorded one (filling its tokens
        and output from the reply when the framework's span lacks them), else placed under
        the span named by ``call.parent_span_id``, else under the innermost span that covers
        it in time. A call a framework span could still claim waits for it to end."""
        if not self.enabled:
            return
        with self._lock:
            if self._closed:
                return
            self._otel().observe(call)

    def close(self, *, failed: bool) -> None:
        """End the trace: open tool spans end ``error`` (``tool_unfinished``), open model turns
        end ``ok``, other open spans ``error`` (``span_unfinished``), and the root ``error`` if
        ``failed`` else ``ok``. Nothing is recorded after this."""
        with self._lock:
            if self._closed or not self.enabled:
                self._closed = True
                return
            if self._tree is not None:
                self._tree.flush()  # framework spans and gateway calls still waiting
            self.calls.expire(self._clock(), everything=True)  # tool calls no agent reported
            for span in sorted(self._spans.values(), key=lambda s: s.started, reverse=True):
                if not span.open or span is self._root:
                    continue
                if span.kind == "tool":
                    self._close(span, "error", None, None, {"error_code": "tool_unfinished"}, None)
                elif span.kind == "model":
                    self._close(span, "ok", None, None, {}, None)
                else:
                    self._close(span, "error", None, None, {"error_code": "span_unfinished"}, None)
            if self._root is not None and self._root.open:
                self._close(self._root, "error" if failed else "ok", None, None, {}, None)
            self._closed = True

    # ------------------------------------------------------------------ internals

    def _clean(self, text: str, limit: int = MAX_NAME_CHARS) -> str:
        """A name or label: secrets redacted, cut to ``limit``."""
        if not isinstance(text, str):
            raise invalid_input(f"trace expected a string label, not {type(text).__name__}.")
        return redact_text(text, self._patterns)[0][:limit]

    def _records(self, kind: str) -> bool:
        if kind == "agent":
            return True
        if self.level == "metadata":
            return False
        return ("model_turns" if kind == "model" else "tool_calls") in self.include

    def _captures(self, span: Span) -> bool:
        if not self.content or not span.recorded:
            return False
        if span.kind == "model":
            return "model_turns" in self.include
        if span.kind == "tool":
            execute = span.attributes.get("tool_kind") == "execute" or span.name == "execute"
            return ("command_output" if execute else "tool_calls") in self.include
        return "agent_messages" in self.include

    def _otel(self) -> OtelTree:
        if self._tree is None:
            from .otel.tree import OtelTree

            self._tree = OtelTree(self)
        return self._tree

    def _lookup(self, span_id: str | None) -> Span | None:
        """A span by id, open or recently closed."""
        if not span_id:
            return None
        return self._spans.get(span_id) or self._recent.get(span_id)

    def _parent_for(
        self, kind: str, parent_id: str | None, started: float, *, turn: bool = True
    ) -> Span | None:
        parent = self._lookup(parent_id)
        if parent is None:
            current = self._spans.get(self._current.get() or "")
            parent = current if current is not None and current.open else self._root
        return self._turn_of(kind, parent, started) if turn else parent

    @staticmethod
    def _turn_of(kind: str, parent: Span | None, started: float) -> Span | None:
        # A tool call belongs to the model turn that asked for it: the parent's latest model
        # turn that had ended when the tool call started.
        if kind == "tool" and parent is not None and parent.kind != "model":
            return parent.turn_before(started) or parent
        return parent

    def _note_turn(self, span: Span, ended: float) -> None:
        """A model turn ended (as its framework reported), though its span may still wait
        for the gateway's record of the call before it closes."""
        span.ended = max(ended, span.started)
        parent = span.logical_parent
        if parent is not None and span not in parent.turns:
            parent.turns.append(span)
            del parent.turns[:-MAX_TURNS]

    def _open(
        self,
        kind: str,
        name: str,
        source: str,
        parent: Span | None,
        attributes: dict[str, JsonValue] | None,
        input: object,
        span_id: str | None,
        started: float | None,
    ) -> Span:
        if span_id is None or not SPAN_ID.fullmatch(span_id) or span_id in self._spans:
            span_id = new_span_id()
        now = self._clock() if started is None else started
        target = parent.target() if parent is not None else None
        span = Span(
            span_id=span_id,
            kind=kind,
            name=self._clean(name),
            source=source,
            started=now,
            parent=target,
            logical_parent=parent,
            recorded=self._records(kind),
            attributes=dict(attributes or {}),
        )
        body: dict[str, JsonValue] = {
            "type": "span",
            "span_id": span_id,
            "kind": kind,
            "name": span.name,
            "source": source,
            "started_at": trace_timestamp(now),
            "status": "unset",
        }
        if target is not None:
            body["parent_span_id"] = target.span_id
        if span.recorded:
            if input is not None and self._captures(span):
                body["input"] = self._content(span, input)
            self._add_attributes(span, body)
            span.step = self.steps.emit(body)
            span.recorded = span.step is not None
        self._spans[span_id] = span
        if not span.recorded:
            self._remember_excluded(span)
        return span

    def _close(
        self,
        span: Span,
        status: str,
        output: object,
        input: object,
        attributes: dict[str, JsonValue],
        ended: float | None,
    ) -> None:
        span.open = False
        now = max(self._clock() if ended is None else ended, span.started)
        span.attributes.update(attributes)
        if not span.recorded:
            # An excluded span's counters go to its nearest recorded ancestor.
            if span.parent is not None:
                for key in ROLLED_UP:
                    value = span.attributes.get(key)
                    if isinstance(value, int):
                        current = span.parent.attributes.get(key)
                        base = current if isinstance(current, int) else 0
                        span.parent.attributes[key] = base + value
        else:
            step = span.step
            mergeable = step is not None and not step.handed
            body: dict[str, JsonValue] = (
                step.body
                if mergeable and step is not None
                else {
                    "type": "span",
                    "span_id": span.span_id,
                    "kind": span.kind,
                    "name": span.name,
                    "source": span.source,
                    "started_at": trace_timestamp(span.started),
                }
            )
            if span.parent is not None:
                body["parent_span_id"] = span.parent.span_id
            captures = self._captures(span)
            if input is not None and captures and "input" not in body:
                body["input"] = self._content(span, input)
            if output is not None and captures:
                body["output"] = self._content(span, output)
            body["status"] = status
            body["ended_at"] = trace_timestamp(now)
            self._add_attributes(span, body)
            if not mergeable:
                self.steps.emit(body)
        if span.kind == "model":
            self._note_turn(span, span.ended if span.ended is not None else now)
        span.ended = now
        if span is not self._root:
            self._spans.pop(span.span_id, None)
            self._recent[span.span_id] = span
            while len(self._recent) > MAX_EXCLUDED_SPANS:
                self._recent.popitem(last=False)

    def _content(self, span: Span, value: object) -> JsonValue:
        safe, redactions, truncated = redact_content(
            value, self._patterns, max_bytes=self.max_content_bytes
        )
        span.redactions += redactions
        span.truncated = span.truncated or truncated
        return safe

    def _add_attributes(self, span: Span, body: dict[str, JsonValue]) -> None:
        attrs = dict(span.attributes)
        if span.redactions:
            attrs["content_redactions"] = span.redactions
        if span.truncated:
            attrs["content_truncated"] = True
        if attrs:
            body["attributes"] = attrs

    def _remember_excluded(self, span: Span) -> None:
        self._excluded.append(span.span_id)
        while len(self._excluded) > MAX_EXCLUDED_SPANS:
            old = self._excluded.popleft()
            stale = self._spans.get(old)
            if stale is not None and not stale.recorded:
                del self._spans[old]

    def _point(self, kind: str, fields: dict[str, JsonValue]) -> None:
        with self._lock:
            if not self.enabled or self._closed:
                return
            now = self._clock()
            body: dict[str, JsonValue] = {"type": kind, "time": trace_timestamp(now), **fields}
            current = self._spans.get(self._current.get() or "")
            anchor = current.target() if current is not None else self._root
            if anchor is not None:
                body["span_id"] = anchor.span_id
            self.steps.emit(body)
