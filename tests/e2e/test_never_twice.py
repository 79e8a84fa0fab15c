"""Runs are never started twice: retries only where repeating is safe, keys that make a create
repeatable, and Retry-After honoured."""

from __future__ import annotations

from pathlib import Path

import pytest

from evalrouter import APIConnectionError, EvalRouterError
from tests.e2e.e2e_env import Env

RUN_PATH = "/v1/runs/{run_id}"


async def test_admission_answer_lost_is_retried_and_starts_one_run(env: Env) -> None:
    env.local.faults.drop_connection_next("POST", "/v1/runs", after_processing=True)
    run = await env(
        env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5, wait=True
    )
    admissions = env.seen("runs_create")
    assert len(admissions) == 2 and admissions[0].dropped == "after"
    keys = {a.headers["idempotency-key"] for a in admissions}
    assert len(keys) == 1 and keys != {""}, "the retry must reuse the key"
    assert env.local.run_ids == [run.id]
    assert run.status == "completed"
    assert len(env.retry_sleeps) == 1


async def test_quote_answer_lost_is_not_retried(env: Env) -> None:
    env.local.faults.drop_connection_next("POST", "/v1/quotes", after_processing=True)
    with pytest.raises(APIConnectionError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5)
    assert caught.value.code == "network_error"
    assert caught.value.idempotency_key == env.seen("quotes_create")[0].headers["idempotency-key"]
    assert len(env.seen("quotes_create")) == 1  # the server made a quote; nobody asked twice
    assert len(env.local.quote_ids) == 1
    assert env.seen("runs_create") == [] and env.local.run_ids == []
    assert env.retry_sleeps == []


async def test_a_bare_gateway_503_on_quote_creation_is_not_retried(env: Env) -> None:
    env.local.faults.fail_next("POST", "/v1/quotes", status=503, bare=True)
    with pytest.raises(APIConnectionError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5)
    assert caught.value.code == "network_error" and caught.value.status_code == 503
    assert len(env.seen("quotes_create")) == 1 and env.local.run_ids == []


async def test_a_retryable_refusal_on_quote_creation_is_retried(env: Env) -> None:
    env.local.faults.fail_next("POST", "/v1/quotes", status=503)  # envelope, retryable: true
    quote = await env(
        env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5, dry_run=True
    )
    quotes = env.seen("quotes_create")
    assert [q.status for q in quotes] == [503, 201]
    assert quotes[0].headers["idempotency-key"] == quotes[1].headers["idempotency-key"]
    assert env.local.quote_ids == [quote.id]


@pytest.mark.parametrize("bare", [False, True], ids=["envelope", "bare"])
async def test_503_with_retry_after_on_a_read_is_retried_after_waiting(
    env: Env, bare: bool
) -> None:
    run = await env(env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1)
    env.local.faults.fail_next("GET", RUN_PATH, status=503, retry_after=2, bare=bare)
    record = await env(env.client.runs.get, run.id)
    assert record.id == run.id
    reads = env.seen("runs_get")
    assert [r.status for r in reads] == [503, 200]
    assert reads[0].response_headers.get("retry-after") == "2"
    (slept,) = env.retry_sleeps
    assert slept >= 2


async def test_retries_stop_at_max_retries(env: Env) -> None:
    run = await env(env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1)
    env.local.faults.fail_next("GET", RUN_PATH, status=503, retry_after=1, times=10)
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.runs.get, run.id)
    assert caught.value.code == "service_unavailable" and caught.value.status_code == 503
    assert len(env.seen("runs_get")) == 3  # 1 + max_retries (2)
    assert len(env.retry_sleeps) == 2
    env.local.faults.clear()


async def test_explicit_idempotency_key_returns_the_same_run(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    kwargs = {"benchmark": "gsm8k@2", "model": "Sim Large", "max_cost": 5}
    first = await env(env.client.runs.create, idempotency_key="nightly-2026-12-01", **kwargs)
    again = await env(env.client.runs.create, idempotency_key="nightly-2026-12-01", **kwargs)
    assert again.id == first.id
    assert env.local.run_ids == [first.id]
    assert len(env.seen("quotes_create")) == 1
    # The repeat re-admits the recorded quote under the same key; the server gives its run back.
    admissions = env.seen("runs_create")
    assert len({a.json["quote_id"] for a in admissions}) == 1
    assert len({a.headers["idempotency-key"] for a in admissions}) == 1
    (quote,) = env.seen("quotes_create")
    assert quote.headers["idempotency-key"].startswith("nightly-2026-12-01")
    state = list(tmp_path.iterdir())
    assert state and "nightly" not in state[0].read_text()  # keys are stored hashed

    # Another client in another process would find the same record.
    other = env.make_client()
    third = await env(other.runs.create, idempotency_key="nightly-2026-12-01", **kwargs)
    assert third.id == first.id and env.local.run_ids == [first.id]

    # The same key for a different create is refused before anything is sent.
    before = len(env.local.requests)
    with pytest.raises(EvalRouterError) as caught:
        await env(
            env.client.runs.create,
            idempotency_key="nightly-2026-12-01",
            benchmark="gsm8k@2",
            model="Sim Large",
            max_cost=6,
        )
    assert caught.value.code == "idempotency_key_reused"
    assert len(env.local.requests) == before


async def test_idempotency_key_after_a_crash_between_admission_and_its_answer(
    env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The admission happened but every answer was lost for as long as the call could ask
    (a crash, in effect): repeating the create with the same key re-admits the same quote and
    gets the same run."""
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    kwargs = {"benchmark": "gsm8k@2", "model": "Sim Large", "max_cost": 5, "idempotency_key": "k1"}
    env.local.faults.drop_connection_next("POST", "/v1/runs", after_processing=True, times=100)
    short = env.make_client(max_retries=0, timeout=5)
    with pytest.raises(APIConnectionError) as caught:
        await env(short.runs.create, **kwargs)
    assert caught.value.retryable  # with its key, the same create is safe to call again
    env.local.faults.clear()
    (run_id,) = env.local.run_ids  # it was started, but the caller never heard

    run = await env(env.client.runs.create, **kwargs)
    assert run.id == run_id and env.local.run_ids == [run_id]
    assert len(env.seen("quotes_create")) == 1  # the recorded quote was read, not re-made
    admissions = env.seen("runs_create")
    assert len(admissions) >= 2
    assert len({a.json["quote_id"] for a in admissions}) == 1
    assert len({a.headers["idempotency-key"] for a in admissions}) == 1
