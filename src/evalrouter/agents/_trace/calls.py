"""Gateway calls and task tool calls as spans of a trace: a chat call as a ``model`` span, a
task tool call as a ``tool`` span under the model turn that asked for it (``submit`` and
``done`` under the agent's span), joined to the span an agent reported for the same call
when there is one. Owned by the :class:`~.recorder.TraceRecorder`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..._hashing import canonical_hash
from .points import model_call
from .spans import Span, checked_attributes

if TYPE_CHECKING:
    from .recorder import TraceRecorder

__all__ = ["CallRecorder", "ToolRecord"]

_TASK_ENDINGS = frozenset({"submit", "done"})
AGENT_REPORT_SECONDS = 2.0
"""How long a task tool call waits for the ACP agent's report of it (some agents report a call
only once its answer is back): then it is a span of its own."""


@dataclass(frozen=True, slots=True)
class ToolRecord:
    """The SDK's record of one ``context.tools.call``: what the task server answered, when
    (``at``, the trace clock as it answered) and in which OpenTelemetry span the caller was
    (``context``: its span id, None when no OpenTelemetry span was current)."""

    name: str
    arguments: Mapping[str, object] | None
    result: object
    is_error: bool
    error_code: str | None
    at: float
    context: int | None = None

    def attributes(self) -> dict[str, object]:
        attrs: dict[str, object] = {
            "tool_name": self.name,
            "arguments_sha256": canonical_hash(dict(self.arguments or {})),
        }
        if self.name == "execute":
            attrs["tool_kind"] = "execute"
        if self.error_code:
            attrs["error_code"] = self.error_code
        return attrs

    @property
    def failed(self) -> bool:
        return self.is_error or bool(self.error_code)


class CallRecorder:
    """Records the calls of an attempt as spans of its trace; owned by the recorder, whose
    spans, lock and clock it uses."""

    def __init__(
        self, recorder: TraceRecorder, on_tool: Callable[[str, bool], None] | None = None
    ) -> None:
        self._recorder = recorder
        self._on_tool = on_tool
        """Told of every task tool call (its name, and whether it failed), traced or not."""
        self.agent_reports = False
        """Set for an ACP agent, which reports its tool calls: a call it has not reported yet
        waits for its report (:data:`AGENT_REPORT_SECONDS`) rather than being a span at once."""
        self._unreported: list[ToolRecord] = []
        self._joined_spans: set[str] = set()

    def record_model(
        self,
        request_body: Mapping[str, object],
        response: Mapping[str, object] | None,
        error_code: str | None,
        *,
        started: float | None = None,
    ) -> None:
        """One gateway chat call as a ``model`` span (``started`` is the clock before it)."""
        if not self._recorder.enabled:
            return
        attrs, output = model_call(request_body, response, error_code)
        span_id = self._recorder.start(
            "model", "model", input=request_body.get("messages"), started=started
        )
        self._recorder.end(
            span_id,
            status="error" if error_code else "ok",
            output=output,
            attributes=attrs,
        )

    def stands_for(self, span_id: str, tool: str | None) -> None:
        """Say that the open span ``span_id`` (an agent's report of a tool call) is the call
        of task tool ``tool``: :meth:`record_tool` then joins its record to that span rather
        than recording the call a second time."""
        with self._recorder._lock:
            span = self._recorder._spans.get(span_id)
            if span is None or not span.open or span_id in self._joined_spans:
                return
            record = next((r for r in self._unreported if r.name == tool), None)
            if record is None:
                span.stands_for = tool
                return
            self._unreported.remove(record)  # answered before the agent reported it
            self._join(span, record)

    def _join(self, span: Span, record: ToolRecord) -> None:
        """``record`` joined to the span an agent reported for the same call: one span, the
        agent's, never joined again. Under the recorder's lock."""
        span.stands_for = None
        self._joined_spans.add(span.span_id)
        span.attributes.update(checked_attributes(record.attributes(), "attributes"))

    def expire(self, now: float, *, everything: bool = False) -> None:
        """Task tool calls no agent report claimed in time (all with ``everything``) as spans
        of their own. Under the recorder's lock."""
        for record in list(self._unreported):
            if everything or now - record.at >= AGENT_REPORT_SECONDS:
                self._unreported.remove(record)
                self.place_tool(
                    record, self._recorder._parent_for("tool", None, record.at, turn=False)
                )

    def _joined(self, name: str) -> Span | None:
        """The latest open span an agent reported for a call of task tool ``name``."""
        found: Span | None = None
        for span in self._recorder._spans.values():
            if (
                span.open
                and span.stands_for == name
                and (found is None or span.started >= found.started)
            ):
                found = span
        return found

    def record_tool(
        self,
        name: str,
        arguments: Mapping[str, object] | None,
        result: object,
        is_error: bool,
        error_code: str | None,
        *,
        started: float | None = None,
    ) -> None:
        """One task tool call as a ``tool`` span: joined to the span an agent or a framework
        reported for the same call (one span, in the framework's place), else parented to the
        model turn that asked for it (``error_code`` is set on a refusal)."""
        if self._on_tool is not None:
            self._on_tool(name, is_error)
        if not self._recorder.enabled:
            return
        from .otel.processor import current_span_id

        with self._recorder._lock:
            if self._recorder._closed:
                return
            when = self._recorder._clock() if started is None else started
            record = ToolRecord(
                name, arguments, result, is_error, error_code, when, current_span_id()
            )
            joined = self._joined(name)
            if joined is not None:  # the agent reported this call: one span, its own
                self._join(joined, record)
                return
            if self.agent_reports:  # its report may come once the agent has the answer
                self._unreported.append(record)
                return
            tree = self._recorder._tree
            if tree is not None and tree.tool(record):
                return  # a framework's span for this call takes it
            self.place_tool(record, self._recorder._parent_for("tool", None, when, turn=False))

    def place_tool(self, record: ToolRecord, parent: Span | None) -> None:
        """``record`` as a tool span of its own under ``parent``'s model turn that asked for it
        (``submit`` and ``done`` under the agent span itself). Under the recorder's lock."""
        recorder = self._recorder
        parent = parent or recorder._root
        if record.name in _TASK_ENDINGS:
            # The agent answers and ends the task itself, not as a model turn's tool call:
            # these nest under the agent span they were called in, never under a model span.
            while parent is not None and parent.kind == "model":
                parent = parent.logical_parent
        else:
            parent = recorder._turn_of("tool", parent, record.at)
        checked = checked_attributes(record.attributes(), "attributes")
        span = recorder._open(
            "tool", record.name, "sdk", parent, checked, record.arguments, None, record.at
        )
        status = "error" if record.failed else "ok"
        recorder._close(span, status, record.result, None, {}, record.at)
