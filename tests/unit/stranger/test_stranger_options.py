"""What a stranger hits on the runs methods (issue 14), on both clients: per-call options on
every hand-written method that makes a request, ``run.score`` that ``hasattr`` can ask about,
checks that do not depend on the path, remote agents without a model, and a repeated keyed
create that returns the run as it is now."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import EvalRouterError, UnexpectedArgument
from evalrouter.testing import EvalRouterLocal
from tests.support.api import collect, done
from tests.unit.stranger.stranger_support import API, Clock, events, failure, ok, results, run

QUOTE = {"id": "q_1", "max_charge_microusd": "4000000"}
WHAT = {"benchmark": {"eval": "x"}, "model": {"kind": "m"}}  # no catalog reads
OPTIONS = {"extra_headers": {"X-Team": "evals"}, "extra_query": {"trace": "on"}}


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def refused_once_then(body: Any) -> list[Any]:
    """A refusal the API says may be retried (``retryable: true``), then the answer: only a
    call whose ``max_retries`` allows one retry gets it (the clients are built with 0)."""
    return [failure(409, "busy", "Try again.", retryable=True), ok(body)]


def assert_every_request_carries_the_options(api: API, request_timeout: float | None = None):
    assert api.requests
    for request in api.requests:
        assert request.headers["X-Team"] == "evals", request.url
        assert request.url.params["trace"] == "on", request.url
        if request_timeout is not None:
            assert request.extensions["timeout"]["read"] == request_timeout, request.url


# --------------------------------------------------------------------------- 1. options


async def test_create_takes_the_per_call_options_for_every_request_it_makes(mode: str):
    api = API()
    api.on("POST", "/quotes", *refused_once_then(QUOTE))
    api.on("POST", "/runs", ok(run("run_1", "queued")))
    api.on("GET", "/runs/run_1", ok(run("run_1", "completed")))
    api.on("GET", "/runs/run_1/results", ok(results()))
    client = api.client(mode)
    done_run = await done(
        client.runs.create(
            **WHAT, wait=True, max_retries=1, request_timeout=7, timeout=60, **OPTIONS
        )
    )
    assert done_run.status == "completed" and done_run.score == 0.75
    assert [c.split("?")[0] for c in api.calls()] == [
        "POST /quotes",
        "POST /quotes",  # retried: max_retries=1 reached the quote
        "POST /runs",
        "GET /runs/run_1",
        "GET /runs/run_1/results",
    ]
    assert_every_request_carries_the_options(api, request_timeout=7)


async def test_create_without_wait_and_dry_runs_take_them_too(mode: str):
    api = API()
    api.on("POST", "/quotes", ok(QUOTE))
    client = api.client(mode)
    quote = await done(client.runs.create(**WHAT, dry_run=True, max_retries=2, **OPTIONS))
    assert quote.id == "q_1"
    assert_every_request_carries_the_options(api)


async def test_wait_sends_the_options_with_every_poll_and_max_retries_bounds_each(mode: str):
    api = API()
    api.on(
        "GET",
        "/runs/run_1",
        *refused_once_then(run("run_1", "running")),
        ok(run("run_1", "completed")),
    )
    api.on("GET", "/runs/run_1/results", ok(results()))
    clock = Clock()
    client = api.client(mode, clock)
    waited = await done(
        client.runs.wait("run_1", max_retries=1, request_timeout=4, timeout=100, **OPTIONS)
    )
    assert waited.status == "completed"
    assert len(api.calls()) == 4  # refused, retried, completed, results
    assert_every_request_carries_the_options(api, request_timeout=4)


async def test_without_max_retries_the_same_refusal_ends_the_wait(mode: str):
    api = API()
    api.on("GET", "/runs/run_1", *refused_once_then(run("run_1", "completed")))
    client = api.client(mode)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.wait("run_1"))
    assert info.value.code == "busy"


async def test_follow_sends_the_options_with_every_read(mode: str):
    api = API()
    api.on(
        "GET",
        "/runs/run_1/events",
        ok(events((1, "run.started"), has_more=True)),
        ok(events((2, "run.completed"), status="completed")),
    )
    client = api.client(mode)
    got = await collect(client.runs.follow("run_1", max_retries=1, request_timeout=3, **OPTIONS))
    assert [e.sequence for e in got] == [1, 2]
    assert_every_request_carries_the_options(api, request_timeout=3)


async def test_run_methods_take_the_per_call_options(mode: str):
    api = API()
    api.on("GET", "/runs/run_1", ok(run("run_1", "partial")))
    api.on("GET", "/runs/run_1/results", ok(results()))
    api.on("GET", "/runs/run_1/comparison", ok({"run_id": "run_1", "benchmarks": []}))
    api.on("GET", "/runs/run_1/export", ok({"rows": []}))
    api.on("POST", "/runs/run_1/cancel", ok(run("run_1", "cancelled")))
    api.on("POST", "/quotes", ok(QUOTE))
    client = api.client(mode)
    handle = await done(client.runs.get("run_1", **OPTIONS))
    await done(handle.refresh(timeout=5, **OPTIONS))
    await done(handle.results(request_timeout=5, **OPTIONS))
    with pytest.raises(EvalRouterError, match="no comparison"):  # asked all the same
        await done(handle.compare(max_retries=1, **OPTIONS))
    await done(handle.export("json", **OPTIONS))
    await done(handle.continue_(dry_run=True, **OPTIONS))
    assert_every_request_carries_the_options(api)
    api.requests.clear()
    await done(handle.cancel(idempotency_key="stop-1", **OPTIONS))
    (cancel,) = api.requests
    assert cancel.headers["Idempotency-Key"] == "stop-1"
    assert_every_request_carries_the_options(api)


async def test_the_resolvers_take_the_per_call_options(mode: str):
    local = EvalRouterLocal()
    client = local.client() if mode == "sync" else local.async_client()
    await done(client.benchmarks.resolve_benchmark("gsm8k", timeout=30, **OPTIONS))
    await done(client.benchmarks.resolve_model("gpt-5", benchmark="gsm8k", **OPTIONS))
    assert local.requests
    for request in local.requests:
        headers = {k.lower(): v for k, v in request.headers.items()}
        assert headers["x-team"] == "evals" and request.query["trace"] == "on", request.path


async def test_a_bad_per_call_option_is_refused_before_any_request(mode: str):
    api = API()
    client = api.client(mode)
    for bad in ({"max_retries": 99}, {"request_timeout": -1}, {"extra_query": "x=1"}):
        with pytest.raises(EvalRouterError) as info:
            await done(client.runs.create(**WHAT, dry_run=True, **bad))
        assert info.value.code == "invalid_input"
        # refused for its value, not as an option create does not take
        assert info.value.details["argument"] == next(iter(bad))  # type: ignore[index]
        assert info.value.details.get("reason") != "unknown_option"  # type: ignore[union-attr]
        with pytest.raises(EvalRouterError) as info:
            await done(client.runs.wait("run_1", **bad))
        assert info.value.details.get("reason") != "unknown_option"  # type: ignore[union-attr]
    assert api.requests == []


async def test_wait_takes_no_idempotency_key(mode: str):
    client = API().client(mode)
    with pytest.raises(UnexpectedArgument):
        await done(client.runs.wait("run_1", idempotency_key="k"))  # type: ignore[call-arg]


# --------------------------------------------------------------------------- 2. score


async def test_hasattr_and_getattr_on_a_score_not_loaded(mode: str):
    api = API()
    api.on("GET", "/runs/run_1", ok(run("run_1", "completed")))
    api.on("GET", "/runs/run_1/results", ok(results(0.5)))
    handle = await done(api.client(mode).runs.get("run_1"))
    assert not hasattr(handle, "score")
    assert getattr(handle, "score", None) is None
    with pytest.raises(EvalRouterError) as info:
        _ = handle.score
    assert info.value.code == "results_not_loaded"
    assert isinstance(info.value, AttributeError)
    assert "run.results()" in (info.value.hint or "")
    assert "score" not in repr(handle)
    await done(handle.results())
    assert handle.score == 0.5
    assert repr(handle) == f"{type(handle).__name__}(id='run_1', status='completed', score=0.5)"


# --------------------------------------------------------------------------- 4. checks


@pytest.mark.parametrize("timeout", [-3, "abc", 0, float("inf")])
async def test_create_refuses_a_bad_timeout_on_every_path(mode: str, timeout: Any):
    api = API()
    client = api.client(mode)
    for extra in ({"dry_run": True}, {}, {"wait": True}):
        with pytest.raises(EvalRouterError) as info:
            await done(client.runs.create(**WHAT, timeout=timeout, **extra))
        assert info.value.code == "invalid_input"
        assert info.value.details["argument"] == "timeout"  # type: ignore[index]
    assert api.requests == []


@pytest.mark.parametrize("flag", ["wait", "dry_run"])
async def test_create_wants_a_bool_for_wait_and_dry_run(mode: str, flag: str):
    api = API()
    with pytest.raises(EvalRouterError) as info:
        await done(api.client(mode).runs.create(**WHAT, **{flag: "yes"}))
    assert info.value.code == "invalid_input"
    assert info.value.details["argument"] == flag  # type: ignore[index]
    assert api.requests == []


async def test_export_takes_a_format_in_any_case_and_refuses_others_locally(mode: str):
    api = API()
    api.on("GET", "/runs/run_1", ok(run("run_1", "completed")))
    api.on("GET", "/runs/run_1/export", ok({"rows": []}))
    handle = await done(api.client(mode).runs.get("run_1"))
    await done(handle.export("CSV"))
    assert api.calls()[-1] == "GET /runs/run_1/export?format=csv"
    api.requests.clear()
    with pytest.raises(EvalRouterError) as info:
        await done(handle.export("xlsx"))
    assert info.value.code == "invalid_input"
    assert "json, csv, html, bundle, summary" in info.value.message
    assert api.requests == []


async def test_continue_refuses_a_bad_timeout_without_wait(mode: str):
    api = API()
    api.on("GET", "/runs/run_1", ok(run("run_1", "partial")))
    handle = await done(api.client(mode).runs.get("run_1"))
    api.requests.clear()
    with pytest.raises(EvalRouterError) as info:
        await done(handle.continue_(dry_run=True, timeout=-3))
    assert info.value.code == "invalid_input"
    assert api.requests == []


# --------------------------------------------------------------------------- 7. remote agents


async def test_a_remote_agent_needs_no_model(mode: str):
    local = EvalRouterLocal()
    client = local.client() if mode == "sync" else local.async_client()
    connection = await done(
        client.connections.create(
            {
                "name": "my-a2a-agent",
                "base_url": "https://agents.example.com/a2a",
                "protocol": "a2a",
                "auth": {"kind": "headers", "headers": [{"name": "X-Key", "value": "k"}]},
            }
        )
    )
    quote = await done(
        client.runs.create(benchmark="gsm8k", agent="remote:my-a2a-agent", max_cost=5, dry_run=True)
    )
    assert quote.id
    (quoted,) = [r for r in local.requests if r.operation_id == "quotes_create"]
    assert quoted.json["agent"] == {"kind": "remote", "connection_id": connection.id}
    assert "model" not in quoted.json


async def test_without_an_agent_a_model_is_still_needed(mode: str):
    with pytest.raises(EvalRouterError, match="needs a model"):
        await done(API().client(mode).runs.create(benchmark="gsm8k", max_cost=5, dry_run=True))


# --------------------------------------------------------------------------- 8. keyed repeat


async def test_repeating_a_keyed_create_returns_the_run_as_it_is_now(mode: str):
    local = EvalRouterLocal(polls_to_complete=None)
    client = local.client() if mode == "sync" else local.async_client()
    first = await done(
        client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, idempotency_key="job-1")
    )
    assert first.status == "queued"
    local.run_until_done(first.id)
    again = await done(
        client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, idempotency_key="job-1")
    )
    assert again.id == first.id
    assert again.status == local.run(first.id)["status"] != "queued"
    assert len(local.run_ids) == 1
