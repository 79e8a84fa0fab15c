"""Delivery of an attempt's trace: bounded batches while the attempt runs and once more,
durably, before the attempt is finished (:class:`TraceDelivery`)."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from evalrouter._exceptions import EvalRouterError, is_transient

from ..._timing import SYSTEM
from .._attempt.codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES, TRACE_SEALED
from .._attempt.durable import Draw, delay_for
from .._attempt.events import TraceStats
from .policy import (
    DURABLE_WINDOW_SECONDS,
    SCHEMA_VERSION,
    Clock,
    Sleep,
)
from .spans import Step

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

    from .recorder import TraceRecorder
__all__ = ["TraceDelivery"]

# --------------------------------------------------------------------------- delivery


type _Outcome = Literal["sent", "retry", "dropped", "stop", "sealed"]


@dataclass(frozen=True)
class _Batch:
    """One upload: its body and key are fixed when it is formed, so a resend is identical."""

    steps: list[Step]
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
        random: Draw = SYSTEM.random,
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
        self._random = random
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
                delay = delay_for(failures, self._random)
                failures += 1
                if waited + delay > self._window:
                    self._recorder.steps.settle(batch.steps, delivered=False)
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
        while steps := self._recorder.steps.take_batch():
            body: dict[str, JsonValue] = {
                "schema_version": SCHEMA_VERSION,
                "steps": [step.body for step in steps],
                "coverage": self._recorder.steps.coverage(),
            }
            first, last = steps[0].body["ordinal"], steps[-1].body["ordinal"]
            yield _Batch(steps, body, f"cr-steps-{self._attempt_id}-{first}-{last}")

    def _give_up(self) -> None:
        """Whatever is still unsent is dropped (and counted)."""
        for batch in self._batches():
            self._recorder.steps.settle(batch.steps, delivered=False)

    async def _attempt(self, batch: _Batch) -> _Outcome:
        try:
            await self._send(batch.body, batch.key)
        except asyncio.CancelledError:
            self._retry.appendleft(batch)
            raise
        except EvalRouterError as error:
            if is_transient(error, throttling=False):
                return "retry"
            self._recorder.steps.settle(batch.steps, delivered=False)
            if error.code == TRACE_SEALED:
                self._recorder.steps.seal()
                return "sealed"
            if error.code in RUN_STOP_CODES or error.code in ATTEMPT_OVER_CODES:
                return "stop"
            self.refused.append(error.code)
            if self._on_refused is not None:
                self._on_refused(error.code)
            return "dropped"
        now = self._clock()
        self._latencies.extend(max(0.0, now - step.born) for step in batch.steps)
        self._acknowledged += len(batch.steps)
        self._recorder.steps.settle(batch.steps, delivered=True)
        return "sent"
