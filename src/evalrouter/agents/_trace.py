"""An attempt's client trace: the span tree, point steps, levels, redaction, bounds and delivery.

One :class:`TraceRecorder` per attempt builds the steps of the ``evalrouter.client-trace.v1``
schema; one :class:`TraceDelivery` sends them in bounded batches while the attempt runs and once
more, durably, before the attempt is finished. Content (span inputs and outputs) is redacted and
bounded here, on the user's machine, before anything is queued; the user's own redaction patterns
never leave the process. OpenTelemetry and LangGraph support live in sibling modules and are
imported only when asked for.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import math
import random
import re
import secrets
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import TracebackType
from typing import TYPE_CHECKING, Literal, Self

from evalrouter._exceptions import APIConnectionError, EvalRouterError

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue
    from opentelemetry.sdk.trace import SpanProcessor

__all__ = [
    "SpanScope",
    "TraceDelivery",
    "TraceRecorder",
    "TraceStats",
    "compile_redactions",
    "redact_content",
    "trace_policy",
]

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

# Refusals that mean the run or the attempt is over for this controller: a batch refused with one
# of them is dropped quietly (the heartbeat path ends the attempt).
STOP_CODES = frozenset(
    {
        "run_stopped",
        "client_run_not_found",
        "client_run_window_closed",
        "attempt_closed",
        "attempt_not_found",
        "lease_lost",
    }
)
SEALED_CODE = "trace_sealed"

type Sleep = Callable[[float], Awaitable[None]]
type Clock = Callable[[], float]
type SpanKind = Literal["agent", "model", "tool"]
type SpanStatus = Literal["ok", "error"]


def _invalid(message: str, hint: str | None = None, argument: str | None = None) -> EvalRouterError:
    details: dict[str, JsonValue] | None = None if argument is None else {"argument": argument}
    return EvalRouterError("invalid_input", message, hint=hint, details=details)


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
        raise _invalid(
            f"trace must be a level string or a mapping with level and include, not "
            f"{type(trace).__name__}.",
            'Pass trace="content" or trace={"level": "spans", "include": ["model_turns"]}.',
            argument="trace",
        )
    unknown = sorted(str(key) for key in trace if key not in ("level", "include"))
    if unknown:
        raise _invalid(
            f"trace has unknown keys {unknown}; only level and include are accepted.",
            "Redaction patterns go to trace_redact=, not inside trace=.",
            argument="trace",
        )
    level = trace.get("level", DEFAULT_LEVEL)
    if level not in LEVELS:
        raise _invalid(
            f"trace level {level!r} is not one of {', '.join(LEVELS)}.",
            'Use trace="spans" (the default) or another listed level.',
            argument="trace",
        )
    include = trace.get("include", KINDS)
    if isinstance(include, str):
        include = [include]
    if not isinstance(include, list | tuple | set | frozenset) or not all(
        isinstance(k, str) for k in include
    ):
        raise _invalid(
            "trace include must be a list of kind names.",
            f"Kinds: {', '.join(KINDS)}.",
            argument="trace",
        )
    bad = [kind for kind in include if kind not in KINDS]
    if bad:
        raise _invalid(
            f"trace include names unknown kinds {bad}.",
            f"Kinds: {', '.join(KINDS)}.",
            argument="trace",
        )
    if len(set(include)) != len(list(include)):
        raise _invalid(
            "trace include names a kind twice.", "List each kind once.", argument="trace"
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


# --------------------------------------------------------------------------- redaction

_TOKEN = r"[A-Za-z0-9_\-]"
_BUILTIN_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        # EvalRouter attempt credentials: ercr_<id>.<secret>
        (rf"ercr_{_TOKEN}+\.{_TOKEN}{{8,}}", REDACTED),
        # EvalRouter API keys: er_live_... / er_test_...
        (rf"\ber_(?:live|test)_{_TOKEN}{{8,}}", REDACTED),
        # PEM private key blocks, also one cut short before its END line
        (
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"
            r"(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[\s\S]*)",
            REDACTED,
        ),
        (rf"\b[spr]k[-_]{_TOKEN}{{16,}}", REDACTED),
        (r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})", REDACTED),
        (r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b", REDACTED),
        (r"\bxox[abprs]-[A-Za-z0-9\-]+", REDACTED),
        (rf"\bAIza{_TOKEN}{{35}}", REDACTED),
        (rf"\beyJ{_TOKEN}+\.{_TOKEN}+\.{_TOKEN}*", REDACTED),
        (r"(?i)\b(bearer\s+)[A-Za-z0-9._~+/=\-]{16,}", rf"\g<1>{REDACTED}"),
        (
            r"(?i)(api[_-]?key|secret|password|passwd|token)([\"']?\s*[:=]\s*[\"']?)"
            r"(?!\[redacted\])[^\s,;&'\"]{8,}",
            rf"\g<1>\g<2>{REDACTED}",
        ),
    )
)

_SECRET_KEY = re.compile(
    r"(?:^|[._-])(?:api[_-]?key|client[_-]secret|secret|password|passwd|access[_-]token|"
    r"refresh[_-]token|token|authorization|cookie|credential|private[_-]key|access[_-]key)"
    r"(?:$|[._-])",
    re.IGNORECASE,
)


def compile_redactions(patterns: object) -> tuple[re.Pattern[str], ...]:
    """The user's ``trace_redact`` patterns, compiled (at most 16, each 1 to 200 characters).

    They are applied to captured content on this machine, after the built-in secret patterns,
    and are never sent anywhere.
    """
    if patterns is None:
        return ()
    if isinstance(patterns, str | re.Pattern):
        patterns = [patterns]
    if not isinstance(patterns, Sequence) or isinstance(patterns, bytes):
        raise _invalid(
            f"trace_redact must be a list of regular expressions, not {type(patterns).__name__}.",
            r'Pass trace_redact=[r"acct-\d+"].',
            argument="trace_redact",
        )
    if len(patterns) > MAX_PATTERNS:
        raise _invalid(
            f"trace_redact has {len(patterns)} patterns; at most {MAX_PATTERNS} are allowed.",
            "Combine patterns with | to stay within the limit.",
            argument="trace_redact",
        )
    compiled: list[re.Pattern[str]] = []
    for index, pattern in enumerate(patterns):
        source = pattern.pattern if isinstance(pattern, re.Pattern) else pattern
        if not isinstance(source, str) or not 1 <= len(source) <= MAX_PATTERN_CHARS:
            raise _invalid(
                f"trace_redact[{index}] must be a regular expression of 1 to "
                f"{MAX_PATTERN_CHARS} characters.",
                "Pass each pattern as a non-empty string.",
                argument="trace_redact",
            )
        try:
            compiled.append(pattern if isinstance(pattern, re.Pattern) else re.compile(source))
        except re.error as error:
            raise _invalid(
                f"trace_redact[{index}] is not a valid regular expression: {error}.",
                "Fix the pattern (Python re syntax).",
                argument="trace_redact",
            ) from None
    return tuple(compiled)


class ExactSecret:
    """Redacts one known secret (the API key, the attempt credential) as exact text, whatever
    its format, without holding it: only its first four characters, its length and its SHA-256
    are kept, so nothing an agent can reach through ``context.trace`` spells the secret."""

    __slots__ = ("_digest", "_length", "_prefix")

    def __init__(self, secret: str) -> None:
        self._prefix = secret[:4]
        self._length = len(secret)
        self._digest = hashlib.sha256(secret.encode()).digest()

    def __repr__(self) -> str:
        return "ExactSecret(...)"

    def subn(self, replacement: str, text: str) -> tuple[str, int]:
        count = 0
        start = text.find(self._prefix)
        while start != -1:
            candidate = text[start : start + self._length]
            if (
                len(candidate) == self._length
                and hashlib.sha256(candidate.encode()).digest() == self._digest
            ):
                text = text[:start] + replacement + text[start + self._length :]
                count += 1
                start = text.find(self._prefix, start + len(replacement))
            else:
                start = text.find(self._prefix, start + 1)
        return text, count


type Redaction = re.Pattern[str] | ExactSecret


def _redact_text(text: str, patterns: Sequence[Redaction]) -> tuple[str, int]:
    count = 0
    for builtin, replacement in _BUILTIN_PATTERNS:
        text, n = builtin.subn(replacement, text)
        count += n
    for pattern in patterns:
        text, n = pattern.subn(REDACTED, text)
        count += n
    return text, count


class _Walk:
    """One redaction pass over a value: counts redactions, notes any truncation."""

    def __init__(self, patterns: Sequence[Redaction]) -> None:
        self.patterns = patterns
        self.redactions = 0
        self.truncated = False

    def text(self, value: str, limit: int) -> str:
        # Redact before cutting, so a cut can never leave part of a secret behind.
        value, count = _redact_text(value, self.patterns)
        self.redactions += count
        if len(value) > limit:
            self.truncated = True
            value = value[:limit]
        return value

    def value(self, value: object, depth: int) -> JsonValue:
        if depth > MAX_DEPTH:
            self.truncated = True
            return DEPTH_MARKER
        if value is None or isinstance(value, bool | int):
            return value
        if isinstance(value, float):
            if math.isfinite(value):
                return value
            self.truncated = True
            return UNSUPPORTED_MARKER
        if isinstance(value, str):
            return self.text(value, MAX_STRING_CHARS)
        if isinstance(value, Mapping):
            out: dict[str, JsonValue] = {}
            for index, (key, item) in enumerate(value.items()):
                if index >= MAX_ITEMS:
                    self.truncated = True
                    break
                name = self.text(str(key), MAX_KEY_CHARS)
                if _SECRET_KEY.search(name):
                    self.redactions += 1
                    out[name] = REDACTED
                else:
                    out[name] = self.value(item, depth + 1)
            return out
        if isinstance(value, list | tuple):
            if len(value) > MAX_ITEMS:
                self.truncated = True
            return [self.value(item, depth + 1) for item in value[:MAX_ITEMS]]
        self.truncated = True
        return UNSUPPORTED_MARKER


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def redact_content(
    value: object,
    patterns: Sequence[Redaction] = (),
    *,
    max_bytes: int = MAX_CONTENT_BYTES,
) -> tuple[JsonValue, int, bool]:
    """``(value, redactions, truncated)``: ``value`` made safe to leave the machine.

    Secrets are replaced with ``[redacted]`` (built-in patterns, secret-named keys, then
    ``patterns``); depth, items and strings are bounded; a result whose compact JSON exceeds
    ``max_bytes`` becomes the marker ``[content exceeds capture limit]``.
    """
    walk = _Walk(patterns)
    safe = walk.value(value, 1)
    if len(_compact(safe).encode()) > max_bytes:
        return CONTENT_LIMIT_MARKER, walk.redactions, True
    return safe, walk.redactions, walk.truncated


def canonical_hash(value: object) -> str:
    """SHA-256 hex of the canonical JSON of ``value`` (sorted keys, compact, UTF-8)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


