"""How the SDK waits and tells time: one object, carried by a client's settings.

Every pause (retry backoff, ``runs.wait`` polls, ``follow`` reads, the agents runner's waits),
every deadline and every jitter draw goes through the client's :class:`Timing`. It is given
once, when the client is built (the private ``_timing=`` argument: EvalRouter Local's virtual
clock, or a test's fake one), and every copy of the client (``with_options``, the async copy
the agents runner drives) carries the same one. Nothing patches it afterwards.
"""

from __future__ import annotations

import random as _random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass


async def _async_sleep(seconds: float) -> None:
    # anyio, not asyncio: the async client also runs under trio. Imported here so that
    # ``import evalrouter`` imports neither.
    import anyio

    await anyio.sleep(seconds)


@dataclass(frozen=True, slots=True)
class Timing:
    """``sleep``/``async_sleep`` pause; ``monotonic`` measures deadlines (seconds, any origin);
    ``random`` draws jitter in [0, 1)."""

    sleep: Callable[[float], None] = time.sleep
    async_sleep: Callable[[float], Awaitable[None]] = _async_sleep
    monotonic: Callable[[], float] = time.monotonic
    random: Callable[[], float] = _random.random

    @property
    def real(self) -> bool:
        """Whether this is the wall clock (not a virtual or fake one)."""
        return self.sleep is time.sleep


SYSTEM = Timing()
