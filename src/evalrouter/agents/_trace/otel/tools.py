"""One span per task tool call: the SDK's record of a ``context.tools.call`` joins the tool span
a framework reported for the same call (found by the caller's OpenTelemetry context, else by
the tool's name and time), and takes that span's place; a record no tool span takes is a tool
span of its own where it was made. Part of :class:`~.tree.OtelTree`, under the recorder's
lock."""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from .nodes import END_SLACK, START_SLACK, Node

if TYPE_CHECKING:
    from ..calls import ToolRecord
    from ..recorder import TraceRecorder
    from ..spans import Span

__all__ = ["ToolJoin"]


class ToolJoin:
    """The tool-call half of :class:`~.tree.OtelTree`."""

    # What the tree (its only subclass) holds and does, used here.
    _nodes: OrderedDict[int, Node]
    _recorder: TraceRecorder

    def _finish(self, node: Node) -> None:
        raise NotImplementedError

    def _place(self, node: Node) -> None:
        raise NotImplementedError

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

    def _tool_node(self, record: ToolRecord) -> Node | None:
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
            and node.started <= record.at + START_SLACK
            and (node.ended is None or node.ended >= record.at - END_SLACK)
        ]
        arguments = record.attributes()["arguments_sha256"]
        return max(
            found,
            key=lambda n: (n.attributes.get("arguments_sha256") == arguments, n.started),
            default=None,
        )

    @staticmethod
    def _free(node: Node) -> bool:
        return node.otel_id >= 0 and not node.skipped and not node.closed and node.record is None

    def _tool_above(self, node: Node | None) -> Node | None:
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

    def _reoffer(self, node: Node) -> None:
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

    def _adopt(self, node: Node | None, record: ToolRecord, fallback: str | None = None) -> None:
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

    def _fallback(self, node: Node) -> Span | None:
        return self._recorder._lookup(node.fallback)

    def _turn_unplaced(self, node: Node) -> bool:
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

    def _place_siblings(self, node: Node) -> None:
        """``node`` is decided: the tool spans beside it that waited for it are placed."""
        parent = self._nodes.get(node.parent) if node.parent is not None else None
        for other in list(parent.children if parent is not None else ()):
            if other.kind == "tool" and other.span is None:
                self._place(other)
