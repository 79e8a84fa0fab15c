"""An ACP agent's ``session/update`` notifications as spans of the attempt's trace.

- message, thought and plan chunks are one ``agent`` span per stretch of what the agent said
  ("agent message"): one starts at the first chunk, or at the first one after it asked for
  tools. It is not a model turn: every model call an ACP agent makes goes through the
  attempt's relay, whose record of it is the ``model`` span, with its tokens (a chunk may
  also be the agent's own notice, with no model call). Its text is content of the kind
  ``agent_messages``;
- ``tool_call``/``tool_call_update`` are one ``tool`` span per ``toolCallId``, under the message
  that asked for it, closed when its status is ``completed`` (ok) or ``failed`` (error);
- any other kind (one we do not know included) is counted on the trace's root.
Each span counts its notifications (``updates``) and their size (``update_bytes``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..._exceptions import EvalRouterError
from ..._hashing import canonical_hash
from .._trace.policy import TOOL_KINDS

if TYPE_CHECKING:
    from .._trace.recorder import TraceRecorder

__all__ = ["AcpSpans"]

_TURN_KINDS = frozenset({"agent_message_chunk", "agent_thought_chunk", "plan", "plan_update"})
_TOOL_KINDS = frozenset({"tool_call", "tool_call_update"})
_TEXT_LIMIT = 4097
_MAX_DIFFS = 65


@dataclass
class _Open:
    span_id: str
    updates: int = 0
    update_bytes: int = 0
    messages: list[str] = field(default_factory=list)
    thoughts: list[str] = field(default_factory=list)
    asked_tools: bool = False
    title: str = ""
    raw_input: object = None


_SERVER_PREFIXES = (
    "mcp__evalrouter__",
    "mcp.evalrouter.",
    "evalrouter__",
    "evalrouter/",
    "evalrouter.",
    "evalrouter:",
)


def task_tool(title: str) -> str:
    """The tool name an ACP tool call's title gives: agents title a call of an MCP tool by its
    name, often prefixed with the server's (``mcp__evalrouter__submit``). A call of the agent's
    own (a file edit, a shell command) has a title no task tool has, so nothing joins it."""
    name = title.strip()
    for prefix in _SERVER_PREFIXES:
        if name.startswith(prefix):
            name = name[len(prefix) :]
            break
    return name


def _text_of(content: object) -> str:
    if isinstance(content, dict) and content.get("type") == "text":
        text = content.get("text")
        return text if isinstance(text, str) else ""
    return ""


class AcpSpans:
    """Feeds one attempt's recorder from its ACP updates (called in order, one loop)."""

    def __init__(self, recorder: TraceRecorder) -> None:
        self._recorder = recorder
        recorder.calls.agent_reports = True
        self._turn: _Open | None = None
        self._tools: dict[str, _Open] = {}
        self._anonymous = 0
        self.other = 0
        self.kinds: dict[str, int] = {}

    def update(self, update: dict[str, Any], size: int) -> None:
        kind = update.get("sessionUpdate")
        name = kind if isinstance(kind, str) else "other"
        self.kinds[name] = self.kinds.get(name, 0) + 1
        if not self._recorder.enabled:
            return
        try:
            if name in _TURN_KINDS:
                self._chunk(name, update, size)
            elif name in _TOOL_KINDS:
                self._tool(update, size)
            else:
                self.other += 1
        except EvalRouterError:  # the agent's data did not fit a span: counted, not raised
            self.other += 1

    def _chunk(self, kind: str, update: dict[str, Any], size: int) -> None:
        turn = self._turn
        if turn is None or turn.asked_tools:
            self._end_turn()
            turn = self._turn = _Open(self._recorder.start("agent", "agent message", source="acp"))
        turn.updates += 1
        turn.update_bytes += size
        text = _text_of(update.get("content"))
        if kind == "agent_message_chunk":
            turn.messages.append(text)
        elif kind == "agent_thought_chunk":
            turn.thoughts.append(text)

    def _end_turn(self) -> None:
        turn, self._turn = self._turn, None
        if turn is None:
            return
        output = {
            "messages": "".join(turn.messages)[:_TEXT_LIMIT],
            "thoughts": "".join(turn.thoughts)[:_TEXT_LIMIT],
        }
        self._recorder.end(
            turn.span_id,
            output=output,
            attributes={"updates": turn.updates, "update_bytes": turn.update_bytes},
        )

    def _tool(self, update: dict[str, Any], size: int) -> None:
        call_id = update.get("toolCallId")
        if not isinstance(call_id, str) or not call_id:
            self._anonymous += 1
            call_id = f"anonymous-{self._anonymous}"
        tool = self._tools.get(call_id)
        if tool is None:
            tool_kind = update.get("kind") if update.get("kind") in TOOL_KINDS else None
            attributes: dict[str, object] = {"tool_call_id": call_id[:200]}
            if tool_kind:
                attributes["tool_kind"] = tool_kind
            parent = self._turn.span_id if self._turn is not None else None
            if self._turn is not None:
                self._turn.asked_tools = True
            span_id = self._recorder.start(
                "tool",
                f"tool {tool_kind or 'call'}",
                parent_id=parent,
                source="acp",
                attributes=attributes,
                input=update.get("rawInput"),
            )
            tool = self._tools[call_id] = _Open(span_id)
        tool.updates += 1
        tool.update_bytes += size
        if isinstance(update.get("title"), str):
            tool.title = update["title"]
            self._recorder.calls.stands_for(tool.span_id, task_tool(tool.title))
        if update.get("rawInput") is not None:
            tool.raw_input = update["rawInput"]
        status = update.get("status")
        if status in ("completed", "failed"):
            del self._tools[call_id]
            self._end_tool(tool, update, status == "completed")

    def _end_tool(self, tool: _Open, update: dict[str, Any], ok: bool) -> None:
        texts: list[str] = []
        diffs: list[dict[str, object]] = []
        content = update.get("content")
        for block in content if isinstance(content, list) else []:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "content":
                texts.append(_text_of(block.get("content")))
            elif block.get("type") == "diff" and len(diffs) < _MAX_DIFFS:
                diffs.append(
                    {
                        "path": block.get("path"),
                        "old_text": block.get("oldText"),
                        "new_text": block.get("newText"),
                    }
                )
        arguments = tool.raw_input if isinstance(tool.raw_input, dict) else {}
        self._recorder.end(
            tool.span_id,
            status="ok" if ok else "error",
            output={"raw": update.get("rawOutput"), "text": "\n".join(texts), "diffs": diffs},
            attributes={
                "tool_name": tool.title[:200] or "call",
                "arguments_sha256": canonical_hash(arguments),
                "updates": tool.updates,
                "update_bytes": tool.update_bytes,
            },
        )

    def close(self) -> None:
        """The prompt turn is over: its message span ends (open tool spans end with the trace)."""
        self._end_turn()
