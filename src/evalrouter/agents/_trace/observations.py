"""ACP observations v1: what an ACP agent's attempt reports when its grant asks for no client
trace (level ``off``, or no trace policy). Metadata only: per ``session/update`` notification its
ordinal, kind, size and the sha256 of its canonical JSON (plus the tool call's id, kind and
status), never its content.

The log keeps the first :data:`MAX_EVENTS` notifications whose records fit in
:data:`MAX_EVENT_BYTES` (canonical JSON); later ones only set ``coverage.truncated``. Kinds the
protocol does not define are counted as ``coverage.unsupported_notifications``. The controller
sends what is new with each heartbeat and once at the end (:class:`ObservationSender`), keyed
``cr-obs-{attempt_id}-{last ordinal}`` so a resend is the same batch.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from ..._exceptions import EvalRouterError, is_transient
from .._attempt.codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES, TRACE_SEALED

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

__all__ = ["OBSERVATIONS_SCHEMA", "ObservationLog", "ObservationSender"]

OBSERVATIONS_SCHEMA = "evalrouter.acp-observations.v1"
MAX_EVENTS = 256
MAX_EVENT_BYTES = 32 * 1024
MAX_UNSUPPORTED = 4096
_TOOL_KINDS = frozenset({"tool_call", "tool_call_update"})
# The ``sessionUpdate`` kinds of the Agent Client Protocol; any other is "unsupported".
KNOWN_KINDS = frozenset(
    {
        "user_message_chunk",
        "agent_message_chunk",
        "agent_thought_chunk",
        "tool_call",
        "tool_call_update",
        "plan",
        "available_commands_update",
        "current_mode_update",
        "config_option_update",
        "session_info_update",
        "usage_update",
    }
)


def _canonical(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


class ObservationLog:
    """The metadata of one attempt's ``session/update`` notifications, bounded."""

    def __init__(self) -> None:
        self.events: list[dict[str, JsonValue]] = []
        self.truncated = False
        self.unsupported = 0
        self._ordinal = 0
        self._bytes = 2  # the list's brackets
        self._sent = 0  # events[:_sent] were acknowledged (or given up on)

    def record(self, update: dict[str, Any]) -> None:
        """One notification's ``update``, in the order the agent sent them."""
        self._ordinal += 1
        kind = update.get("sessionUpdate")
        if not isinstance(kind, str) or kind not in KNOWN_KINDS:
            self.unsupported = min(MAX_UNSUPPORTED, self.unsupported + 1)
        try:
            payload = _canonical(update)
        except (TypeError, ValueError):
            payload = b"null"
        event: dict[str, JsonValue] = {
            "ordinal": self._ordinal,
            "kind": kind[:64] if isinstance(kind, str) else "unknown",
            "payload_bytes": len(payload),
            "sha256": hashlib.sha256(payload).hexdigest(),
        }
        if kind in _TOOL_KINDS:
            for field, key in (
                ("toolCallId", "tool_call_id"),
                ("kind", "tool_kind"),
                ("status", "tool_status"),
            ):
                value = update.get(field)
                if isinstance(value, str) and value:
                    event[key] = value[:128]
        size = len(_canonical(event)) + 1  # and its comma
        if len(self.events) >= MAX_EVENTS or self._bytes + size > MAX_EVENT_BYTES:
            self.truncated = True
            return
        self._bytes += size
        self.events.append(event)

    @property
    def pending(self) -> list[dict[str, JsonValue]]:
        return self.events[self._sent :]

    def batch(self) -> tuple[dict[str, JsonValue], str, int] | None:
        """The body of the next upload (the events not yet sent), its idempotency key's last
        ordinal and how many events it carries; ``None`` when nothing is new."""
        pending = self.pending
        if not pending:
            return None
        body: dict[str, JsonValue] = {
            "schema_version": OBSERVATIONS_SCHEMA,
            "events": list(pending),
            "coverage": {
                "truncated": self.truncated,
                "unsupported_notifications": self.unsupported,
            },
        }
        return body, str(pending[-1]["ordinal"]), len(pending)

    def sent(self, count: int) -> None:
        self._sent += count


Send = Callable[[dict[str, "JsonValue"], str], Awaitable[object]]


class ObservationSender:
    """Sends an :class:`ObservationLog`: what is new at every heartbeat (:meth:`live`) and once
    more at the end (:meth:`final`). A refusal other than the run's stop or a sealed trace
    drops the batch, calls ``on_refused(code)`` and the attempt goes on; a transient failure
    leaves it for the next tick."""

    def __init__(
        self,
        log: ObservationLog,
        send: Send,
        *,
        attempt_id: str,
        on_refused: Callable[[str], None],
    ) -> None:
        self.log = log
        self._send = send
        self._attempt_id = attempt_id
        self._on_refused = on_refused
        self._closed = False  # the run stopped, the attempt is over, or its trace is sealed
        self._lock = asyncio.Lock()
        self.batches = 0

    async def flush(self) -> None:
        async with self._lock:
            made = None if self._closed else self.log.batch()
            if made is None:
                return
            body, last, count = made
            try:
                await self._send(body, f"cr-obs-{self._attempt_id}-{last}")
            except EvalRouterError as error:
                if is_transient(error, throttling=False):
                    return
                if error.code == TRACE_SEALED or error.code in RUN_STOP_CODES | (
                    ATTEMPT_OVER_CODES
                ):
                    self._closed = True
                    return
                self._on_refused(error.code)
            self.log.sent(count)
            self.batches += 1

    async def live(self, every: float, tick: Callable[[float], Awaitable[object]]) -> None:
        """Send what is new every ``every`` seconds (with the heartbeats) until cancelled."""
        while True:
            await tick(every)
            with contextlib.suppress(EvalRouterError):
                await self.flush()

    async def final(self) -> None:
        """The end of the attempt: what is still unsent (nothing if all of it was)."""
        with contextlib.suppress(EvalRouterError):
            await self.flush()
