"""Connections end to end: an OpenAI-compatible endpoint as the model of a run.

The endpoint is ``tests.local.fake_openai`` on 127.0.0.1: one per module, its recorded requests
cleared for each test. EvalRouter Local makes one real chat-completions call per task and grades
the answer with the benchmark's grader, at zero model cost plus the benchmark's task fee.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter.testing._tasks import task_set
from tests.e2e.e2e_data import GSM_LATEST, GSM_LATEST_TASKS, SMALL, extra, headline
from tests.e2e.e2e_env import Env
from tests.local.fake_openai import FakeOpenAI, dead_url, fake_openai

KEY = "sk-e2e-connection-key-41c0"
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}")
GSM_FEE = 200  # micro-USD per task: the only charge for a connection


@pytest.fixture(scope="module")
def endpoint() -> Iterator[FakeOpenAI]:
    with fake_openai() as server:
        yield server


@pytest.fixture
def fake(endpoint: FakeOpenAI) -> FakeOpenAI:
    endpoint.mode = "solve"
    endpoint.requests.clear()
    return endpoint


async def _connect(env: Env, base_url: str, name: str = "Fake GPT") -> str:
    body = {"name": name, "base_url": base_url, "model_id": "fake-gpt", "api_key": KEY}
    record = await env(env.client.connections.create, body)
    assert UUID.fullmatch(record.id)
    assert record.name == name and record.base_url == base_url.rstrip("/")
    return str(record.id)


def _key_never_sent_back(env: Env) -> None:
    assert env.local.requests
    for exchange in env.local.requests:
        assert KEY.encode() not in exchange.response_content, (exchange.method, exchange.path)


async def test_a_connection_is_the_model_of_a_run(env: Env, fake: FakeOpenAI) -> None:
    cid = await _connect(env, fake.base_url)
    listed = await env(env.client.connections.list)
    assert [c.id for c in listed.data] == [cid]

    run = await env(
        env.client.runs.create, benchmark="gsm8k", model=f"connection:{cid}", max_cost=1, wait=True
    )
    (quoted,) = env.seen("quotes_create")
    assert quoted.json["model"] == {"kind": "connection", "connection_id": cid}
    assert quoted.json["selection"] == {"profile_ids": [GSM_LATEST]}
    assert run.status == "completed" and run.error_count == 0
    assert run.score == 1.0  # the endpoint works every problem out
    assert headline(await env(run.results)) == 1.0

    tasks = task_set(GSM_LATEST_TASKS)
    assert run.planned_count == len(tasks)
    assert sorted(fake.prompts()) == sorted(t.prompt for t in tasks)  # once per task
    for seen in fake.requests:
        assert seen.path == "/v1/chat/completions"
        assert seen.headers["authorization"] == f"Bearer {KEY}"
        assert seen.json["model"] == "fake-gpt"
    # Zero model cost: only the benchmark's per-task fee, taken from the wallet.
    assert run.spend_microusd == str(GSM_FEE * len(tasks))
    assert env.local.balance_microusd == 100_000_000 - GSM_FEE * len(tasks)
    _key_never_sent_back(env)


async def test_a_wrong_endpoint_scores_zero(env: Env, fake: FakeOpenAI) -> None:
    fake.mode = "wrong"
    cid = await _connect(env, fake.base_url, name="Wrong model")
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k",
        model=f"connection:{cid}",
        max_cost=1,
        coverage={"mode": "sample", "sample_count": 6, "seed": 1},
        wait=True,
    )
    assert run.status == "completed" and run.planned_count == 6 == len(fake.requests)
    assert run.score == 0.0
    page = await env(env.client.runs.samples, run.id)
    assert {extra(s, "answer") for s in page.data} == {"The answer is -1."}  # a local extra


async def test_a_connection_compared_with_a_managed_route(env: Env, fake: FakeOpenAI) -> None:
    cid = await _connect(env, fake.base_url)
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k",
        subjects=[f"connection:{cid}", "Sim Small"],
        max_cost=2,
        wait=True,
    )
    (quoted,) = env.seen("quotes_create")
    assert quoted.json["subjects"] == [
        {"model": {"kind": "connection", "connection_id": cid}},
        {"model": {"kind": "managed", "route_id": SMALL}},
    ]
    cmp = await env(run.compare)
    first, second = cmp.models
    assert (first.name, first.route_id, first.score, first.label) == ("Fake GPT", None, 1.0, "1")
    assert second.route_id == SMALL and second.score is not None and second.score < 1.0
    (pair,) = cmp.pairs
    assert pair.difference != 0
    _key_never_sent_back(env)


async def test_a_dead_endpoint_fails_its_tasks_and_a_fixed_one_continues_them(
    env: Env, fake: FakeOpenAI
) -> None:
    cid = await _connect(env, dead_url(), name="Down")
    checked = await env(env.client.connections.check, cid)
    assert checked.check_result["status"] == "failed"

    coverage = {"mode": "sample", "sample_count": 5, "seed": 2}
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k",
        model=f"connection:{cid}",
        max_cost=1,
        coverage=coverage,
        wait=True,
    )
    # A run whose every task failed is returned, not raised, and charges nothing.
    assert run.status == "failed" and run.error_count == 5 and run.spend_microusd == "0"
    failed = await env(env.client.runs.samples, run.id, status="error")
    assert {s.error_code for s in failed.data} == {"connection_unreachable"}
    assert fake.requests == []

    updated = await env(env.client.connections.update, cid, {"base_url": fake.base_url})
    assert updated.revision == 2
    assert (await env(env.client.connections.check, cid)).check_result["status"] == "ok"
    more = await env(run.continue_, max_cost=1, wait=True)
    assert more.source_run_id == run.id and more.planned_count == 5
    assert more.status == "completed" and more.score == 1.0
    assert more.spend_microusd == str(GSM_FEE * 5)
    assert len(fake.prompts()) == 6  # the check, then the five tasks once each
    _key_never_sent_back(env)


async def test_an_unknown_or_deleted_connection_is_the_apis_refusal(
    env: Env, fake: FakeOpenAI
) -> None:
    missing = "00000000-0000-4000-8000-000000000000"
    with pytest.raises(EvalRouterError) as caught:
        await env(
            env.client.runs.create, benchmark="gsm8k", model=f"connection:{missing}", max_cost=1
        )
    assert caught.value.code == "connection_not_found" and caught.value.status_code == 404
    assert env.local.run_ids == []

    cid = await _connect(env, fake.base_url)
    ok: Any = await env(env.client.connections.delete, cid)
    assert ok.ok is True
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.connections.check, cid)
    assert caught.value.code == "connection_not_found"
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k", model="connection:nope", max_cost=1)
    assert caught.value.code == "model_not_found" and caught.value.status_code is None
    assert fake.requests == []
