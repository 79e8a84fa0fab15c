"""Time for EvalRouter Local: a clock that can be virtual or real, always in integer microseconds.

Runs progress lazily: every request first brings the state up to ``clock.now_us()``. A virtual
clock only moves when told to (``advance``), which makes tests deterministic; a real clock follows
wall time, which makes demos look alive. Both can be pushed forward with ``advance``.
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

MICROS = 1_000_000


@runtime_checkable
class Clock(Protocol):
    """What the local service needs from a clock: the time now, in microseconds since the epoch."""

    def now_us(self) -> int: ...

    def advance(self, seconds: float) -> None: ...


class VirtualClock:
    """A clock that stands still until ``advance`` moves it."""

    def __init__(self, start: datetime | None = None) -> None:
        if start is None:
            start = datetime.now(UTC).replace(microsecond=0)
        if start.tzinfo is None:
            raise ValueError("start must be timezone-aware")
        self._now = to_us(start)
        self._lock = threading.Lock()

    def now_us(self) -> int:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        with self._lock:
            self._now += round(seconds * MICROS)


class RealClock:
    """Wall time (monotonic underneath), plus whatever ``advance`` added."""

    def __init__(self) -> None:
        self._origin_wall = time.time_ns() // 1000
        self._origin_mono = time.monotonic_ns() // 1000
        self._offset = 0
        self._lock = threading.Lock()

    def now_us(self) -> int:
        with self._lock:
            offset = self._offset
        return self._origin_wall + (time.monotonic_ns() // 1000 - self._origin_mono) + offset

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        with self._lock:
            self._offset += round(seconds * MICROS)


def to_us(moment: datetime) -> int:
    delta = moment - datetime(1970, 1, 1, tzinfo=UTC)
    return (delta.days * 86_400 + delta.seconds) * MICROS + delta.microseconds


def iso(instant_us: int) -> str:
    """RFC 3339 in UTC with a ``Z``, microsecond precision (what the API sends)."""
    moment = datetime.fromtimestamp(instant_us // MICROS, UTC).replace(
        microsecond=instant_us % MICROS
    )
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
