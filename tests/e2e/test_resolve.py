"""Names, not ids: the public resolvers and how ``runs.create`` uses them."""

from __future__ import annotations

import pytest

from evalrouter import EvalRouterError, ResolvedBenchmark
from tests.e2e.e2e_data import (
    CLAUDE_SONNET_5,
    GPQA,
    GPT_5,
    GPT_5_MINI,
    GSM_V2,
    GSM_V3,
    LARGE,
    LARGE_EU,
    LARGE_FAST,
    LONGSUM,
    MCQ,
)
from tests.e2e.e2e_env import Env


@pytest.mark.parametrize(
    ("term", "profile", "version", "tasks"),
    [
        ("gsm8k", GSM_V3, "3", 48),
        ("gsm8k@2", GSM_V2, "2", 40),
        ("gsm8k@3", GSM_V3, "3", 48),
        ("eval://evalrouter/gsm8k/2", GSM_V2, "2", 40),
        ("Multiple-choice mini", MCQ, "1", 30),
        ("mcq-mini", MCQ, "1", 30),  # version 2 is a candidate: not quotable
        ("gpqa-diamond", GPQA, "1", 48),  # the generated stand-in task set
        ("GPQA Diamond", GPQA, "1", 48),
    ],
)
async def test_resolve_benchmark(
    env: Env, term: str, profile: str, version: str, tasks: int
) -> None:
    bench = await env(env.client.benchmarks.resolve_benchmark, term)
    assert isinstance(bench, ResolvedBenchmark)
    assert (bench.id, bench.version, bench.task_count) == (profile, version, tasks)
    assert {r.method for r in env.local.requests} == {"GET"}  # resolving never writes


@pytest.mark.parametrize(
    ("term", "code", "named"),
    [
        ("gsm9k", "benchmark_not_found", "gsm8k"),
        ("gsm8k@7", "eval_not_found", "2, 3"),  # not in the catalog: /evals' 404
        ("mmlu-pro", "benchmark_unavailable", "mmlu-pro"),
    ],
)
async def test_resolve_benchmark_refusals(env: Env, term: str, code: str, named: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.benchmarks.resolve_benchmark, term)
    assert caught.value.code == code and named in str(caught.value)


@pytest.mark.parametrize("model", ["Sim Large", "sim/sim-large", "sim-large-2026-03-01"])
@pytest.mark.parametrize("benchmark", [None, "gsm8k", "longsum"])
async def test_resolve_model(env: Env, model: str, benchmark: str | None) -> None:
    resolved = await env(env.client.benchmarks.resolve_model, model, benchmark=benchmark)
    assert resolved == {"kind": "managed", "route_id": LARGE}
    if benchmark == "longsum":
        listed = env.seen("models_list")[-1]
        assert listed.query["benchmark"] == LONGSUM


@pytest.mark.parametrize(
    ("model", "route"),
    [
        # The names the service's documentation uses, answered by simulated stand-ins.
        ("gpt-5", GPT_5),
        ("gpt-5-mini", GPT_5_MINI),
        ("claude-sonnet-5", CLAUDE_SONNET_5),
        ("claude-sonnet", CLAUDE_SONNET_5),  # the only Claude Sonnet: a unique prefix
        ("GPT-5 (simulated)", GPT_5),
        ("sim/gpt-5-2025-08-07", GPT_5),
    ],
)
@pytest.mark.parametrize("benchmark", [None, "gsm8k", "gpqa-diamond"])
async def test_the_documented_model_names_resolve(
    env: Env, model: str, route: str, benchmark: str | None
) -> None:
    resolved = await env(env.client.benchmarks.resolve_model, model, benchmark=benchmark)
    assert resolved == {"kind": "managed", "route_id": route}


async def test_the_documented_ambiguous_name_is_ambiguous(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.benchmarks.resolve_model, "gpt", benchmark="gsm8k")
    assert caught.value.code == "ambiguous_model"
    assert "GPT-5 (simulated)" in caught.value.message and GPT_5_MINI in caught.value.message


async def test_ambiguous_model_lists_the_candidates(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.benchmarks.resolve_model, "sim lar", benchmark="gsm8k")
    error = caught.value
    assert error.code == "ambiguous_model" and error.status_code is None
    for name, route in (("Sim Large", LARGE), ("Sim Large Fast", LARGE_FAST)):
        assert name in error.message and route in error.message
    assert LARGE_EU in error.message
    assert len(error.details["candidates"]) == 3


