"""The one backoff formula: every retry and poll loop of the SDK waits through it."""

from __future__ import annotations

from collections.abc import Callable


def backoff(
    attempt: int,
    *,
    first: float,
    cap: float,
    factor: float = 2.0,
    jitter: float = 0.0,
    random: Callable[[], float],
) -> float:
    """Seconds to wait before try ``attempt + 1`` (``attempt`` counts from 0): ``first``
    growing by ``factor`` up to ``cap``, then stretched by up to ``jitter`` of itself (a
    negative ``jitter`` shortens it instead). ``random`` draws from [0, 1): the client's
    ``Timing.random``, so tests fix it."""
    base = min(cap, first * factor**attempt)
    return base * (1.0 + jitter * random())


def no_jitter() -> float:
    """The ``random`` of a fixed schedule (no jitter to draw): always 0."""
    return 0.0
