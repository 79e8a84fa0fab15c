"""Gateway calls and task tool calls as spans of a trace: a chat call as a ``model`` span, a
task tool call as a ``tool`` span under the model turn that asked for it (``submit`` and
``done`` under the agent's span), joined to the span an agent reported for the same call
when there is one. Owned by the :class:`~.recorder.TraceRecorder`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..._hashing import canonical_hash
from .points import model_call
from .spans import Span, checked_attributes

if TYPE_CHECKING:
    from .recorder import TraceRecorder

__all__ = ["CallRecorder"]

_TASK_ENDINGS = frozenset({"submit", "done"})


class CallRecorder:
    """Records the calls of an attempt as spans of its trace; owned by the recorder, whose
    spans, lock and clock it uses."""

    def __init__(
        self, recorder: TraceRecorder, on_tool: Callable[[str, bool], None] | None = None
    ) -> None:
        self._recorder = recorder
        self._on_tool = on_tool
        """Told of every task tool call (its name, and whether it failed), traced or not."""

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
            if span is not None and span.open:
                span.stands_for = tool

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
        """One task tool call as a ``tool`` span, parented to the model turn that asked for
        it (``error_code`` is set on a refusal)."""
        if self._on_tool is not None:
            self._on_tool(name, is_error)
        if not self._recorder.enabled:
            return
        attrs: dict[str, object] = {
            "tool_name": name,
            "arguments_sha256": canonical_hash(dict(arguments or {})),
        }
        if name == "execute":
            attrs["tool_kind"] = "execute"
        if error_code:
            attrs["error_code"] = error_code
        with self._recorder._lock:
            joined = self._joined(name)
            if joined is not None:  # the agent reported this call: one span, its own
                joined.stands_for = None
                joined.attributes.update(checked_attributes(attrs, "attributes"))
                return
        if name not in _TASK_ENDINGS:
            span_id = self._recorder.start(
                "tool", name, input=arguments, attributes=attrs, started=started
            )
        else:
            # The agent answers and ends the task itself, not as a model turn's tool call:
            # these nest under the agent span they were called in, never under a model span.
            with self._recorder._lock:
                if self._recorder._closed:
                    return
                when = self._recorder._clock() if started is None else started
                parent = self._recorder._parent_for("tool", None, when, turn=False)
                while parent is not None and parent.kind == "model":
                    parent = parent.logical_parent
                checked = checked_attributes(attrs, "attributes")
                span_id = self._recorder._open(
                    "tool", name, "sdk", parent, checked, arguments, None, when
                ).span_id
        self._recorder.end(
            span_id, status="error" if is_error or error_code else "ok", output=result
        )
