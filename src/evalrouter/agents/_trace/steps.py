"""The steps a trace recorder has made, queued for delivery: numbered as they are made, bounded
(at most ``max_steps``, and ``MAX_UNACKNOWLEDGED`` handed out and not yet acknowledged; past
either they are dropped and counted), handed to the upload in batches, and what the trace's
coverage says about what was lost. Owned by the :class:`~.recorder.TraceRecorder`."""

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

__all__ = ["StepQueue"]


class StepQueue:
    """The recorder's queue of steps, owned by it: ``lock`` is the recorder's (a step is
    made under it), ``clock`` stamps each step, and ``before_batch`` runs, under the lock,
    before each batch is taken (the recorder lets waiting framework spans expire there)."""

    def __init__(
        self,
        *,
        lock: threading.RLock,
        clock: Callable[[], float],
        max_steps: int,
        before_batch: Callable[[], None],
    ) -> None:
        self._lock = lock
        self._clock = clock
        self.max_steps = max_steps
        self._before_batch = before_batch
        self._pending: deque[Step] = deque()
        self.ordinal = 0
        """Steps made so far (the last one's ordinal)."""
        self._unacknowledged = 0
        self._dropped = 0
        self._unsupported = 0
        self._sealed = False
        self.truncated = False
        """Content was cut to its bounds somewhere: the coverage says so."""

    @property
    def dropped_steps(self) -> int:
        return self._dropped

    @property
    def sealed(self) -> bool:
        return self._sealed

    def emit(self, body: dict[str, JsonValue]) -> Step | None:
        """Queue a step (numbered here), or drop and count it past a bound. Under the lock."""
        if (
            self._sealed
            or self.ordinal >= self.max_steps
            or self._unacknowledged >= MAX_UNACKNOWLEDGED
        ):
            self._dropped += 1
            return None
        self.ordinal += 1
        body["ordinal"] = self.ordinal
        step = Step(body, self._clock())
        self._pending.append(step)
        self._unacknowledged += 1
        return step

    # ------------------------------------------------------------------ for TraceDelivery

    def take_batch(self) -> list[Step]:
        """The next batch of pending steps (≤128 steps, ≤256 KiB), handed to an upload."""
        with self._lock:
            self._before_batch()
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

    def settle(self, batch: Sequence[Step], *, delivered: bool) -> None:
        with self._lock:
            self._unacknowledged -= len(batch)
            if not delivered:
                self._dropped += len(batch)

    def seal(self) -> int:
        """The trajectory was sealed: drop everything pending; returns how many."""
        with self._lock:
            self._sealed = True
            count = len(self._pending)
            self._pending.clear()
            self._unacknowledged -= count
            self._dropped += count
            return count

    def count_unsupported(self) -> None:
        with self._lock:
            self._unsupported += 1

    def coverage(self) -> dict[str, JsonValue]:
        return {
            "truncated": self.truncated or self._dropped > 0,
            "dropped_steps": min(self._dropped, MAX_COVERAGE_COUNT),
            "unsupported_spans": min(self._unsupported, MAX_COVERAGE_COUNT),
        }
