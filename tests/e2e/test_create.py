"""``runs.create``: names, money, waiting, dry runs, quotes and what bounds a run."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evalrouter import (
    EvalRouterError,
    MaxCostExceeded,
    PaymentRequiredError,
    UnprocessableEntityError,
)
from tests.e2e.e2e_data import GSM_V2, GSM_V3, LARGE, MCQ, REASONER, SMALL, extra, headline
from tests.e2e.e2e_env import HTTP_MODES, Env


async def _create_and_wait(env: Env, benchmark: str, model: str, profile: str, tasks: int) -> None:
    run = await env(env.client.runs.create, benchmark=benchmark, model=model, max_cost=5, wait=True)

    (quoted,) = env.seen("quotes_create")
    assert quoted.json["selection"] == {"profile_ids": [profile]}
    assert quoted.json["model"] == {"kind": "managed", "route_id": LARGE}
    assert quoted.json["max_charge_microusd"] == "5000000"
    assert len(env.seen("runs_create")) == 1
    assert env.local.run_ids == [run.id]

    assert run.status == "completed" and run.done and run.interruption is None
    assert run.planned_count == tasks
    assert isinstance(run.score, float) and 0.0 <= run.score <= 1.0
    results = await env(run.results)
    assert run.score == headline(results)
    again = await env(env.client.runs.results, run.id)
    assert headline(again) == run.score
    assert 0 < int(run.spend_microusd) <= 5_000_000


@pytest.mark.parametrize(
    ("benchmark", "profile", "tasks"),
    [
        ("gsm8k", GSM_V3, 48),  # the slug: the newest quotable version
        ("gsm8k@2", GSM_V2, 40),  # a pinned version
        ("GSM8K (local)", GSM_V3, 48),  # the display name
    ],
)
@pytest.mark.parametrize(
    "model",
    ["sim/sim-large", "Sim Large", "sim-large-2026-03-01"],  # route id, display name, model id
)
async def test_create_by_name_waits_for_the_score(
    env: Env, benchmark: str, profile: str, tasks: int, model: str
) -> None:
    await _create_and_wait(env, benchmark, model, profile, tasks)


@pytest.mark.parametrize(
    ("max_cost", "wire"),
    [(5, "5000000"), ("2.5", "2500000"), (Decimal("1.000001"), "1000001"), ("0.75", "750000")],
)
async def test_max_cost_becomes_exact_microusd_on_the_wire(
    env: Env, max_cost: object, wire: str
) -> None:
    quote = await env(
        env.client.runs.create, benchmark="gsm8k@2", model=SMALL, max_cost=max_cost, dry_run=True
    )
    (quoted,) = env.seen("quotes_create")
    assert quoted.json["max_charge_microusd"] == wire
    # The server restates the cap as at most what the run could ever cost.
    assert int(quote.max_charge_microusd) <= int(wire)


async def test_dry_run_starts_nothing_and_quote_id_starts_that_quote(env: Env) -> None:
    quote = await env(
        env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5, dry_run=True
    )
    assert quote.id in env.local.quote_ids
    assert env.seen("runs_create") == [] and env.local.run_ids == []
    assert quote.plan.total_tasks == 40
    read = await env(env.client.quotes.get, quote.id)
    assert read.id == quote.id and read.max_charge_microusd == quote.max_charge_microusd

    run = await env(env.client.runs.create, quote_id=quote.id, wait=True)
    (admitted,) = env.seen("runs_create")
    assert admitted.json["quote_id"] == quote.id
    assert admitted.json["max_charge_microusd"] == quote.max_charge_microusd
    assert len(env.seen("quotes_create")) == 1  # the quote was read, not made again
    assert extra(run.record, "quote_id") == quote.id
    assert run.status == "completed" and run.cap_microusd == quote.max_charge_microusd
    assert env.local.run_ids == [run.id]


async def test_max_cost_below_the_quote_is_refused_before_admission(env: Env) -> None:
    quote = await env(
        env.client.runs.create, benchmark="gsm8k@2", model=LARGE, max_cost=5, dry_run=True
    )
    below = Decimal(int(quote.max_charge_microusd) - 1) / 1_000_000
    with pytest.raises(MaxCostExceeded) as caught:
        await env(env.client.runs.create, quote_id=quote.id, max_cost=below)
    error = caught.value
    assert isinstance(error, EvalRouterError) and error.code == "quote_exceeds_max_cost"
    assert error.quote.id == quote.id
    assert error.details["max_charge_microusd"] == quote.max_charge_microusd
    assert env.seen("runs_create") == [] and env.local.run_ids == []
    # At the quote's own maximum it is accepted.
    at = Decimal(int(quote.max_charge_microusd)) / 1_000_000
    run = await env(env.client.runs.create, quote_id=quote.id, max_cost=at)
    assert env.local.run_ids == [run.id]


async def test_cap_below_the_minimum_is_the_servers_refusal(env: Env) -> None:
    with pytest.raises(UnprocessableEntityError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k@2", model=REASONER, max_cost="0.0001")
    assert caught.value.code == "cap_below_minimum" and caught.value.status_code == 422
    assert caught.value.request_id
    assert env.seen("runs_create") == [] and env.local.run_ids == []


@pytest.mark.local(balance_usd="0.01")
async def test_without_max_cost_an_empty_wallet_refuses_admission(env: Env) -> None:
    with pytest.raises(PaymentRequiredError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k@2", model=REASONER)
    assert caught.value.code == "insufficient_balance" and caught.value.status_code == 402
    (quoted,) = env.seen("quotes_create")
    assert "max_charge_microusd" not in quoted.json
    assert env.local.run_ids == []


@pytest.mark.local(balance_usd="0.1")
async def test_without_max_cost_the_wallet_bounds_the_run(env: Env) -> None:
    run = await env(env.client.runs.create, benchmark="gsm8k@2", model=REASONER, wait=True)
    (quoted,) = env.seen("quotes_create")
    assert "max_charge_microusd" not in quoted.json
    assert run.cap_microusd is None
    assert run.status == "partial"
    assert run.interruption is not None and run.interruption.reason == "out_of_credit"
    spend = int(run.spend_microusd)
    assert 0 < spend <= 100_000
    assert env.local.balance_microusd == 100_000 - spend


async def test_a_cheap_run_on_another_benchmark(env: Env) -> None:
    run = await env(
        env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost="1", wait=True
    )
    (quoted,) = env.seen("quotes_create")
    assert quoted.json["selection"] == {"profile_ids": [MCQ]}
    assert run.status == "completed" and 0.0 <= run.score <= 1.0


# HTTP only: it is about a served address given with its /v1 suffix; in process the clients
# are wired to the transport and a made-up per-instance address, so there is no URL to vary.
@pytest.mark.parametrize("env", HTTP_MODES, indirect=True)
async def test_base_url_with_v1_over_http(env: Env) -> None:
    assert env.base_url is not None
    client = env.make_client(base_url=env.base_url + "/v1")
    assert client.base_url == env.base_url + "/v1"
    quote = await env(
        client.runs.create, benchmark="gsm8k@2", model="Sim Small", max_cost=1, dry_run=True
    )
    assert [r.path for r in env.local.requests][-1] == "/v1/quotes"
    assert quote.id in env.local.quote_ids
