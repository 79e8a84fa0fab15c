"""The one fake clock of the test suites (unit and end-to-end)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from evalrouter._timing import Timing


class FakeClock:
    """Monotonic time that moves only by what is slept (and by what a test adds to ``now``).

    Every sleep is recorded in ``sleeps``, to the microsecond; ``on_sleep`` sees each one after
    the clock moved (a test may move it further: a suspended laptop). ``random`` is the client's
    jitter source, fixed (``0.0`` by default: the waits a test reads are the backoff's own)."""

    def __init__(
        self,
        now: float = 0.0,
        *,
        random: Callable[[], float] = lambda: 0.0,
        on_sleep: Callable[[float], object] | None = None,
    ) -> None:
        self.now = now
        self.sleeps: list[float] = []
        self.random = random
        self.on_sleep = on_sleep

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(round(seconds, 6))  # 1.65, not 1.6500000000000001
        self.now += seconds
        if self.on_sleep is not None:
            self.on_sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        self.sleep(seconds)
        await asyncio.sleep(0)  # as a real sleep does, let the loop's other tasks run

    def timing(self) -> Timing:
        """This clock as a client's timing, given at construction: ``_timing=clock.timing()``."""
        return Timing(
            sleep=self.sleep, async_sleep=self.async_sleep, monotonic=self, random=self.random
        )
