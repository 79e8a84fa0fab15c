"""A ``with_options`` copy of an EvalRouter Local client waits on Local's virtual clock too
(its waits move the clock instead of sleeping), on both clients."""

from __future__ import annotations

import asyncio

import pytest

from evalrouter.testing import EvalRouterLocal


def counted_local(monkeypatch: pytest.MonkeyPatch) -> tuple[EvalRouterLocal, list[float]]:
    local = EvalRouterLocal(seed=1)
    moved: list[float] = []
    advance = local.advance

    def counting(seconds: float) -> None:
        moved.append(seconds)
        advance(seconds)

    monkeypatch.setattr(local, "advance", counting)
    return local, moved


def test_a_sync_copy_waits_on_the_virtual_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    local, moved = counted_local(monkeypatch)
    client = local.client()
    run = client.runs.create(benchmark="gsm8k", model="Sim Large", max_cost=1)
    assert client.with_options(max_retries=3).runs.wait(run.id).status == "completed"
    assert moved  # the copy's polls waited by moving Local's clock, not by sleeping


def test_an_async_copy_waits_on_the_virtual_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    local, moved = counted_local(monkeypatch)

    async def main() -> str | None:
        async with local.async_client() as client:
            run = await client.runs.create(benchmark="gsm8k", model="Sim Large", max_cost=1)
            return (await client.with_options(max_retries=3).runs.wait(run.id)).status

    assert asyncio.run(main()) == "completed"
    assert moved
