"""What an attempt's client trace may hold: the schema's constants and bounds, and the trace
policy a quote asks for (:func:`trace_policy`: the level and the kinds of content)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from contextvars import ContextVar
from typing import TYPE_CHECKING, Literal

from ..._errors import invalid_input

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

    from .recorder import TraceRecorder


# --------------------------------------------------------------------------- constants

SCHEMA_VERSION = "evalrouter.client-trace.v1"
LEVELS = ("off", "metadata", "spans", "content")
KINDS = ("model_turns", "tool_calls", "command_output", "file_diffs", "agent_messages")
DEFAULT_LEVEL = "spans"
SPAN_KINDS = ("agent", "model", "tool")
SOURCES = ("sdk", "acp", "opentelemetry", "langgraph", "openai_agents", "vercel_ai")
TOOL_KINDS = (
    "read",
    "edit",
    "delete",
    "move",
    "search",
    "execute",
    "think",
    "fetch",
    "switch_mode",
    "other",
)

MAX_CONTENT_BYTES = 8192  # each captured input/output, as compact redacted JSON
MAX_STRING_CHARS = 4096
MAX_DEPTH = 8
MAX_ITEMS = 64
MAX_KEY_CHARS = 200
MAX_NAME_CHARS = 200
MAX_COMMAND_NAME_CHARS = 100
MAX_PATTERNS = 16
MAX_PATTERN_CHARS = 200
DEFAULT_MAX_STEPS = 2048
ABSOLUTE_MAX_STEPS = 2**31 - 1
MAX_UNACKNOWLEDGED = 8192
MAX_EXCLUDED_SPANS = 4096
MAX_COVERAGE_COUNT = 1_000_000
MAX_GROUPS = 64
MAX_PER_TEST = 1000
MAX_COMMANDS = 64
MAX_POINT_FIELDS = 16
BATCH_STEPS = 128
BATCH_BYTES = 256 * 1024
BATCH_ENVELOPE_BYTES = 512
FLUSH_SECONDS = 0.5
DURABLE_WINDOW_SECONDS = 150.0

CONTENT_LIMIT_MARKER = "[content exceeds capture limit]"
DEPTH_MARKER = "[depth limit]"
UNSUPPORTED_MARKER = "[unsupported value]"
REDACTED = "[redacted]"

type Sleep = Callable[[float], Awaitable[None]]
type Clock = Callable[[], float]
type SpanKind = Literal["agent", "model", "tool"]
type SpanStatus = Literal["ok", "error"]


# --------------------------------------------------------------------------- policy


def trace_policy(trace: object) -> dict[str, JsonValue] | None:
    """The quote's ``trace`` object for the user's ``trace=``, or ``None`` for the default.

    ``trace`` is a level (``"off"``, ``"metadata"``, ``"spans"``, ``"content"``) or a mapping with
    ``level`` and ``include`` (the kinds to record, a subset of ``model_turns``, ``tool_calls``,
    ``command_output``, ``file_diffs``, ``agent_messages``). The default (``spans`` with every
    kind) gives ``None`` so a default quote is sent without the key.
    """
    if trace is None:
        return None
    if isinstance(trace, str):
        trace = {"level": trace}
    if not isinstance(trace, Mapping):
        raise invalid_input(
            f"trace must be a level string or a mapping with level and include, not "
            f"{type(trace).__name__}.",
            hint='Pass trace="content" or trace={"level": "spans", "include": ["model_turns"]}.',
            argument="trace",
        )
    unknown = sorted(str(key) for key in trace if key not in ("level", "include"))
    if unknown:
        raise invalid_input(
            f"trace has unknown keys {unknown}; only level and include are accepted.",
            hint="Redaction patterns go to trace_redact=, not inside trace=.",
            argument="trace",
        )
    level = trace.get("level", DEFAULT_LEVEL)
    if level not in LEVELS:
        raise invalid_input(
            f"trace level {level!r} is not one of {', '.join(LEVELS)}.",
            hint='Use trace="spans" (the default) or another listed level.',
            argument="trace",
        )
    include = trace.get("include", KINDS)
    if isinstance(include, str):
        include = [include]
    if not isinstance(include, list | tuple | set | frozenset) or not all(
        isinstance(k, str) for k in include
    ):
        raise invalid_input(
            "trace include must be a list of kind names.",
            hint=f"Kinds: {', '.join(KINDS)}.",
            argument="trace",
        )
    bad = [kind for kind in include if kind not in KINDS]
    if bad:
        raise invalid_input(
            f"trace include names unknown kinds {bad}.",
            hint=f"Kinds: {', '.join(KINDS)}.",
            argument="trace",
        )
    if len(set(include)) != len(list(include)):
        raise invalid_input(
            "trace include names a kind twice.", hint="List each kind once.", argument="trace"
        )
    kinds: list[JsonValue] = [kind for kind in KINDS if kind in include]
    if level == DEFAULT_LEVEL and len(kinds) == len(KINDS):
        return None
    return {"level": level, "include": kinds}


ACTIVE_RECORDER: ContextVar[TraceRecorder | None] = ContextVar(
    "evalrouter_attempt_trace", default=None
)
"""The recorder of the attempt whose agent is running in this context (set by the driver in
the agent's own task), so integrations shared by concurrent attempts (one OpenTelemetry
provider, one LangGraph saver) record each span or checkpoint in its own attempt's trace."""
