"""``_runner.sync.iterate``: a sync generator over an async one on a worker's loop, interrupted at
its worst moment."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from typing import Any

import pytest

from evalrouter import EvalRouter
from evalrouter.agents._runner import sync as _bridge


def test_an_interrupt_while_a_step_is_being_scheduled_closes_the_iterator_cleanly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ctrl+C lands after the next step was handed to the loop but before its future came
    back: the step still running there is ended first, then the iterator closes (its
    ``finally`` runs) and the interrupt, not a RuntimeError about a running generator, reaches
    the caller."""
    closed: list[str] = []

    async def items(_: Any) -> AsyncGenerator[int, None]:
        try:
            yield 1
            await asyncio.sleep(30)  # the second step waits here when the interrupt lands
            yield 2
        finally:
            closed.append("finally")

    submit = _bridge.Worker.submit
    calls = 0

    def interrupted(self: _bridge.Worker, coro: Any) -> Any:
        nonlocal calls
        calls += 1
        future = submit(self, coro)
        if calls == 3:  # start, the first step, then the second step: interrupted here
            raise KeyboardInterrupt
        return future

    monkeypatch.setattr(_bridge.Worker, "submit", interrupted)
    client = EvalRouter(base_url="http://127.0.0.1:9", api_key="er-test", max_retries=0)
    try:
        iterator = _bridge.iterate(client, items)
        assert next(iterator) == 1
        with pytest.raises(KeyboardInterrupt):
            next(iterator)
    finally:
        client.close()
    assert closed == ["finally"]