async def test_unknown_model_names_the_closest_match(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.benchmarks.resolve_model, "sim larg3", benchmark="gsm8k")
    error = caught.value
    assert error.code == "model_not_found"
    assert "Sim Large" in str(error) and "Sim Large" in error.details["suggestions"]


@pytest.mark.parametrize("model", ["Sim Small", "sim/sim-small"])
async def test_a_model_the_benchmark_refuses_gets_the_apis_code(env: Env, model: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.benchmarks.resolve_model, model, benchmark="longsum")
    error = caught.value
    assert error.code == "model_incompatible"
    assert "long_context" in error.message
    assert error.details["alternatives"] and "sim/sim-small" not in error.details["alternatives"]


@pytest.mark.parametrize(
    ("benchmark", "model", "code"),
    [
        ("gsm8k", "sim lar", "ambiguous_model"),
        ("gsm8k", "sim larg3", "model_not_found"),
        ("longsum", "Sim Small", "model_incompatible"),
        ("gsm9k", "Sim Large", "benchmark_not_found"),
        ("mmlu-pro", "Sim Large", "benchmark_unavailable"),
    ],
)
async def test_create_with_a_bad_name_quotes_nothing(
    env: Env, benchmark: str, model: str, code: str
) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.runs.create, benchmark=benchmark, model=model, max_cost=5)
    assert caught.value.code == code
    assert env.seen("quotes_create") == [] and env.seen("runs_create") == []
    assert env.local.quote_ids == [] and env.local.run_ids == []


async def test_create_with_a_resolved_benchmark_and_model(env: Env) -> None:
    bench = await env(env.client.benchmarks.resolve_benchmark, "gsm8k@2")
    model = await env(env.client.benchmarks.resolve_model, "Sim Large", benchmark=bench)
    env.local.clear_requests()
    quote = await env(
        env.client.runs.create, benchmark=bench, model=model, max_cost=5, dry_run=True
    )
    assert quote.plan.total_tasks == 40
    # Already resolved: the create goes straight to the quote.
    assert [r.operation_id for r in env.local.requests] == ["quotes_create"]
    assert env.local.requests[0].json["selection"] == {"profile_ids": [GSM_V2]}


async def test_a_pinned_version_and_the_latest_differ(env: Env) -> None:
    """``gsm8k@2`` is an older version than ``gsm8k`` (3): other tasks, another price, score."""
    pinned = await env(env.client.benchmarks.resolve_benchmark, "gsm8k@2")
    latest = await env(env.client.benchmarks.resolve_benchmark, "gsm8k")
    assert (pinned.id, pinned.version, pinned.task_count) == (GSM_V2, "2", 40)
    assert (latest.id, latest.version, latest.task_count) == (GSM_V3, "3", 48)

    kwargs = {"model": "Sim Large", "max_cost": 5}
    old = await env(env.client.runs.create, benchmark="gsm8k@2", dry_run=True, **kwargs)
    new = await env(env.client.runs.create, benchmark="gsm8k", dry_run=True, **kwargs)
    first, second = env.seen("quotes_create")
    assert first.json["selection"] == {"profile_ids": [GSM_V2]}
    assert second.json["selection"] == {"profile_ids": [GSM_V3]}
    assert (old.plan.total_tasks, new.plan.total_tasks) == (40, 48)
    assert int(old.worst_case_charge_microusd) < int(new.worst_case_charge_microusd)
    assert int(old.expected_charge_microusd) < int(new.expected_charge_microusd)

    ran_old = await env(env.client.runs.create, quote_id=old.id, wait=True)
    ran_new = await env(env.client.runs.create, quote_id=new.id, wait=True)
    assert (ran_old.planned_count, ran_new.planned_count) == (40, 48)
    old_results = await env(ran_old.results)
    new_results = await env(ran_new.results)
    assert old_results.profiles[0].profile_id == GSM_V2
    assert new_results.profiles[0].profile_id == GSM_V3
    assert ran_old.score != ran_new.score
    old_tasks = {s.task_id for s in (await env(env.client.runs.samples, ran_old.id)).data}
    new_tasks = {s.task_id for s in (await env(env.client.runs.samples, ran_new.id)).data}
    assert len(old_tasks) == 40 and len(new_tasks) == 48 and not old_tasks & new_tasks
