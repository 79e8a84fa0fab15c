"""``subjects=[...]``: several models on the same tasks, ranked by ``run.compare()``."""

from __future__ import annotations

import pytest

from evalrouter import Comparison, EvalRouterError, UnexpectedArgument
from tests.e2e.e2e_data import GSM_V3, LARGE, LARGE_EU, REASONER, SMALL
from tests.e2e.e2e_env import Env


async def test_two_models_rank_with_pairs_and_summary(env: Env) -> None:
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k",
        subjects=["Sim Small", "sim/sim-large"],
        max_cost=10,
        wait=True,
    )
    (quoted,) = env.seen("quotes_create")
    assert quoted.json["selection"] == {"profile_ids": [GSM_V3]}
    assert quoted.json["subjects"] == [
        {"model": {"kind": "managed", "route_id": SMALL}},
        {"model": {"kind": "managed", "route_id": LARGE}},
    ]
    assert "model" not in quoted.json
    assert run.status == "completed"

    cmp = await env(run.compare)
    assert isinstance(cmp, Comparison) and cmp.run_id == run.id
    assert cmp.metric == "accuracy" and cmp.tasks_compared == cmp.tasks_planned == 48
    assert [m.route_id for m in cmp.models] == [LARGE, SMALL]
    assert [(m.rank, m.label) for m in cmp.models] == [(1, "1"), (2, "2")]
    assert cmp.leader is not None and cmp.leader.name == "Sim Large"
    for m in cmp.models:
        assert m.low is not None and m.high is not None and m.score is not None
        assert m.low <= m.score <= m.high and m.confidence == 0.95 and m.graded == 48
    (pair,) = cmp.pairs
    scores = {m.model_index: m.score for m in cmp.models}
    # Scores and the difference are each rounded to six decimals: they agree to 1.5e-6.
    assert pair.difference == pytest.approx(
        scores[pair.model_index] - scores[pair.other_model_index], abs=1.5e-6
    )
    assert pair.low is not None and pair.high is not None
    assert pair.low <= pair.difference <= pair.high
    assert "Sim Large" in cmp.summary and "Sim Small" in cmp.summary and str(cmp) == cmp.summary

    # The comparison agrees with the per-model results.
    results = await env(run.results)
    assert results.model_names == ["Sim Small", "Sim Large"]
    by_index = {p.model_index: p.metrics[0].value for p in results.profiles}
    assert by_index == {0: scores[0], 1: scores[1]}


async def test_a_tie_is_labelled_one_equals(env: Env) -> None:
    run = await env(
        env.client.runs.create,
        benchmark="mcq-mini",
        subjects=["Sim Large", "Sim Large EU"],
        max_cost=10,
        wait=True,
    )
    cmp = await env(run.compare)
    assert {m.route_id for m in cmp.models} == {LARGE, LARGE_EU}
    assert [m.label for m in cmp.models] == ["1=", "1="]
    assert [m.rank for m in cmp.models] == [1, 1]
    assert cmp.models[0].score == cmp.models[1].score
    (pair,) = cmp.pairs
    assert pair.difference == 0 and pair.significant is False
    assert "tie" in cmp.summary


async def test_three_models_give_every_pair(env: Env) -> None:
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k@2",
        subjects=["Sim Small", "Sim Large", "Sim Reasoner"],
        max_cost=10,
        wait=True,
    )
    cmp = await env(run.compare)
    assert [m.route_id for m in cmp.models] == [REASONER, LARGE, SMALL]
    assert [m.label for m in cmp.models] == ["1", "2", "3"]
    pairs = {frozenset((p.model_index, p.other_model_index)) for p in cmp.pairs}
    assert pairs == {frozenset(x) for x in ((0, 1), (0, 2), (1, 2))}


async def test_compare_on_a_single_model_run_is_the_apis_refusal(env: Env) -> None:
    run = await env(
        env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1, wait=True
    )
    with pytest.raises(EvalRouterError) as caught:
        await env(run.compare)
    assert caught.value.code == "not_a_comparison" and caught.value.status_code == 409


@pytest.mark.parametrize(
    ("subjects", "code"),
    [
        (["Sim Large"], "invalid_subjects"),
        ([], "invalid_subjects"),
        ([f"model-{i}" for i in range(9)], "invalid_subjects"),
        ("Sim Large", "invalid_subjects"),
        (["Sim Large", ""], "invalid_subjects"),
        (["Sim Large", 3], "invalid_subjects"),
    ],
)
async def test_bad_subjects_fail_before_any_request(env: Env, subjects: object, code: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(
            env.client.runs.create, benchmark="gsm8k", subjects=subjects, max_cost=5, wait=True
        )
    assert caught.value.code == "invalid_input" and caught.value.status_code is None
    assert isinstance(caught.value.details, dict) and caught.value.details["reason"] == code
    assert env.local.requests == []


async def test_model_and_subjects_together_fail_before_any_request(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(
            env.client.runs.create,
            benchmark="gsm8k",
            model="Sim Large",
            subjects=["Sim Small", "Sim Large"],
            max_cost=5,
        )
    assert caught.value.code == "invalid_input"
    with pytest.raises(UnexpectedArgument):
        await env(env.client.runs.create, benchmark="gsm8k", model="Sim Large", max_cst=5)
    assert env.local.requests == []


async def test_duplicate_subjects_are_the_apis_refusal(env: Env) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(
            env.client.runs.create,
            benchmark="gsm8k",
            subjects=["Sim Large", "sim/sim-large"],
            max_cost=5,
        )
    assert caught.value.code == "duplicate_subject" and caught.value.status_code == 422
    assert env.seen("runs_create") == []


async def test_a_capped_comparison_compares_shared_tasks_and_continues(env: Env) -> None:
    run = await env(
        env.client.runs.create,
        benchmark="gsm8k@2",
        subjects=["Sim Small", "Sim Reasoner"],
        max_cost="0.3",
        wait=True,
    )
    assert run.status == "partial"
    assert run.interruption is not None and run.interruption.reason == "spending_cap_reached"
    cmp = await env(run.compare)
    assert cmp.partial and cmp.tasks_planned == 40 and 0 < cmp.tasks_compared < 40
    assert all(m.graded >= cmp.tasks_compared for m in cmp.models)

    more = await env(run.continue_, max_cost=5, wait=True)
    assert more.status == "completed" and more.planned_count == run.interruption.unfinished_count
    full = await env(more.compare)
    assert not full.partial and full.tasks_compared == 40
    assert [m.route_id for m in full.models] == [REASONER, SMALL]
