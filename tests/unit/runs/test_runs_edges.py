"""Runs flows at their edges: direct quote and result reads, raw quote bodies, a quote_id whose cap
differs from max_cost, route IDs as model names, create(wait=True) timing out, and the web
address from the environment on the async client."""

from __future__ import annotations

import json
import uuid
from typing import Any

import httpx
import pytest

from evalrouter import (
    APIConnectionError,
    AsyncEvalRouter,
    AsyncRun,
    EvalRouter,
    EvalRouterError,
    MaxCostExceeded,
    Run,
    WaitTimeout,
)
from evalrouter.types import QuoteRecord, ResultRecord
from tests.support.api import BASE, FakeAPI, done, make_client
from tests.support.clock import FakeClock
from tests.support.records import (
    bench_row,
    quote_record,
    result_record,
    route,
    run_record,
)

GPT5 = "openai/gpt-5-2025-08-07"
# A second route to the same model: its model ID is GPT5 and its own ID starts with GPT5, so a
# name like "gpt-5" (or GPT5 compared with model IDs) matches both routes.
GPT5_PRIORITY = "openai/gpt-5-2025-08-07-priority"
MINI = "openai/gpt-5-mini-2025-08-07"
ROUTES = [
    route(GPT5, "GPT-5"),
    route(GPT5_PRIORITY, "GPT-5 priority", model_id=GPT5),
    route(MINI, "GPT-5 mini"),
]
CATALOG = [bench_row("gsm8k", "1"), bench_row("gsm8k", "2")]
RESOLVE_CALLS = [
    "GET /catalog/benchmarks?limit=100&status=active",
    "GET /catalog/benchmarks/gsm8k",
    "GET /catalog/models?benchmark=gsm8k-v2&limit=100",
]
RUN_TYPES = {"sync": Run, "async": AsyncRun}


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.catalog(CATALOG, ROUTES)
    api.on("POST", "/quotes", quote_record("q_1", "4000000"))
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


# --------------------------------------------------------------------------- direct reads


async def test_quotes_get_reads_that_quote(client: Any, api: FakeAPI):
    api.on("GET", "/quotes/q_7", quote_record("q_7", "2500000"))
    quote = await done(client.quotes.get("q_7"))
    assert isinstance(quote, QuoteRecord)
    assert (quote.id, quote.max_charge_microusd) == ("q_7", "2500000")
    (request,) = api.requests
    assert (request.method, str(request.url)) == ("GET", f"{BASE}/v1/quotes/q_7")
    assert "Idempotency-Key" not in request.headers


async def test_runs_results_reads_the_results(client: Any, api: FakeAPI):
    api.on("GET", "/runs/run_7/results", result_record("run_7", 0.6))
    results = await done(client.runs.results("run_7"))
    assert isinstance(results, ResultRecord)
    assert results.run_id == "run_7"
    assert [m.key for m in results.profiles[0].metrics] == ["f1", "accuracy"]
    await done(client.runs.results("run_7", version=3))
    assert [str(r.url) for r in api.requests] == [
        f"{BASE}/v1/runs/run_7/results",
        f"{BASE}/v1/runs/run_7/results?version=3",
    ]
    assert {r.method for r in api.requests} == {"GET"}


# --------------------------------------------------------------------------- raw quotes

RAW_QUOTE = {
    "selection": {"profile_ids": ["gsm8k-v2"]},
    "model": {"kind": "managed", "route_id": GPT5},
    "coverage": {"mode": "sample", "sample_count": 25},
    "max_charge_microusd": "5000000",
}


async def test_raw_quote_body_is_sent_as_given(make):
    h = make(httpx.Response(200, json=quote_record("q_1", "4000000")))
    body = json.loads(json.dumps(RAW_QUOTE))
    quote = await h.call(lambda c: c.quotes.create(body))
    assert isinstance(quote, QuoteRecord)
    assert quote.max_charge_microusd == "4000000"  # money comes back as a string too
    (request,) = h.server.requests
    assert (request.method, request.url.path) == ("POST", "/v1/quotes")
    # The same fields in the same order, the money still a JSON string, nothing added.
    assert request.content == json.dumps(RAW_QUOTE, separators=(",", ":")).encode()
    assert b'"max_charge_microusd":"5000000"' in request.content
    assert body == RAW_QUOTE  # the caller's dict is not changed
    assert uuid.UUID(request.headers["Idempotency-Key"])


@pytest.mark.parametrize("key", [None, "quote-key-1"])
async def test_raw_quote_is_not_repeated_after_a_bare_502(make, key: str | None):
    h = make(
        httpx.Response(502, text="<html>bad gateway</html>"),
        httpx.Response(200, json=quote_record("q_1", "4000000")),
    )
    assert h.client.max_retries == 2
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.quotes.create(dict(RAW_QUOTE), idempotency_key=key))
    (request,) = h.server.requests  # one attempt: the gateway may have quoted already
    assert h.sleeps == []
    assert json.loads(request.content) == RAW_QUOTE
    sent_key = request.headers["Idempotency-Key"]
    assert sent_key == key if key else uuid.UUID(sent_key)
    error = info.value
    assert (error.code, error.status_code, error.retryable) == ("network_error", 502, False)
    assert error.idempotency_key == sent_key


