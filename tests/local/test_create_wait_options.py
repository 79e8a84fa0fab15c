"""`runs.create(wait=True)` passes poll_interval and on_progress to the wait, on both clients."""

from __future__ import annotations

from typing import Any

from evalrouter.testing import EvalRouterLocal


def test_sync_create_wait_reports_progress() -> None:
    local = EvalRouterLocal(seed=3)
    seen: list[str] = []
    with local.client() as client:
        run = client.runs.create(
            benchmark="gsm8k",
            model="Sim Large",
            max_cost=1,
            wait=True,
            poll_interval=0.001,
            on_progress=lambda r: seen.append(r.status),
        )
    assert run.status == "completed"
    assert seen[-1] == "completed" and len(seen) >= 2
    assert run.score is not None


async def test_async_create_wait_reports_progress() -> None:
    local = EvalRouterLocal(seed=3)
    seen: list[Any] = []
    async with local.async_client() as client:
        run = await client.runs.create(
            benchmark="gsm8k",
            model="Sim Large",
            max_cost=1,
            wait=True,
            poll_interval=0.001,
            on_progress=lambda r: seen.append(r.status),
        )
    assert run.status == "completed"
    assert seen[-1] == "completed" and len(seen) >= 2
    assert run.score is not None
