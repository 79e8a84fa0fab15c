"""The statistics behind scores, intervals and rankings (95% level throughout)."""

from __future__ import annotations

import math
from collections.abc import Sequence

CONFIDENCE = 0.95
Z95 = 1.959963984540054
Z90_ONE_SIDED = 1.2815515655446004  # the 90th percentile of the standard normal


def standard_error(successes: int, n: int) -> float | None:
    """Standard error of a proportion: sqrt(p(1-p)/n)."""
    if n == 0:
        return None
    p = successes / n
    return math.sqrt(p * (1 - p) / n)


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """Wilson score interval for a binomial proportion; sensible even at 0/n and n/n."""
    if n == 0:
        return None
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_difference(
    first: Sequence[float], second: Sequence[float], z: float = Z95
) -> tuple[float, tuple[float, float] | None]:
    """Mean of per-task differences and its normal-approximation interval.

    Pairing on the same tasks removes the task-difficulty variance two independent intervals
    would carry. With fewer than two tasks there is no interval.
    """
    if len(first) != len(second):
        raise ValueError("paired samples must have the same length")
    n = len(first)
    if n == 0:
        return 0.0, None
    diffs = [a - b for a, b in zip(first, second, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, None
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = z * math.sqrt(variance / n)
    return mean, (mean - half, mean + half)


def rank_labels(scores: Sequence[float | None]) -> list[tuple[int, str]]:
    """Competition ranking (1, 1, 3) with ``=`` marking shared places; None ranks last."""
    order = sorted(range(len(scores)), key=lambda i: (scores[i] is None, -(scores[i] or 0.0)))
    result: list[tuple[int, str]] = [(0, "")] * len(scores)
    place = 0
    for position, index in enumerate(order):
        if position == 0 or scores[index] != scores[order[position - 1]]:
            place = position + 1
        result[index] = (place, str(place))
    for index, (place, _) in enumerate(result):
        shared = sum(1 for other, _ in result if other == place) > 1
        result[index] = (place, f"{place}=" if shared else str(place))
    return result


def interval_record(bounds: tuple[float, float] | None) -> dict[str, float] | None:
    """An interval as the API renders it: ``{"low", "high", "confidence"}``, or None."""
    if bounds is None:
        return None
    return {"low": round(bounds[0], 6), "high": round(bounds[1], 6), "confidence": CONFIDENCE}


def percent(value: float) -> str:
    """A proportion as a percentage for sentences: ``0.8125`` -> ``81.3%``."""
    return f"{100 * value:.1f}%"


def points(value: float) -> str:
    """A difference of proportions in signed percentage points: ``0.05`` -> ``+5.0``."""
    return f"{100 * value:+.1f}"
