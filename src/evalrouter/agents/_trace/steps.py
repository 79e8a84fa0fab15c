"""The steps a trace recorder has made, queued for delivery: numbered as they are made, bounded
(at most ``max_steps``, and ``MAX_UNACKNOWLEDGED`` handed out and not yet acknowledged; past
either they are dropped and counted), handed to the upload in batches, and what the trace's
coverage says about what was lost. A part of :class:`~._trace.TraceRecorder`."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .policy import (
    BATCH_BYTES,
    BATCH_ENVELOPE_BYTES,
    BATCH_STEPS,
    MAX_COVERAGE_COUNT,
    MAX_UNACKNOWLEDGED,
)
from .spans import Step

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

    from .otel_tree import OtelTree

__all__ = ["StepQueue"]


class StepQueue:
    """The recorder's step queue (its state is the recorder's, set in its ``__init__``)."""

    if TYPE_CHECKING:
        _lock: threading.RLock
        _clock: Callable[[], float]
        _closed: bool
        _sealed: bool
        _truncated: bool
        _ordinal: int
        _dropped: int
        _unsupported: int
        _unacknowledged: int
        _pending: deque[Step]
        _tree: OtelTree | None
        max_steps: int

    @property
    def dropped_steps(self) -> int:
        return self._dropped

    @property
    def sealed(self) -> bool:
        return self._sealed

    def _emit(self, body: dict[str, JsonValue]) -> Step | None:
        if (
            self._sealed
            or self._ordinal >= self.max_steps
            or self._unacknowledged >= MAX_UNACKNOWLEDGED
        ):
            self._dropped += 1
            return None
        self._ordinal += 1
        body["ordinal"] = self._ordinal
        step = Step(body, self._clock())
        self._pending.append(step)
        self._unacknowledged += 1
        return step

    # ------------------------------------------------------------------ for TraceDelivery

    def _take_batch(self) -> list[Step]:
        """The next batch of pending steps (≤128 steps, ≤256 KiB), handed to an upload."""
        with self._lock:
            if self._tree is not None and not self._closed:
                # The delivery loop's tick is the clock of what waits for its partner: a
                # framework's model span waiting for the gateway's record of its call.
                self._tree.expire(self._clock())
            batch: list[Step] = []
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

    def _settle(self, batch: Sequence[Step], *, delivered: bool) -> None:
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