# --------------------------------------------------------------------------- quote_id caps


async def test_quote_id_admits_the_quotes_own_cap_not_max_cost(client: Any, api: FakeAPI):
    api.on("GET", "/quotes/q_9", quote_record("q_9", "3000000"))
    run = await done(client.runs.create(quote_id="q_9", max_cost=5))
    assert run.id == "run_1"
    assert api.calls() == ["GET /quotes/q_9", "POST /runs"]
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_9", "max_charge_microusd": "3000000"}]
    assert all(b"5000000" not in r.content for r in api.requests)  # max_cost is never sent


async def test_quote_id_above_a_lower_max_cost_is_refused_before_admission(
    client: Any, api: FakeAPI
):
    api.on("GET", "/quotes/q_9", quote_record("q_9", "3000000"))
    with pytest.raises(MaxCostExceeded) as info:
        await done(client.runs.create(quote_id="q_9", max_cost=2))
    err = info.value
    assert err.code == "quote_exceeds_max_cost"
    assert err.quote.id == "q_9"
    assert err.details == {
        "quote_id": "q_9",
        "max_charge_microusd": "3000000",
        "max_cost_microusd": "2000000",
    }
    assert api.calls() == ["GET /quotes/q_9"]  # no POST /runs


# --------------------------------------------------------------------------- route IDs


@pytest.mark.parametrize("route_id", [GPT5, GPT5_PRIORITY, MINI])
async def test_a_full_route_id_resolves_without_ambiguity(client: Any, api: FakeAPI, route_id: str):
    await done(client.runs.create(benchmark="gsm8k", model=route_id, max_cost=5))
    assert api.calls() == [*RESOLVE_CALLS, "POST /quotes", "POST /runs"]
    assert api.bodies("POST", "/quotes")[0]["model"] == {"kind": "managed", "route_id": route_id}


async def test_the_model_name_shared_by_two_routes_is_ambiguous(client: Any, api: FakeAPI):
    # The contrast to the route IDs above: the same catalog, a name both routes answer to.
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5))
    assert info.value.code == "ambiguous_model"
    assert GPT5 in info.value.message and GPT5_PRIORITY in info.value.message
    assert api.calls() == RESOLVE_CALLS  # refused before any quote


async def test_resolve_model_takes_a_full_route_id(client: Any, api: FakeAPI):
    model = await done(client.benchmarks.resolve_model(GPT5, benchmark="gsm8k"))
    assert model == {"kind": "managed", "route_id": GPT5}
    assert api.calls() == RESOLVE_CALLS


# --------------------------------------------------------------------------- wait=True


async def test_create_wait_timeout_carries_the_last_record_and_cancels_nothing(
    client: Any, api: FakeAPI, clock: FakeClock, mode: str
):
    api.on(
        "GET",
        "/runs/run_1",
        run_record("run_1", "queued"),
        run_record("run_1", "running"),
        run_record("run_1", "running"),
        run_record("run_1", "running"),
        run_record("run_1", "finalizing", name="the fifth read"),
    )
    with pytest.raises(WaitTimeout) as info:
        await done(
            client.runs.create(benchmark="gsm8k", model=GPT5, max_cost=5, wait=True, timeout=5)
        )
    err = info.value
    assert err.code == "wait_timeout"
    assert isinstance(err.last, RUN_TYPES[mode])
    assert (err.last.id, err.last.status, err.last.name) == (
        "run_1",
        "finalizing",
        "the fifth read",
    )
    assert clock.sleeps == [1.0, 1.5, 2.25, 0.25]  # polls at t=0, 1, 2.5, 4.75 and 5
    assert api.calls() == [
        *RESOLVE_CALLS,
        "POST /quotes",
        "POST /runs",
        *["GET /runs/run_1"] * 5,
    ]
    assert not any(r.url.path.endswith("/cancel") for r in api.requests)


# --------------------------------------------------------------------------- web address


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter], ids=["sync", "async"])
def test_report_url_honours_evalrouter_web_url(cls: type, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("EVALROUTER_WEB_URL", "https://env.example.org")
    client = cls(base_url=BASE, api_key="sk-test")
    assert client.web_url == "https://env.example.org"
    assert client.runs.report_url("r:1") == "https://env.example.org/evaluations/r%3A1"
    assert client.runs.report_url("r1", web_url="https://o.org") == "https://o.org/evaluations/r1"
    given = cls(base_url=BASE, api_key="sk-test", web_url="https://arg.example.org")
    assert given.runs.report_url("r1") == "https://arg.example.org/evaluations/r1"


async def test_async_run_report_url_uses_evalrouter_web_url(
    api: FakeAPI, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("EVALROUTER_WEB_URL", "https://env.example.org")
    client = make_client("async", api, max_retries=0)
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    run = await client.runs.create(quote_id="q_1")
    assert isinstance(run, AsyncRun)
    assert run.report_url() == "https://env.example.org/evaluations/run_1"
