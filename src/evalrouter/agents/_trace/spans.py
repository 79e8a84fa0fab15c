"""The pieces of a trace: steps, spans and the :class:`SpanScope` an agent opens with
``context.trace.span(...)``, and the checks of their names, kinds and attributes."""

from __future__ import annotations

import contextlib
import re
import secrets
from collections.abc import Mapping
from contextvars import Token
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import TracebackType
from typing import TYPE_CHECKING, Self

from ..._errors import invalid_input
from .policy import MAX_NAME_CHARS, SPAN_KINDS, TOOL_KINDS, SpanKind
from .redaction import compact, redact_text

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

    from .recorder import TraceRecorder


# --------------------------------------------------------------------------- steps

_ROOT_NAME_DROP = re.compile(r"[^A-Za-z0-9 ._@/+:\-]")
SPAN_ID = re.compile(r"[0-9a-f]{16}")
_ATTRIBUTE_STRINGS = ("model", "tool_call_id", "tool_name", "error_code")
_ATTRIBUTE_COUNTERS = ("input_tokens", "output_tokens", "updates", "update_bytes")
ROLLED_UP = _ATTRIBUTE_COUNTERS
_ORDER_SLACK = 0.001  # seconds: a turn that ended "at" a tool's start still came before it
MAX_TURNS = 8
RESERVED_POINT_FIELDS = frozenset({"type", "ordinal", "time", "label", "source"})


def trace_timestamp(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def checked_root_name(name: object) -> str:
    """The root span's name: only ``[A-Za-z0-9 ._@/+:-]``, at most 200, else ``agent``."""
    cleaned = _ROOT_NAME_DROP.sub("", str(name or "")).strip()[:MAX_NAME_CHARS]
    return cleaned or "agent"


@dataclass(eq=False)
class Step:
    body: dict[str, JsonValue]
    born: float
    handed: bool = False  # once handed to an upload it is never changed again
    size: int = 0

    def encoded_size(self) -> int:
        if not self.size:
            self.size = len(compact(self.body).encode()) + 1
        return self.size


@dataclass(eq=False)
class Span:
    span_id: str
    kind: str
    name: str
    source: str
    started: float
    parent: Span | None  # the nearest recorded ancestor
    logical_parent: Span | None  # the span it was opened under, recorded or not
    recorded: bool
    step: Step | None = None
    attributes: dict[str, JsonValue] = field(default_factory=dict)
    redactions: int = 0
    truncated: bool = False
    open: bool = True
    ended: float | None = None
    # Its most recent closed model children (a few), so a tool call finds the turn that
    # ended before it started, whatever order the spans were reported in.
    turns: list[Span] = field(default_factory=list)
    # The task tool an agent-reported tool span stands for (an ACP tool call of the evalrouter
    # MCP server's ``submit``, say): the task server's own record of that call joins it.
    stands_for: str | None = None

    def turn_before(self, started: float) -> Span | None:
        """The latest of its closed model turns that ended by ``started``."""
        best: Span | None = None
        for turn in self.turns:
            before = turn.ended is not None and turn.ended <= started + _ORDER_SLACK
            if before and (best is None or (best.ended or 0.0) <= (turn.ended or 0.0)):
                best = turn
        return best

    def target(self) -> Span | None:
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


def new_span_id() -> str:
    return secrets.token_hex(8)


def check_kind(kind: object) -> None:
    if kind not in SPAN_KINDS:
        raise invalid_input(f"trace span kind {kind!r} is not one of {', '.join(SPAN_KINDS)}.")


def checked_count(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise invalid_input(f"trace test_results {name} must be a non-negative integer.")
    return value


def checked_attributes(attributes: Mapping[str, object] | None, where: str) -> dict[str, JsonValue]:
    """The span attributes the schema knows, checked; anything else is refused."""
    out: dict[str, JsonValue] = {}
    for key, value in (attributes or {}).items():
        if value is None:
            continue
        if key in _ATTRIBUTE_STRINGS:
            if not isinstance(value, str):
                raise invalid_input(f"trace span {where}[{key!r}] must be a string.")
            out[key] = redact_text(value, ())[0][:MAX_NAME_CHARS]
        elif key in _ATTRIBUTE_COUNTERS:
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise invalid_input(f"trace span {where}[{key!r}] must be a non-negative integer.")
            out[key] = value
        elif key == "tool_kind":
            if value not in TOOL_KINDS:
                raise invalid_input(f"trace span {where}['tool_kind'] must be one of {TOOL_KINDS}.")
            out[key] = value
        elif key == "arguments_sha256":
            if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{64}", value):
                raise invalid_input(
                    f"trace span {where}['arguments_sha256'] must be 64 hex digits."
                )
            out[key] = value
        else:
            known = _ATTRIBUTE_STRINGS + _ATTRIBUTE_COUNTERS + ("tool_kind", "arguments_sha256")
            raise invalid_input(
                f"trace span {where} has an unknown attribute {key!r}.",
                hint=f"Known attributes: {', '.join(known)}.",
            )
    return out
