"""Where a framework's OpenTelemetry spans and the gateway relay's record of each model call go
in one attempt's trace, so the tree matches what happened and each call is recorded once.

Instrumentations often say what a span is only when it ends (OpenInference sets
``openinference.span.kind`` then), so a span's place is decided by its nearest *mapped*
ancestor as known when it can be placed: a span whose parent is still open and unclassified
waits for that parent to end. A framework's model span and the relay's record of the same HTTP
call are matched by time (the span covers the call) and become one model span, keeping the
framework span's place and taking tokens and output from the reply when the span lacks them.
Two instrumentations may each report the same call (OpenInference's framework span around
OpenLLMetry's HTTP-client span): a model span that ends inside another span that may still
turn out to be a model span waits for it, and a model span inside a model span is the same
call, recorded once as the outer one.
Nothing waits past the trace's close, and a model span waits for its call at most
:data:`HOLD_SECONDS`.

Every method runs under the recorder's lock (the processor's and the relay's threads meet
here). No OpenTelemetry import: the processor hands over plain records.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .points import model_call, model_input
from .policy import MAX_EXCLUDED_SPANS
from .spans import checked_attributes

if TYPE_CHECKING:
    from .calls import ToolRecord
    from .model_calls import GatewayCall
    from .recorder import TraceRecorder
    from .spans import Span

__all__ = ["HOLD_SECONDS", "OtelTree", "SpanEnd", "SpanStart"]

HOLD_SECONDS = 2.0
"""How long a framework's ended model span waits for the relay's record of its call."""
_START_SLACK = 0.05  # the span starts before the request: allow for the two clocks' reading
_END_SLACK = 0.25  # the client may end its span a moment before the relay notes the end
_MAX_WAITING_CALLS = 256
_MAX_NODES = MAX_EXCLUDED_SPANS


@dataclass(frozen=True, slots=True)
class SpanStart:
    """What the processor read from a span when it started."""

    otel_id: int
    parent: int | None
    started: float
    kind: str | None
    name: str
    source: str
    attributes: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class SpanEnd:
    """What the processor read from a span when it ended (``kind`` None: unmapped)."""

    otel_id: int
    ended: float
    kind: str | None
    name: str
    source: str
    attributes: Mapping[str, object]
    status: str
    input: object = None
    output: object = None


@dataclass(eq=False)
class _Node:
    otel_id: int
    parent: int | None
    fallback: str | None  # the recorder's current span when it started
    started: float
    name: str
    source: str
    attributes: dict[str, object]
    kind: str | None = None
    ended: float | None = None
    end: SpanEnd | None = None
    skipped: bool = False  # ended unmapped: its children attach to its nearest mapped ancestor
    span: Span | None = None  # its span in the trace, once placed
    closed: bool = False
    call: GatewayCall | None = None  # the relay's record of the same call
    hold_until: float | None = None
    waiting: bool = False  # an ended model span inside a span that may be the same call
    decide_by: float | None = None  # an ended model span with no call yet: a turn if one comes
    record: ToolRecord | None = None  # the SDK's record of the task tool call it made
    orphans: list[ToolRecord] = field(default_factory=list)  # records to place under it
    children: list[_Node] = field(default_factory=list)

    def model(self) -> object:
        return self.attributes.get("model")

    def undecided(self) -> bool:
        """A framework's model span not known yet to be a model turn: no gateway call inside
        it and no tokens of its own (a call outside the gateway), and not placed."""
        return (
            self.kind == "model"
            and self.otel_id >= 0
            and self.span is None
            and not self.skipped
            and self.call is None
            and self.attributes.get("input_tokens") is None
            and self.attributes.get("output_tokens") is None
        )

    def resolved(self) -> bool:
        return self.skipped or self.closed


class OtelTree:
    """One attempt's framework spans and gateway calls, on their way into its trace."""

    def __init__(self, recorder: TraceRecorder) -> None:
        self._recorder = recorder
        self._nodes: OrderedDict[int, _Node] = OrderedDict()
        self._calls: list[GatewayCall] = []  # calls a still-open span may claim
        self._synthetic = itertools.count(-1, -1)

    # ------------------------------------------------------------------ spans

    def start(self, start: SpanStart) -> None:
        if start.otel_id in self._nodes:
            return
        node = _Node(
            otel_id=start.otel_id,
            parent=start.parent,
            fallback=self._recorder._current.get(),
            started=start.started,
            name=start.name,
            source=start.source,
            attributes=dict(start.attributes),
            kind=start.kind,
        )
        self._add(node)
        if node.kind is not None and node.kind != "model":
            self._place(node)  # a model span is placed when it ends: it may be a second record

    def end(self, end: SpanEnd, start: SpanStart) -> None:
        node = self._nodes.get(end.otel_id)
        if node is None:  # forgotten (bounds) or never seen start: placed from what it says
            self.start(start)
            node = self._nodes[end.otel_id]
        node.ended = max(end.ended, node.started)
        node.end = end
        node.name, node.source = end.name, end.source
        node.attributes.update(end.attributes)
        if end.kind is not None and node.span is None:
            node.kind = end.kind
        if node.kind != "tool" and node.record is not None:
            self._reoffer(node)  # not a tool call after all: the record looks further up
        if node.kind is None:
            node.skipped = True
            self._release(node)
        else:
            if node.kind == "model":
                self._absorb(node)
                if node.call is None:
                    node.call = self._take_call(node)
                node.waiting = self._enclosed(node)
                if node.undecided():
                    node.decide_by = self._recorder._clock() + HOLD_SECONDS
            if node.span is None:
                self._place(node)
            else:
                self._finish(node)
        self._release_waiting()
        self._settle_calls()

    # ------------------------------------------------------------------ gateway calls

    def observe(self, call: GatewayCall) -> None:
        node = self._claimant_now(call)
        if node is None and not (self._could_claim(call) and len(self._calls) < _MAX_WAITING_CALLS):
            ended = [n for n in self._claimants(call) if n.ended is not None]
            node = self._best_node(ended, call) if ended else None  # no waiting then
            if node is None:
                self._record(call)
                return
        if node is None:
            self._calls.append(call)
            return
        node.call = call
        if node.span is not None:
            self._finish(node)
        else:
            self._place(node)
            self._place_siblings(node)

    def _claimant_now(self, call: GatewayCall) -> _Node | None:
        """The ended model span that is ``call``'s record now: one covering it, else one that
        handed a stream over before the call, unless a span opened after it may be the call's
        (llama-index ends ``astream_chat`` only once the stream is read)."""
        claimants = self._claimants(call)
        ended = [n for n in claimants if n.ended is not None]
        covering = [n for n in ended if self._covers(n, call)]
        if covering or not ended:
            return self._best_node(covering, call) if covering else None
        best = self._best_node(ended, call)
        if any(n.ended is None and n.started > best.started for n in claimants):
            return None
        return best

    # ------------------------------------------------------------------ task tool calls

    def tool(self, record: ToolRecord) -> bool:
        """The SDK's record of a ``context.tools.call``: True when a framework's span for the
        same call takes it (one span, in the framework's place), now or when it ends."""
        node = self._tool_node(record)
        if node is None:
            context = self._nodes.get(record.context) if record.context is not None else None
            if context is None:
                return False
            self._adopt(context, record)  # a tool span of its own where it was called
            return True
        node.record = record
        if node.kind == "tool" and node.ended is not None:
            self._finish(node)  # it ended first, and waited for this record
        return True

    def _tool_node(self, record: ToolRecord) -> _Node | None:
        """The framework span ``record``'s call ran in: the innermost tool span around the
        caller's OpenTelemetry context, else a tool span of the same name whose time covers
        the record (the newest; first one whose arguments match)."""
        context = self._nodes.get(record.context) if record.context is not None else None
        above = self._tool_above(context)
        if above is not None:
            return above
        # No tool span in the caller's context (the Agents SDK's spans are never made
        # current, say): the span of that name whose time covers the record.
        found = [
            node
            for node in self._nodes.values()
            if node.kind in ("tool", None)
            and (node.kind == "tool" or node.ended is None)
            and self._free(node)
            and node.attributes.get("tool_name", node.name) == record.name
            and node.started <= record.at + _START_SLACK
            and (node.ended is None or node.ended >= record.at - _END_SLACK)
        ]
        arguments = record.attributes()["arguments_sha256"]
        return max(
            found,
            key=lambda n: (n.attributes.get("arguments_sha256") == arguments, n.started),
            default=None,
        )

    @staticmethod
    def _free(node: _Node) -> bool:
        return node.otel_id >= 0 and not node.skipped and not node.closed and node.record is None

    def _tool_above(self, node: _Node | None) -> _Node | None:
        """``node`` or its nearest ancestor that is, or may yet turn out to be (open and not
        classified yet), a tool span; None past one known to be something else."""
        while node is not None:
            if node.kind == "tool" and self._free(node):
                return node
            if node.kind is None and node.ended is None and self._free(node):
                return node  # decided when it ends (OpenInference classifies spans then)
            if node.kind is not None and node.kind != "tool":
                return None
            node = self._nodes.get(node.parent) if node.parent is not None else None
        return None

    def _reoffer(self, node: _Node) -> None:
        """``node`` held a record but is no tool span: an ancestor known to be one takes it,
        else it is a tool span of its own under ``node`` (or where ``node``'s children go)."""
        record, node.record = node.record, None
        if record is None:
            return
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        while parent is not None and parent.kind in (None, "tool"):
            if parent.kind == "tool" and self._free(parent):
                parent.record = record
                if parent.ended is not None:
                    self._finish(parent)
                return
            parent = self._nodes.get(parent.parent) if parent.parent is not None else None
        self._adopt(node, record)

    def _adopt(self, node: _Node | None, record: ToolRecord, fallback: str | None = None) -> None:
        """``record`` as a tool span of its own under ``node``'s span, once it has one (a
        model span's records go to its parent, a skipped span's to its ancestors)."""
        while node is not None and (node.skipped or node.kind == "model"):
            fallback = node.fallback
            node = self._nodes.get(node.parent) if node.parent is not None else None
        if node is None:
            self._recorder.calls.place_tool(record, self._recorder._lookup(fallback))
        elif node.span is not None:
            self._recorder.calls.place_tool(record, node.span)
        else:
            node.orphans.append(record)

    def _fallback(self, node: _Node) -> Span | None:
        return self._recorder._lookup(node.fallback)

    # ------------------------------------------------------------------ the clock and the end

    def expire(self, now: float) -> None:
        """Close the model spans that waited long enough for their call, and the tool spans
        that waited for the SDK's record of theirs; a model span that made no call by then
        is not a model turn (a framework's preparation or parsing step): an agent span."""
        for node in list(self._nodes.values()):
            if node.decide_by is not None and node.decide_by <= now:
                node.decide_by = None
                if node.undecided():
                    node.kind = "agent"
                    self._place(node)
                    self._place_siblings(node)
            if node.hold_until is not None and node.hold_until <= now:
                node.hold_until = float("-inf")
                self._finish(node)

    def flush(self) -> None:
        """The trace closes: place and close everything that waits (spans still open stay
        open for the recorder to close as unfinished)."""
        for node in list(self._nodes.values()):
            node.waiting = False
            if node.ended is None and node.kind is None:
                node.skipped = True
        for node in list(self._nodes.values()):
            if node.skipped:
                self._release(node)
        calls, self._calls = self._calls, []
        for call in calls:
            ended = [n for n in self._claimants(call) if n.ended is not None]
            if ended:
                self._best_node(ended, call).call = call
            else:
                self._record(call)
        for node in list(self._nodes.values()):
            if node.undecided():
                node.decide_by = float("-inf")
            if node.kind is not None and not node.skipped and node.span is None:
                self._place(node)
        self.expire(float("inf"))
        for node in list(self._nodes.values()):
            if node.record is not None and (node.kind != "tool" or node.span is None):
                node.orphans.append(node.record)
                node.record = None
            for record in node.orphans:  # never placed: where the trace was when it started
                self._recorder.calls.place_tool(record, node.span or self._fallback(node))
            node.orphans.clear()

    # ------------------------------------------------------------------ placing

    def _add(self, node: _Node) -> None:
        self._nodes[node.otel_id] = node
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        if parent is not None:
            parent.children.append(node)
        while len(self._nodes) > _MAX_NODES:
            oldest = next(iter(self._nodes.values()))
            del self._nodes[oldest.otel_id]
            if not oldest.resolved():
                # Forgotten before it could be placed: its children find another ancestor.
                oldest.skipped = True
                self._release(oldest)

    def _anchor(self, node: _Node) -> tuple[bool, Span | None]:
        """Whether ``node`` can be placed now, and under which span (None: the fallback)."""
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        while parent is not None and parent.skipped:
            parent = self._nodes.get(parent.parent) if parent.parent is not None else None
        if parent is None:
            return True, self._recorder._lookup(node.fallback)
        if parent.span is not None:
            return True, parent.span
        return False, None

    def _place(self, node: _Node) -> None:
        """Open ``node``'s span if its nearest mapped ancestor is placed; then its children."""
        if node.span is not None or node.kind is None or node.skipped:
            return
        if node.kind == "model" and node.otel_id >= 0 and (node.ended is None or node.waiting):
            return  # placed once it has ended and is known to be no second record of a call
        if node.undecided() or (node.kind == "tool" and self._turn_unplaced(node)):
            return  # placed once it is known whether its sibling made a call
        ready, parent = self._anchor(node)
        if not ready:
            return
        recorder = self._recorder
        parent = recorder._turn_of(node.kind, parent or recorder._root, node.started)
        attrs = checked_attributes(self._span_attributes(node), "attributes")
        call = node.call if node.otel_id < 0 else None
        node.span = recorder._open(
            node.kind,
            node.name,
            node.source,
            parent,
            attrs,
            None if call is None else model_input(call.request, call.format),
            None if node.otel_id < 0 else f"{node.otel_id:016x}",
            node.started,
        )
        for record in node.orphans:
            recorder.calls.place_tool(record, node.span)
        node.orphans.clear()
        if node.ended is not None:
            self._finish(node)
        for child in list(node.children):
            self._place_below(child)

    def _turn_unplaced(self, node: _Node) -> bool:
        """Whether a sibling model span that ended before ``node`` started is not placed yet
        (undecided, or waiting): the tool call belongs under that turn if it is one."""
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        return parent is not None and any(
            other.kind == "model"
            and other.span is None
            and not other.skipped
            and other.ended is not None
            and other.ended <= node.started
            for other in parent.children
        )

    def _place_siblings(self, node: _Node) -> None:
        """``node`` is decided: the tool spans beside it that waited for it are placed."""
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        for other in list(parent.children if parent is not None else ()):
            if other.kind == "tool" and other.span is None:
                self._place(other)

    def _place_below(self, node: _Node) -> None:
        if node.skipped:
            for child in list(node.children):
                self._place_below(child)
        else:
            self._place(node)

    def _release(self, node: _Node) -> None:
        """``node`` is not mapped: its waiting children and records look further up."""
        orphans, node.orphans = node.orphans, []
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        for record in orphans:
            self._adopt(parent, record, node.fallback)
        for child in list(node.children):
            self._place_below(child)

    def _span_attributes(self, node: _Node) -> dict[str, object]:
        keys: tuple[str, ...] = ("model", "input_tokens", "output_tokens")
        if node.kind == "tool":
            keys += ("tool_call_id", "tool_name", "arguments_sha256")
        return {k: v for k, v in node.attributes.items() if k in keys and v is not None}

    def _finish(self, node: _Node) -> None:
        """Close a placed, ended span; a model span first waits a while for its call."""
        span, end = node.span, node.end
        if span is None or node.closed or node.ended is None:
            return
        if node.kind == "model" and node.hold_until is None:
            self._recorder._note_turn(span, node.ended)
        if node.kind == "model" and node.call is None:
            if node.hold_until is None:
                node.hold_until = self._recorder._clock() + HOLD_SECONDS
            if node.hold_until != float("-inf"):
                return
        if node.kind == "tool" and node.record is None and node.otel_id >= 0:
            # A task tool call made in it may be recorded a moment after the span ends.
            if node.hold_until is None:
                node.hold_until = node.ended + _END_SLACK
                span.ended = node.ended
            if node.hold_until != float("-inf"):
                return
        node.closed = True
        node.hold_until = None
        attrs = self._span_attributes(node)
        status = end.status if end is not None else "ok"
        content_input = end.input if end is not None else None
        content_output = end.output if end is not None else None
        record = node.record if node.kind == "tool" else None
        if record is not None:
            # One span for the call: the framework's place, the task server's answer.
            for key, value in record.attributes().items():
                if key == "tool_name":
                    attrs.setdefault(key, value)
                else:
                    attrs[key] = value
            if record.failed:
                status = "error"
            content_output = record.result
            if content_input is None:
                content_input = record.arguments
        call = node.call
        if call is not None:
            # The framework's own numbers first; the reply fills what it left out.
            from_reply, reply_output = model_call(
                call.request, call.reply, call.error_code, call.format
            )
            for key, value in from_reply.items():
                attrs.setdefault(key, value)
            if call.error_code:
                status = "error"
            if node.otel_id >= 0:
                content_input = model_input(call.request, call.format)
            content_output = reply_output
        self._recorder._close(
            span,
            status,
            content_output,
            content_input,
            checked_attributes(attrs, "attributes"),
            node.ended,
        )

    # ------------------------------------------------------------------ one call, two records

    @staticmethod
    def _encloses(outer: _Node, inner: _Node) -> bool:
        """Both are framework spans, timed by one clock: no slack (calls a few ms apart are
        not one)."""
        if outer is inner or outer.skipped or outer.otel_id < 0 or inner.ended is None:
            return False
        if outer.started > inner.started:
            return False
        return outer.ended is None or outer.ended >= inner.ended

    def _enclosed(self, node: _Node) -> bool:
        """Whether an open span that may yet be a model span encloses the ended ``node``."""
        return any(
            other.ended is None and other.kind in (None, "model") and self._encloses(other, node)
            for other in self._nodes.values()
        )

    def _absorb(self, node: _Node) -> None:
        """The waiting model spans inside the ended model span ``node`` are the same call:
        ``node`` keeps its place and takes their record of the call."""
        for inner in list(self._nodes.values()):
            if not inner.waiting or inner.skipped or not self._encloses(node, inner):
                continue
            if node.call is not None and inner.call is not None:
                continue  # two calls: not one call recorded twice
            node.call = node.call or inner.call
            inner.call, inner.waiting, inner.skipped = None, False, True
            self._release(inner)
            self._place_siblings(inner)

    def _release_waiting(self) -> None:
        """Place the waiting model spans no open span may still be a record of."""
        for node in list(self._nodes.values()):
            if node.waiting and not self._enclosed(node):
                node.waiting = False
                self._place(node)
                self._place_siblings(node)

    # ------------------------------------------------------------------ matching calls

    def _covers(self, node: _Node, call: GatewayCall) -> bool:
        if node.started > call.started + _START_SLACK:
            return False
        # A span that ended before the call began is not it, however short the call.
        return node.ended is None or node.ended >= max(call.ended - _END_SLACK, call.started)

    def _claimants(self, call: GatewayCall) -> list[_Node]:
        """Framework model spans (ended or open) that may be this call, and open spans whose
        kind is not known yet (they may turn out to be model spans)."""
        found = []
        for node in self._nodes.values():
            if node.skipped or node.closed or node.call is not None or node.otel_id < 0:
                continue
            maybe_model = node.kind == "model" or (node.kind is None and node.ended is None)
            if maybe_model and (self._covers(node, call) or self._streams(node, call)):
                found.append(node)
        return found

    def _streams(self, node: _Node, call: GatewayCall) -> bool:
        """A framework's span for a streamed call may end as it hands the stream over, before
        the request is even sent (llama-index's ``astream_chat``): an ended model span with no
        call yet is the streamed call's if its parent span, still open then, covers it."""
        if not call.streamed or node.kind != "model" or node.ended is None:
            return False
        if node.ended > call.started + _START_SLACK:
            return False
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        return parent is not None and self._covers(parent, call)

    def _could_claim(self, call: GatewayCall) -> bool:
        return any(node.ended is None for node in self._claimants(call))

    @staticmethod
    def _best_node(nodes: list[_Node], call: GatewayCall) -> _Node:
        model = call.request.get("model")
        return max(nodes, key=lambda n: (n.model() == model, n.started))

    def _take_call(self, node: _Node) -> GatewayCall | None:
        """The waiting call this ended framework model span covers, if any."""
        mine = [call for call in self._calls if self._covers(node, call)]
        if not mine:
            return None
        model = node.model()
        best = max(
            mine,
            key=lambda c: (c.request.get("model") == model, c.reply is not None, c.started),
        )
        self._calls.remove(best)
        return best

    def _settle_calls(self) -> None:
        """Record the waiting calls no open span could still claim, or that an ended span
        now claims."""
        for call in list(self._calls):
            if self._could_claim(call) and self._claimant_now(call) is None:
                continue
            self._calls.remove(call)
            self.observe(call)

    def _record(self, call: GatewayCall) -> None:
        """A call no framework span is for: a model span of its own, under the span the
        caller named, else the innermost framework span covering it, else the innermost
        trace span covering it."""
        recorder = self._recorder
        named = recorder._lookup(call.parent_span_id)
        if named is not None:
            _record_call(recorder, call, named)
            return
        covering = [
            node
            for node in self._nodes.values()
            if not node.skipped
            and node.kind is not None
            and node.kind != "model"
            and node.otel_id >= 0
            and self._covers(node, call)
        ]
        if not covering:
            _record_call(recorder, call, _innermost(recorder, call.started, call.ended))
            return
        parent = max(covering, key=lambda n: n.started)
        attrs, _ = model_call(call.request, call.reply, call.error_code, call.format)
        node = _Node(
            otel_id=next(self._synthetic),
            parent=parent.otel_id,
            fallback=None,
            started=call.started,
            name="model",
            source="sdk",
            attributes=attrs,
            kind="model",
            ended=max(call.ended, call.started),
            call=call,
            end=SpanEnd(
                otel_id=0,
                ended=call.ended,
                kind="model",
                name="model",
                source="sdk",
                attributes=attrs,
                status="error" if call.error_code else "ok",
            ),
        )
        self._add(node)
        self._place(node)


def _innermost(recorder: TraceRecorder, started: float, ended: float) -> Span | None:
    """The latest-started non-model span of the trace (open or recently closed) that covers
    the time from ``started`` to ``ended``; else the root."""
    best = recorder._root
    for span in (*recorder._spans.values(), *recorder._recent.values()):
        if span.kind == "model" or span.started > started + _START_SLACK:
            continue
        if span.ended is not None and span.ended < max(ended - _END_SLACK, started):
            continue  # over before the call began (a tool call just before it, say)
        if best is None or span.started >= best.started:
            best = span
    return best


def _record_call(recorder: TraceRecorder, call: GatewayCall, parent: Span | None) -> None:
    """A gateway call no framework span claimed, as a model span of its own."""
    attrs, output = model_call(call.request, call.reply, call.error_code, call.format)
    span = recorder._open(
        "model",
        "model",
        "sdk",
        parent,
        checked_attributes(attrs, "attributes"),
        model_input(call.request, call.format),
        None,
        call.started,
    )
    recorder._close(span, "error" if call.error_code else "ok", output, None, {}, call.ended)
