"""End-to-end regressions: each of these once failed (see the commit that fixed it)."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from evalrouter import APIConnectionError
from evalrouter.testing import EvalRouterLocal
from tests.e2e.e2e_env import Env


async def test_an_idempotency_key_does_not_leak_between_local_instances(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    kwargs = {"benchmark": "gsm8k@2", "model": "Sim Large", "max_cost": 5, "idempotency_key": "ci"}
    first = await env(env.client.runs.create, **kwargs)
    assert env.local.run_ids == [first.id]

    # A second, isolated world (say, the next test, or the next pytest session).
    other = EvalRouterLocal(seed=1)
    client = other.async_client() if env.is_async else other.client()
    try:
        run = await env(client.runs.create, **kwargs)
        assert other.run_ids == [run.id]
    finally:
        await env(client.close)


async def test_a_repeated_create_after_its_quote_expired_still_starts_the_run(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    kwargs = {"benchmark": "gsm8k@2", "model": "Sim Large", "max_cost": 5, "idempotency_key": "ci"}
    # The admission never reaches the service for as long as the (short) call may ask again.
    env.local.faults.drop_connection_next("POST", "/v1/runs", after_processing=False, times=100)
    with pytest.raises(APIConnectionError):
        await env(env.make_client(timeout=5).runs.create, **kwargs)
    assert env.local.run_ids == []
    env.local.faults.clear()

    env.local.advance(20 * 60)  # the job is retried later; the quote has expired
    run = await env(env.client.runs.create, **kwargs)
    assert env.local.run_ids == [run.id]


def test_local_over_http_answers_without_nagle_delays() -> None:
    local = EvalRouterLocal()
    with local.serve() as url, httpx.Client(base_url=url + "/v1") as client:
        client.get("/billing/wallet")
        started = time.perf_counter()
        for _ in range(20):
            client.get("/billing/wallet")
        elapsed = time.perf_counter() - started
    assert elapsed < 0.4, f"20 keep-alive reads took {elapsed:.2f}s"
