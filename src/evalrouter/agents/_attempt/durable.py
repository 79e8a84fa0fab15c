"""Durable writes: an idempotent call repeated through server and network failures.

The task protocol's writes carry their own natural keys (a submission revision, an action step,
the done state), so repeating one is safe. Only failures that may pass are repeated: an answer
of 500 or more, ``network_error`` and ``request_timeout``; any other refusal is raised at once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from ..._backoff import backoff
from ..._exceptions import EvalRouterError, is_transient
from ..._timing import SYSTEM

type Sleep = Callable[[float], Awaitable[None]]
"""How the runner waits: ``asyncio.sleep`` in use, a recording fake in tests."""

type Draw = Callable[[], float]
"""A jitter draw in [0, 1): the client's ``Timing.random``, through the runner's timing."""

type OnRetry = Callable[[EvalRouterError, float], None]

DURABLE_WINDOW_SECONDS = 150.0
"""At most this much accumulated waiting between tries of one durable write."""

MAX_DELAY_SECONDS = 30.0


def delay_for(tries: int, draw: Draw) -> float:
    """The wait before try number ``tries + 1`` of a durable write or a trace batch:
    ``min(30, 2 * 2**tries)`` plus up to 1 s."""
    return backoff(tries, first=2.0, cap=MAX_DELAY_SECONDS, random=draw) + draw()


async def durable[T](
    call: Callable[[], Awaitable[T]],
    *,
    sleep: Sleep,
    window: float | None = None,
    random: Draw = SYSTEM.random,
    on_retry: OnRetry | None = None,
) -> T:
    """``await call()``, repeated after transient failures until it succeeds or the next wait
    would take the accumulated waiting past ``window`` seconds (then the last error is raised).
    ``window`` defaults to ``DURABLE_WINDOW_SECONDS``, read at each call (tests lower it).
    ``on_retry(error, delay)`` hears of each wait before it starts (to tell the user)."""
    if window is None:
        window = DURABLE_WINDOW_SECONDS
    waited = 0.0
    tries = 0
    while True:
        try:
            return await call()
        except EvalRouterError as error:
            if not is_transient(error, throttling=False):
                raise
            delay = delay_for(tries, random)
            if waited + delay > window:
                raise
            if on_retry is not None:
                on_retry(error, delay)
            await sleep(delay)
            waited += delay
            tries += 1
