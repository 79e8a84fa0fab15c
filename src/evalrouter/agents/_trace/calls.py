"""Gateway calls and task tool calls as spans of a trace: a chat call as a ``model`` span, a
task tool call as a ``tool`` span under the model turn that asked for it (``submit`` and
``done`` under the agent's span), joined to the span an agent reported for the same call
when there is one. A part of :class:`~._trace.TraceRecorder`."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..._hashing import canonical_hash
from .points import model_call
from .spans import Span, checked_attributes

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

    from .policy import SpanKind, SpanStatus

__all__ = ["ToolCalls"]

_TASK_ENDINGS = frozenset({"submit", "done"})


class ToolCalls:
    """Recording of calls (the recorder's spans, through its own methods)."""

    if TYPE_CHECKING:
        enabled: bool
        _lock: threading.RLock
        _closed: bool
        _spans: dict[str, Span]

        _clock: Callable[[], float]

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
        ) -> str: ...

        def end(
            self,
            span_id: str,
            *,
            status: SpanStatus = "ok",
            output: object = None,
            input: object = None,
            attributes: Mapping[str, object] | None = None,
            ended: float | None = None,
        ) -> None: ...

        def _parent_for(
            self, kind: str, parent_id: str | None, started: float, *, turn: bool = True
        ) -> Span | None: ...

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
        ) -> Span: ...

    def record_model(
        self,
        request_body: Mapping[str, object],
        response: Mapping[str, object] | None,
        error_code: str | None,
        *,
        started: float | None = None,
    ) -> None:
        """One gateway chat call as a ``model`` span (``started`` is the clock before it)."""
        if not self.enabled:
            return
        attrs, output = model_call(request_body, response, error_code)
        span_id = self.start("model", "model", input=request_body.get("messages"), started=started)
        self.end(
            span_id,
            status="error" if error_code else "ok",
            output=output,
            attributes=attrs,
        )

    def stands_for(self, span_id: str, tool: str | None) -> None:
        """Say that the open span ``span_id`` (an agent's report of a tool call) is the call
        of task tool ``tool``: :meth:`record_tool` then joins its record to that span rather
        than recording the call a second time."""
        with self._lock:
            span = self._spans.get(span_id)
            if span is not None and span.open:
                span.stands_for = tool

    def _joined(self, name: str) -> Span | None:
        """The latest open span an agent reported for a call of task tool ``name``."""
        found: Span | None = None
        for span in self._spans.values():
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
        """One task tool call as a ``tool`` span, parented to the model turn that asked for
        it (``error_code`` is set on a refusal)."""
        if not self.enabled:
            return
        attrs: dict[str, object] = {
            "tool_name": name,
            "arguments_sha256": canonical_hash(dict(arguments or {})),
        }
        if name == "execute":
            attrs["tool_kind"] = "execute"
        if error_code:
            attrs["error_code"] = error_code
        with self._lock:
            joined = self._joined(name)
            if joined is not None:  # the agent reported this call: one span, its own
                joined.stands_for = None
                joined.attributes.update(checked_attributes(attrs, "attributes"))
                return
        if name not in _TASK_ENDINGS:
            span_id = self.start("tool", name, input=arguments, attributes=attrs, started=started)
        else:
            # The agent answers and ends the task itself, not as a model turn's tool call:
            # these nest under the agent span they were called in, never under a model span.
            with self._lock:
                if self._closed:
                    return
                when = self._clock() if started is None else started
                parent = self._parent_for("tool", None, when, turn=False)
                while parent is not None and parent.kind == "model":
                    parent = parent.logical_parent
                checked = checked_attributes(attrs, "attributes")
                span_id = self._open(
                    "tool", name, "sdk", parent, checked, arguments, None, when
                ).span_id
        self.end(span_id, status="error" if is_error or error_code else "ok", output=result)
