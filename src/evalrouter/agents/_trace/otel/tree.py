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
call, recorded once as the outer one. A span that hands a stream over before the request is
sent (llama-index's ``astream_chat``) takes the streamed call made under its parent next. A
model span made only once its call was over (OpenLLMetry's of a Responses-API call), after the
call was recorded on its own, is that call's and is dropped: by time, or by the tokens the call
was metered for when the relay took the request late.
A span labelled a model call is a model turn only if a call was made in it or it reports
tokens of its own (a call outside the gateway); one that made none (a request being prepared)
is placed as an agent span once :data:`HOLD_SECONDS` have passed without a call. Task tool
calls join the framework's tool spans the same way (:mod:`.tools`).
Nothing waits past the trace's close, and a model span waits for its call at most
:data:`HOLD_SECONDS`.

Every method runs under the recorder's lock (the processor's and the relay's threads meet
here). No OpenTelemetry import: the processor hands over plain records.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict, deque
from typing import TYPE_CHECKING

from ..points import model_call, model_input
from ..policy import MAX_EXCLUDED_SPANS
from ..spans import checked_attributes
from .nodes import END_SLACK, HOLD_SECONDS, START_SLACK, Node, SpanEnd, SpanStart
from .tools import ToolJoin

if TYPE_CHECKING:
    from ..model_calls import GatewayCall
    from ..recorder import TraceRecorder
    from ..spans import Span

__all__ = ["HOLD_SECONDS", "OtelTree", "SpanEnd", "SpanStart"]

_MAX_WAITING_CALLS = 256
_RECENT_CALLS = 32
LATE_SECONDS = 5.0  # how far a span made after its call may be from the call (see _same_late)
_MAX_NODES = MAX_EXCLUDED_SPANS


class OtelTree(ToolJoin):
    """One attempt's framework spans and gateway calls, on their way into its trace."""

    def __init__(self, recorder: TraceRecorder) -> None:
        self._recorder = recorder
        self._nodes: OrderedDict[int, Node] = OrderedDict()
        self._calls: list[GatewayCall] = []  # calls a still-open span may claim
        self._recent: deque[GatewayCall] = deque(maxlen=_RECENT_CALLS)  # recorded on their own
        self._synthetic = itertools.count(-1, -1)

    # ------------------------------------------------------------------ spans

    def start(self, start: SpanStart) -> None:
        if start.otel_id in self._nodes:
            return
        node = Node(
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
                if node.call is None and self._late(node):
                    return
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

    def _claimant_now(self, call: GatewayCall) -> Node | None:
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

    def _add(self, node: Node) -> None:
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

    def _anchor(self, node: Node) -> tuple[bool, Span | None]:
        """Whether ``node`` can be placed now, and under which span (None: the fallback)."""
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        while parent is not None and parent.skipped:
            parent = self._nodes.get(parent.parent) if parent.parent is not None else None
        if parent is None:
            return True, self._recorder._lookup(node.fallback)
        if parent.span is not None:
            return True, parent.span
        return False, None

    def _place(self, node: Node) -> None:
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

    def _place_below(self, node: Node) -> None:
        if node.skipped:
            for child in list(node.children):
                self._place_below(child)
        else:
            self._place(node)

    def _release(self, node: Node) -> None:
        """``node`` is not mapped: its waiting children and records look further up."""
        orphans, node.orphans = node.orphans, []
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        for record in orphans:
            self._adopt(parent, record, node.fallback)
        for child in list(node.children):
            self._place_below(child)

    def _span_attributes(self, node: Node) -> dict[str, object]:
        keys: tuple[str, ...] = ("model", "input_tokens", "output_tokens")
        if node.kind == "tool":
            keys += ("tool_call_id", "tool_name", "arguments_sha256")
        return {k: v for k, v in node.attributes.items() if k in keys and v is not None}

    def _finish(self, node: Node) -> None:
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
                node.hold_until = node.ended + END_SLACK
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
    def _encloses(outer: Node, inner: Node) -> bool:
        """Both are framework spans, timed by one clock: no slack (calls a few ms apart are
        not one)."""
        if outer is inner or outer.skipped or outer.otel_id < 0 or inner.ended is None:
            return False
        if outer.started > inner.started:
            return False
        return outer.ended is None or outer.ended >= inner.ended

    def _enclosed(self, node: Node) -> bool:
        """Whether an open span that may yet be a model span encloses the ended ``node``."""
        return any(
            other.ended is None and other.kind in (None, "model") and self._encloses(other, node)
            for other in self._nodes.values()
        )

    def _absorb(self, node: Node) -> None:
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

    def _covers(self, node: Node, call: GatewayCall) -> bool:
        if node.started > call.started + START_SLACK:
            return False
        # A span that ended before the call began is not it, however short the call.
        return node.ended is None or node.ended >= max(call.ended - END_SLACK, call.started)

    def _claimants(self, call: GatewayCall) -> list[Node]:
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

    def _streams(self, node: Node, call: GatewayCall) -> bool:
        """A framework's span for a streamed call may end as it hands the stream over, before
        the request is even sent (llama-index's ``astream_chat``): an ended model span with no
        call yet is the streamed call's if its parent span, still open then, covers it."""
        if not call.streamed or node.kind != "model" or node.ended is None:
            return False
        if node.ended > call.started + START_SLACK:
            return False
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        return parent is not None and self._covers(parent, call)

    def _could_claim(self, call: GatewayCall) -> bool:
        return any(node.ended is None for node in self._claimants(call))

    @staticmethod
    def _best_node(nodes: list[Node], call: GatewayCall) -> Node:
        model = call.request.get("model")
        return max(nodes, key=lambda n: (n.model() == model, n.started))

    def _take_call(self, node: Node) -> GatewayCall | None:
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

    def _late(self, node: Node) -> bool:
        """An ended model span made only once its call was over (OpenLLMetry's span of a
        Responses-API call is started and ended after the answer) is a second record of a call
        recorded on its own already: dropped, the call's record stands."""
        for call in self._recent:
            if self._same_late(node, call):
                self._recent.remove(call)
                node.skipped = True
                self._release(node)
                return True
        return False

    def _same_late(self, node: Node, call: GatewayCall) -> bool:
        """Whether a model span that ended with no call of its own is ``call``'s: it covers the
        call in time, or (the relay may take the request a moment after the client began, more
        than the clocks' slack on a busy machine) it reports the very tokens the call was
        metered for and ended after the call began, within ``LATE_SECONDS`` of it."""
        if node.started >= call.started - START_SLACK and self._covers(node, call):
            return True
        tokens = (node.attributes.get("input_tokens"), node.attributes.get("output_tokens"))
        if None in tokens or node.ended is None:
            return False
        metered, _ = model_call(call.request, call.reply, call.error_code, call.format)
        return (
            tokens == (metered.get("input_tokens"), metered.get("output_tokens"))
            and call.started - LATE_SECONDS <= node.started
            and call.started <= node.ended <= call.ended + LATE_SECONDS
        )

    def _record(self, call: GatewayCall) -> None:
        """A call no framework span is for: a model span of its own, under the span the
        caller named, else the innermost framework span covering it, else the innermost
        trace span covering it."""
        self._recent.append(call)
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
        node = Node(
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
        if span.kind == "model" or span.started > started + START_SLACK:
            continue
        if span.ended is not None and span.ended < max(ended - END_SLACK, started):
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