# --------------------------------------------------------------------------- steps

_ROOT_NAME_DROP = re.compile(r"[^A-Za-z0-9 ._@/+:\-]")
_SPAN_ID = re.compile(r"[0-9a-f]{16}")
_ATTRIBUTE_STRINGS = ("model", "tool_call_id", "tool_name", "error_code")
_ATTRIBUTE_COUNTERS = ("input_tokens", "output_tokens", "updates", "update_bytes")
_ROLLED_UP = _ATTRIBUTE_COUNTERS
_RESERVED_POINT_FIELDS = frozenset({"type", "ordinal", "time", "label", "source"})


def _timestamp(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _root_name(name: object) -> str:
    """The root span's name: only ``[A-Za-z0-9 ._@/+:-]``, at most 200, else ``agent``."""
    cleaned = _ROOT_NAME_DROP.sub("", str(name or "")).strip()[:MAX_NAME_CHARS]
    return cleaned or "agent"


@dataclass(eq=False)
class _Step:
    body: dict[str, JsonValue]
    born: float
    handed: bool = False  # once handed to an upload it is never changed again
    size: int = 0

    def encoded_size(self) -> int:
        if not self.size:
            self.size = len(_compact(self.body).encode()) + 1
        return self.size


@dataclass(eq=False)
class _Span:
    span_id: str
    kind: str
    name: str
    source: str
    started: float
    parent: _Span | None  # the nearest recorded ancestor
    logical_parent: _Span | None  # the span it was opened under, recorded or not
    recorded: bool
    step: _Step | None = None
    attributes: dict[str, JsonValue] = field(default_factory=dict)
    redactions: int = 0
    truncated: bool = False
    last_model_child: _Span | None = None
    open: bool = True

    def target(self) -> _Span | None:
        """Where this span's children, points and counters go: itself if recorded, else the
        nearest recorded ancestor."""
        return self if self.recorded else self.parent


class SpanScope:
    """What ``trace.span(...)`` returns: a context manager (``with`` or ``async with``) that
    opens the span on entry and closes it on exit, ``error`` if an exception left the block."""

    def __init__(
        self,
        recorder: TraceRecorder,
        name: str,
        kind: SpanKind,
        source: str,
        attributes: Mapping[str, object] | None,
        input: object,
    ) -> None:
        self._recorder = recorder
        self._args = (name, kind, source, attributes, input)
        self._token: Token[str | None] | None = None
        self._output: object = None
        self.span_id = ""

    def set_output(self, value: object) -> None:
        """Content recorded as the span's output when it closes (at the ``content`` level)."""
        self._output = value

    def __enter__(self) -> Self:
        name, kind, source, attributes, input = self._args
        self.span_id = self._recorder.start(
            kind, name, source=source, attributes=attributes, input=input
        )
        self._token = self._recorder._current.set(self.span_id)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._token is not None:
            with contextlib.suppress(ValueError):  # exited in another context than entered
                self._recorder._current.reset(self._token)
            self._token = None
        self._recorder.end(
            self.span_id, status="error" if error is not None else "ok", output=self._output
        )

    async def __aenter__(self) -> Self:
        return self.__enter__()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.__exit__(kind, error, traceback)


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
        self._spans: dict[str, _Span] = {}
        self._excluded: deque[str] = deque()
        self._pending: deque[_Step] = deque()
        self._ordinal = 0
        self._unacknowledged = 0
        self._dropped = 0
        self._unsupported = 0
        self._truncated = False
        self._sealed = False
        self._closed = False
        self._root: _Span | None = None
        if self.enabled:
            self._root = self._open(
                "agent", _root_name(root_name), source, None, None, None, None, None
            )

    def __repr__(self) -> str:
        # The level and the counts only: never a span's content or a redaction pattern.
        if not self.enabled:
            return f"TraceRecorder(level={self.level!r}, disabled)"
        return (
            f"TraceRecorder(level={self.level!r}, open_spans={len(self._spans)}, "
            f"steps={self._ordinal})"
        )

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
        _check_kind(kind)
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
        _check_kind(kind)
        if source not in SOURCES:
            raise _invalid(f"trace span source {source!r} is not one of {', '.join(SOURCES)}.")
        attrs = _attributes(attributes, "attributes")
        with self._lock:
            if not self.enabled or self._closed:
                return span_id if span_id and _SPAN_ID.fullmatch(span_id) else _new_span_id()
            parent = self._parent_for(kind, parent_id)
            span = self._open(kind, name or kind, source, parent, attrs, input, span_id, started)
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
            raise _invalid(f"trace span status {status!r} must be 'ok' or 'error'.")
        attrs = _attributes(attributes, "attributes")
        with self._lock:
            span = self._spans.get(span_id)
            if span is None or not span.open:
                return
            self._close(span, status, output, input, attrs, ended)

    def checkpoint(self, label: str, **fields: object) -> None:
        """A named point in the attempt (``checkpoint_id=``, ``step=`` and other scalar fields
        are kept)."""
        extra: dict[str, JsonValue] = {}
        source = fields.pop("source", "sdk")
        if len(fields) > MAX_POINT_FIELDS:
            raise _invalid(
                f"trace checkpoint has {len(fields)} extra fields; at most {MAX_POINT_FIELDS}.",
                "Keep checkpoints small: a label, checkpoint_id, step and a few scalars.",
            )
        if source not in ("sdk", "langgraph"):
            raise _invalid("trace checkpoint source must be 'sdk' or 'langgraph'.")
        for key, value in fields.items():
            if key in _RESERVED_POINT_FIELDS or key == "span_id":
                raise _invalid(f"trace checkpoint field {key!r} is set by the SDK.")
            if value is None:
                continue
            if isinstance(value, str):
                extra[key] = self._clean(value)
            elif isinstance(value, bool | int) or (
                isinstance(value, float) and math.isfinite(value)
            ):
                extra[key] = value
            else:
                raise _invalid(
                    f"trace checkpoint field {key!r} must be a string, number or boolean.",
                )
        step = extra.get("step")
        if "step" in extra and not (isinstance(step, int) and not isinstance(step, bool)):
            raise _invalid("trace checkpoint step must be an integer.")
        self._point("checkpoint", {"label": self._clean(label), "source": source, **extra})

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
        body: dict[str, JsonValue] = {
            "passed": _count(passed, "passed"),
            "failed": _count(failed, "failed"),
            "total": _count(total, "total"),
        }
        truncated = False
        listed: list[JsonValue] = []
        for index, command in enumerate(commands):
            if index >= MAX_COMMANDS:
                truncated = True
                break
            listed.append(self._command(command, f"commands[{index}]"))
        body["commands"] = listed
        if groups is not None:
            if not isinstance(groups, Mapping):
                raise _invalid("trace test_results groups must map a group name to counts.")
            out: dict[str, JsonValue] = {}
            for index, (name, counts) in enumerate(groups.items()):
                if index >= MAX_GROUPS:
                    truncated = True
                    break
                if not isinstance(counts, Mapping):
                    raise _invalid(f"trace test_results groups[{name!r}] must be a mapping.")
                out[self._clean(str(name))] = {
                    "passed": _count(counts.get("passed"), f"groups[{name!r}].passed"),
                    "failed": _count(counts.get("failed"), f"groups[{name!r}].failed"),
                }
            body["groups"] = out
        if per_test is not None:
            cases: list[JsonValue] = []
            for index, case in enumerate(per_test):
                if index >= MAX_PER_TEST:
                    truncated = True
                    break
                test_id = case.get("id") if isinstance(case, Mapping) else None
                outcome = case.get("outcome") if isinstance(case, Mapping) else None
                if not isinstance(test_id, str) or outcome not in (
                    "passed",
                    "failed",
                    "skipped",
                    "error",
                ):
                    raise _invalid(
                        f"trace test_results per_test[{index}] must be "
                        "{'id': str, 'outcome': 'passed'|'failed'|'skipped'|'error'}."
                    )
                cases.append({"id": self._clean(test_id), "outcome": outcome})
            body["per_test"] = cases
        if truncated:
            self._truncated = True
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
        body = self._command(
            {"name": name, "success": success, "exit_code": exit_code, "timed_out": timed_out},
            "command_result",
        )
        if duration_ms is not None:
            if not isinstance(duration_ms, int | float) or isinstance(duration_ms, bool):
                raise _invalid("trace command_result duration_ms must be a number.")
            body["duration_ms"] = max(0, int(duration_ms))
        if "command_output" not in self.include:
            return
        self._point("command_result", body)

    def otel_processor(self) -> SpanProcessor:
        """An OpenTelemetry span processor that maps the spans of the user's instrumentation
        into this trace. Add it to your own ``TracerProvider`` (``add_span_processor``)."""
        from evalrouter.agents._otel import otel_processor

        return otel_processor(self)

    def langgraph_checkpointer[S](self, saver: S) -> S:
        """``saver`` (a LangGraph checkpoint saver) with its writes recorded as checkpoints;
        the same object, for ``graph.compile(checkpointer=...)``."""
        from evalrouter.agents._langgraph import langgraph_checkpointer

        return langgraph_checkpointer(self, saver)

    # ------------------------------------------------------------------ for the runner

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
        attrs: dict[str, object] = {}
        model = (response or {}).get("model") or request_body.get("model")
        if isinstance(model, str):
            attrs["model"] = model[:MAX_NAME_CHARS]
        usage = (response or {}).get("usage")
        if isinstance(usage, Mapping):
            for wire, ours in (
                ("prompt_tokens", "input_tokens"),
                ("completion_tokens", "output_tokens"),
            ):
                value = usage.get(wire)
                if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                    attrs[ours] = value
        if error_code:
            attrs["error_code"] = error_code
        output: object = None
        choices = (response or {}).get("choices")
        if isinstance(choices, list) and choices and isinstance(choices[0], Mapping):
            output = choices[0].get("message")
        span_id = self.start("model", "model", input=request_body.get("messages"), started=started)
        self.end(
            span_id,
            status="error" if error_code else "ok",
            output=output,
            attributes=attrs,
        )

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
        span_id = self.start("tool", name, input=arguments, attributes=attrs, started=started)
        self.end(span_id, status="error" if is_error or error_code else "ok", output=result)

    def close(self, *, failed: bool) -> None:
        """End the trace: open tool spans end ``error`` (``tool_unfinished``), open model turns
        end ``ok``, other open spans ``error`` (``span_unfinished``), and the root ``error`` if
        ``failed`` else ``ok``. Nothing is recorded after this."""
        with self._lock:
            if self._closed or not self.enabled:
                self._closed = True
                return
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

    @property
    def dropped_steps(self) -> int:
        return self._dropped

    @property
    def sealed(self) -> bool:
        return self._sealed

    # ------------------------------------------------------------------ internals

    def _clean(self, text: str, limit: int = MAX_NAME_CHARS) -> str:
        """A name or label: secrets redacted, cut to ``limit``."""
        if not isinstance(text, str):
            raise _invalid(f"trace expected a string label, not {type(text).__name__}.")
        return _redact_text(text, self._patterns)[0][:limit]

    def _command(self, command: Mapping[str, object], where: str) -> dict[str, JsonValue]:
        if not isinstance(command, Mapping):
            raise _invalid(f"trace {where} must be a mapping with name and success.")
        name, success = command.get("name"), command.get("success")
        if not isinstance(name, str) or not name:
            raise _invalid(f"trace {where} name must be a non-empty label.")
        if not isinstance(success, bool):
            raise _invalid(f"trace {where} success must be True or False.")
        out: dict[str, JsonValue] = {
            "name": self._clean(name, MAX_COMMAND_NAME_CHARS),
            "success": success,
            "timed_out": bool(command.get("timed_out", False)),
        }
        exit_code = command.get("exit_code")
        if exit_code is not None:
            if not isinstance(exit_code, int) or isinstance(exit_code, bool):
                raise _invalid(f"trace {where} exit_code must be an integer.")
            out["exit_code"] = min(255, max(-255, exit_code))
        return out

    def _records(self, kind: str) -> bool:
        if kind == "agent":
            return True
        if self.level == "metadata":
            return False
        return ("model_turns" if kind == "model" else "tool_calls") in self.include

    def _captures(self, span: _Span) -> bool:
        if not self.content or not span.recorded:
            return False
        if span.kind == "model":
            return "model_turns" in self.include
        if span.kind == "tool":
            execute = span.attributes.get("tool_kind") == "execute" or span.name == "execute"
            return ("command_output" if execute else "tool_calls") in self.include
        return "agent_messages" in self.include

    def _parent_for(self, kind: str, parent_id: str | None) -> _Span | None:
        parent = self._spans.get(parent_id or self._current.get() or "")
        if parent is None or not parent.open:
            parent = self._root
        # A tool call belongs to the model turn that asked for it.
        if (
            kind == "tool"
            and parent is not None
            and parent.kind != "model"
            and parent.last_model_child is not None
        ):
            parent = parent.last_model_child
        return parent

    def _open(
        self,
        kind: str,
        name: str,
        source: str,
        parent: _Span | None,
        attributes: dict[str, JsonValue] | None,
        input: object,
        span_id: str | None,
        started: float | None,
    ) -> _Span:
        if span_id is None or not _SPAN_ID.fullmatch(span_id) or span_id in self._spans:
            span_id = _new_span_id()
        now = self._clock() if started is None else started
        target = parent.target() if parent is not None else None
        span = _Span(
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
            "started_at": _timestamp(now),
            "status": "unset",
        }
        if target is not None:
            body["parent_span_id"] = target.span_id
        if span.recorded:
            if input is not None and self._captures(span):
                body["input"] = self._content(span, input)
            self._add_attributes(span, body)
            span.step = self._emit(body)
            span.recorded = span.step is not None
        self._spans[span_id] = span
        if not span.recorded:
            self._remember_excluded(span)
        return span

    def _close(
        self,
        span: _Span,
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
                for key in _ROLLED_UP:
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
                    "started_at": _timestamp(span.started),
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
            body["ended_at"] = _timestamp(now)
            self._add_attributes(span, body)
            if not mergeable:
                self._emit(body)
        if span.kind == "model" and span.logical_parent is not None:
            span.logical_parent.last_model_child = span
        if span is not self._root:
            self._spans.pop(span.span_id, None)

    def _content(self, span: _Span, value: object) -> JsonValue:
        safe, redactions, truncated = redact_content(
            value, self._patterns, max_bytes=self.max_content_bytes
        )
        span.redactions += redactions
        span.truncated = span.truncated or truncated
        return safe

    def _add_attributes(self, span: _Span, body: dict[str, JsonValue]) -> None:
        attrs = dict(span.attributes)
        if span.redactions:
            attrs["content_redactions"] = span.redactions
        if span.truncated:
            attrs["content_truncated"] = True
        if attrs:
            body["attributes"] = attrs

    def _remember_excluded(self, span: _Span) -> None:
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
            body: dict[str, JsonValue] = {"type": kind, "time": _timestamp(now), **fields}
            current = self._spans.get(self._current.get() or "")
            anchor = current.target() if current is not None else self._root
            if anchor is not None:
                body["span_id"] = anchor.span_id
            self._emit(body)

    def _emit(self, body: dict[str, JsonValue]) -> _Step | None:
        if (
            self._sealed
            or self._ordinal >= self.max_steps
            or self._unacknowledged >= MAX_UNACKNOWLEDGED
        ):
            self._dropped += 1
            return None
        self._ordinal += 1
        body["ordinal"] = self._ordinal
        step = _Step(body, self._clock())
        self._pending.append(step)
        self._unacknowledged += 1
        return step

    # ------------------------------------------------------------------ for TraceDelivery

    def _take_batch(self) -> list[_Step]:
        """The next batch of pending steps (≤128 steps, ≤256 KiB), handed to an upload."""
        with self._lock:
            batch: list[_Step] = []
            size = BATCH_ENVELOPE_BYTES
            while self._pending and len(batch) < BATCH_STEPS:
                step = self._pending[0]
                step_size = step.encoded_size()
                if batch and size + step_size > BATCH_BYTES:
                    break
                self._pending.popleft()
                step.handed = True
                batch.append(step)
                size += step_size
            return batch

    def _settle(self, batch: Sequence[_Step], *, delivered: bool) -> None:
        with self._lock:
            self._unacknowledged -= len(batch)
            if not delivered:
                self._dropped += len(batch)

    def _seal(self) -> int:
        """The trajectory was sealed: drop everything pending; returns how many."""
        with self._lock:
            self._sealed = True
            count = len(self._pending)
            self._pending.clear()
            self._unacknowledged -= count
            self._dropped += count
            return count

    def _count_unsupported(self) -> None:
        with self._lock:
            self._unsupported += 1

    def _coverage(self) -> dict[str, JsonValue]:
        return {
            "truncated": self._truncated or self._dropped > 0,
            "dropped_steps": min(self._dropped, MAX_COVERAGE_COUNT),
            "unsupported_spans": min(self._unsupported, MAX_COVERAGE_COUNT),
        }


def _new_span_id() -> str:
    return secrets.token_hex(8)


def _check_kind(kind: object) -> None:
    if kind not in SPAN_KINDS:
        raise _invalid(f"trace span kind {kind!r} is not one of {', '.join(SPAN_KINDS)}.")


def _count(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _invalid(f"trace test_results {name} must be a non-negative integer.")
    return value


def _attributes(attributes: Mapping[str, object] | None, where: str) -> dict[str, JsonValue]:
    """The span attributes the schema knows, checked; anything else is refused."""
    out: dict[str, JsonValue] = {}
    for key, value in (attributes or {}).items():
        if value is None:
            continue
        if key in _ATTRIBUTE_STRINGS:
            if not isinstance(value, str):
                raise _invalid(f"trace span {where}[{key!r}] must be a string.")
            out[key] = _redact_text(value, ())[0][:MAX_NAME_CHARS]
        elif key in _ATTRIBUTE_COUNTERS:
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise _invalid(f"trace span {where}[{key!r}] must be a non-negative integer.")
            out[key] = value
        elif key == "tool_kind":
            if value not in TOOL_KINDS:
                raise _invalid(f"trace span {where}['tool_kind'] must be one of {TOOL_KINDS}.")
            out[key] = value
        elif key == "arguments_sha256":
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{64}", value):
                raise _invalid(f"trace span {where}['arguments_sha256'] must be 64 hex digits.")
            out[key] = value
        else:
            known = _ATTRIBUTE_STRINGS + _ATTRIBUTE_COUNTERS + ("tool_kind", "arguments_sha256")
            raise _invalid(
                f"trace span {where} has an unknown attribute {key!r}.",
                f"Known attributes: {', '.join(known)}.",
            )
    return out


# --------------------------------------------------------------------------- delivery


@dataclass(frozen=True)
class TraceStats:
    """What the final flush reports: steps acknowledged, steps dropped, and the step-to-
    acknowledgement latency (median and maximum, milliseconds)."""

    steps: int
    dropped: int
    latency_ms_p50: int
    latency_ms_max: int


type _Outcome = Literal["sent", "retry", "dropped", "stop", "sealed"]


@dataclass(frozen=True)
class _Batch:
    """One upload: its body and key are fixed when it is formed, so a resend is identical."""

    steps: list[_Step]
    body: dict[str, JsonValue]
    key: str


class TraceDelivery:
    """Sends a recorder's steps: a live tick every ``flush_seconds`` (one try per batch), then a
    final durable flush. ``send(body, idempotency_key)`` posts one batch; ``on_refused(code)``
    is called when a refusal drops one (the runner's ``observations_refused`` event)."""

    def __init__(
        self,
        recorder: TraceRecorder,
        send: Callable[[dict[str, JsonValue], str], Awaitable[object]],
        *,
        attempt_id: str,
        flush_seconds: float | None = None,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = time.time,
        window: float = DURABLE_WINDOW_SECONDS,
        rng: random.Random | None = None,
        on_refused: Callable[[str], None] | None = None,
    ) -> None:
        self._recorder = recorder
        self._on_refused = on_refused
        self._send = send
        self._attempt_id = attempt_id
        self._flush_seconds = recorder.flush_seconds if flush_seconds is None else flush_seconds
        self._sleep = sleep
        self._clock = clock
        self._window = window
        self._rng = rng or random.Random()
        self._retry: deque[_Batch] = deque()
        self._latencies: list[float] = []
        self._acknowledged = 0
        self.refused: list[str] = []
        """Codes of the refusals (4xx) that dropped a batch, in order; each is an
        ``observations_refused`` event for the runner."""

    @property
    def sealed(self) -> bool:
        """The service sealed the trajectory: nothing more is sent."""
        return self._recorder.sealed

    async def live(self) -> None:
        """Runs until cancelled: every ``flush_seconds`` one try per pending batch; a
        transient failure leaves the batch for the next tick."""
        while True:
            await self._sleep(self._flush_seconds)
            for batch in self._batches():
                outcome = await self._attempt(batch)
                if outcome == "retry":
                    self._retry.appendleft(batch)
                if outcome in ("retry", "stop", "sealed"):
                    break

    async def final(self) -> TraceStats:
        """Send everything pending with durable retries (a 150 s window of waiting in all);
        what cannot be sent is dropped and counted. Call after ``recorder.close(...)`` and
        after the live task is cancelled."""
        waited = 0.0
        for batch in self._batches():
            failures = 0
            while (outcome := await self._attempt(batch)) == "retry":
                delay = min(30.0, 2.0 * 2**failures) + self._rng.uniform(0.0, 1.0)
                failures += 1
                if waited + delay > self._window:
                    self._recorder._settle(batch.steps, delivered=False)
                    break
                waited += delay
                await self._sleep(delay)
            if outcome != "sent" and outcome != "dropped":
                break
        self._give_up()
        return self.stats()

    def stats(self) -> TraceStats:
        """Steps acknowledged and dropped so far, and the step-to-acknowledgement latency."""
        ordered = sorted(self._latencies)
        p50 = ordered[(len(ordered) - 1) // 2] if ordered else 0.0
        return TraceStats(
            steps=self._acknowledged,
            dropped=self._recorder.dropped_steps,
            latency_ms_p50=round(p50 * 1000),
            latency_ms_max=round(ordered[-1] * 1000) if ordered else 0,
        )

    def _batches(self) -> Iterator[_Batch]:
        while self._retry:
            yield self._retry.popleft()
        while steps := self._recorder._take_batch():
            body: dict[str, JsonValue] = {
                "schema_version": SCHEMA_VERSION,
                "steps": [step.body for step in steps],
                "coverage": self._recorder._coverage(),
            }
            first, last = steps[0].body["ordinal"], steps[-1].body["ordinal"]
            yield _Batch(steps, body, f"cr-steps-{self._attempt_id}-{first}-{last}")

    def _give_up(self) -> None:
        """Whatever is still unsent is dropped (and counted)."""
        for batch in self._batches():
            self._recorder._settle(batch.steps, delivered=False)

    async def _attempt(self, batch: _Batch) -> _Outcome:
        try:
            await self._send(batch.body, batch.key)
        except asyncio.CancelledError:
            self._retry.appendleft(batch)
            raise
        except EvalRouterError as error:
            if _transient(error):
                return "retry"
            self._recorder._settle(batch.steps, delivered=False)
            if error.code == SEALED_CODE:
                self._recorder._seal()
                return "sealed"
            if error.code in STOP_CODES:
                return "stop"
            self.refused.append(error.code)
            if self._on_refused is not None:
                self._on_refused(error.code)
            return "dropped"
        now = self._clock()
        self._latencies.extend(max(0.0, now - step.born) for step in batch.steps)
        self._acknowledged += len(batch.steps)
        self._recorder._settle(batch.steps, delivered=True)
        return "sent"


def _transient(error: EvalRouterError) -> bool:
    if isinstance(error, APIConnectionError) or error.code in ("network_error", "request_timeout"):
        return True
    return error.status_code is not None and error.status_code >= 500
