"""Comparing agent runs, and resuming a run at its admitted concurrency, end to end against
EvalRouter Local: sync and async clients, in process and over HTTP (the ``env`` fixture). Every
answer Local sends is checked against openapi.json."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest

from evalrouter import EvalRouterError, agents
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"
SAMPLE = {"mode": "sample", "sample_count": 8, "seed": 42}


class Good(agents.Agent):
    """Submits the gateway model's answer."""

    name = "good solver"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()


class Bad(agents.Agent):
    """Answers 0 to everything."""

    name = "bad solver"

    async def run(self, context: agents.AgentContext) -> None:
        await context.task.get()
        await context.task.submit("0")
        await context.task.done()


async def evaluate(env: Env, agent: agents.Agent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", SAMPLE)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, env.client, agent=agent, model=ROUTE, tasks="gsm8k", **kwargs
    )
    assert result.succeeded, result.status
    return result


async def compare(env: Env, runs: list[Any], **kwargs: Any) -> Any:
    fn = agents.compare_async if env.is_async else agents.compare
    return await env(fn, env.client, runs, **kwargs)


async def scores(env: Env, result: agents.EvaluationResult) -> dict[str, float]:
    """Task id -> score of every graded task of the run, as its samples say."""
    assert result.run is not None
    page = await env(env.client.runs.samples, result.run.id, limit=200)
    return {s.task_id: s.score for s in page.data if s.status == "graded"}


async def test_compare_a_good_agent_with_a_bad_one(env: Env) -> None:
    good = await evaluate(env, Good())
    bad = await evaluate(env, Bad())
    assert good.run is not None and bad.run is not None
    good_scores, bad_scores = await scores(env, good), await scores(env, bad)
    assert set(good_scores) == set(bad_scores) and len(good_scores) == 8  # the same tasks
    assert sum(bad_scores.values()) == 0 < sum(good_scores.values())

    record = await compare(env, [good.run, bad.run])
    [sent] = env.seen("comparisons_create")
    assert sent.json == {
        "baseline_result_id": good.results["id"],  # type: ignore[index]
        "candidate_result_ids": [bad.results["id"]],  # type: ignore[index]
    }
    assert record["baseline_result_id"] == good.results["id"]  # type: ignore[index]
    assert record["result"]["baseline"]["run_id"] == good.run.id
    [candidate] = record["result"]["candidates"]
    assert candidate["candidate"]["run_id"] == bad.run.id
    # The same model behind two agents: the arms differ by their agent only.
    assert candidate["arm_scope"] == "agent" and not candidate["model_differences"]["changed"]
    assert [d["field"] for d in candidate["differences"]] == ["agent"]
    [profile] = candidate["profiles"]
    assert profile["complete"] and profile["compatibility_class"] == "controlled"
    [metric] = profile["metrics"]
    good_value = sum(good_scores.values()) / 8
    assert metric["sample_count"] == 8
    assert metric["baseline"]["value"] == round(good_value, 6)
    assert metric["candidate"]["value"] == 0
    assert metric["delta"] == round(-good_value, 6) and metric["improvement"] == -1
    interval = metric["paired_uncertainty"]["interval"]
    assert interval["losses"] == sum(good_scores.values()) and interval["gains"] == 0
    assert interval["lower"] <= metric["delta"] <= interval["upper"] < 0
    # Worse beyond doubt: the default no-regression check fails, and so does the comparison.
    assert record["status"] == candidate["status"] == "fail"
    assert candidate["checks"][0]["reasons"] == ["regression"]
    costs = record["costs"]
    assert set(costs) == {good.results["id"], bad.results["id"]}  # type: ignore[index]

    # The other way round the candidate improves beyond doubt.
    better = await compare(env, [bad, good])
    assert better["status"] == "pass"
    [up] = better["result"]["candidates"][0]["profiles"][0]["metrics"]
    assert up["delta"] == -metric["delta"] and up["improvement"] is None  # from a zero baseline

    # A policy is sent as given and decides: too few samples for it is inconclusive.
    check = {"profile_id": profile["profile_id"], "metric": "accuracy", "minimum_samples": 50}
    unsure = await compare(env, [good.run.id, bad.run.id], policy={"checks": [check]})
    assert env.seen("comparisons_create")[-1].json["policy"] == {"checks": [check]}
    assert unsure["status"] == "inconclusive"
    assert unsure["result"]["candidates"][0]["checks"][0]["reasons"] == ["too_few_samples"]
    fetched = await env(env.client.comparisons.get, record["id"])
    assert fetched.to_dict() == record.to_dict()


async def test_compare_refuses_a_single_run_and_a_run_without_results(env: Env) -> None:
    good = await evaluate(env, Good(), coverage=2)
    assert good.run is not None
    with pytest.raises(EvalRouterError) as single:
        await compare(env, [good.run])
    assert single.value.code == "invalid_input" and single.value.details == {"argument": "runs"}

    # Started, never executed: the run has no result yet.
    quote = agents.quote_async if env.is_async else agents.quote
    evaluation = await env(quote, env.client, agent=Bad(), model=ROUTE, tasks="gsm8k", coverage=2)
    waiting = await env(evaluation.start_async if env.is_async else evaluation.start)
    with pytest.raises(EvalRouterError) as pending:
        await compare(env, [good.run, waiting])
    assert pending.value.code == "results_not_ready"
    assert waiting.id in str(pending.value)

    # Other tasks of the benchmark cannot be paired: Local refuses, naming the candidate.
    other = await evaluate(env, Bad(), coverage={"mode": "sample", "sample_count": 2, "seed": 7})
    with pytest.raises(EvalRouterError) as mismatch:
        await compare(env, [good.run, other])
    assert mismatch.value.code == "comparison_incompatible"
    assert mismatch.value.details["field"] == "candidate_result_ids[0]"  # type: ignore[index]
    assert len(env.seen("comparisons_create")) == 1  # only the refused one was sent


async def test_resume_runs_attempts_at_the_admitted_concurrency(env: Env) -> None:
    class Counted(agents.Agent):
        name = "counted"

        def __init__(self, hold: float, together: int = 1) -> None:
            self.hold = hold
            self.together = together
            self.active = 0
            self.peak = 0
            self.refs: list[str] = []

        async def run(self, context: agents.AgentContext) -> None:
            self.active += 1
            self.peak = max(self.peak, self.active)
            try:
                task = await context.task.get()
                self.refs.append(task["task_id"])
                await asyncio.sleep(self.hold)  # the first run is interrupted long before
                # Held until `together` attempts ran at once (or 10 s more): on a loaded
                # machine the first may be done before the third starts, whatever the runner.
                loop = asyncio.get_running_loop()
                deadline, pause = loop.time() + 10, 0.01
                while self.peak < self.together and loop.time() < deadline:
                    await asyncio.sleep(pause)
                    pause = min(pause * 2, 0.2)
                await context.task.submit("The answer is 2.")
                await context.task.done()
            finally:
                self.active -= 1

    quote = agents.quote_async if env.is_async else agents.quote
    evaluation = await env(
        quote, env.client, agent=Counted(30), model=ROUTE, tasks="gsm8k", coverage=6, concurrency=3
    )
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    if env.is_async:
        async with contextlib.aclosing(run.events_async()) as iterator:
            async for _ in iterator:
                break
    else:
        for _ in run.events():
            break
    record = await env(run.record_async if env.is_async else run.record)
    assert record["concurrency"]["admitted_ceiling"] == 3  # what resume reads

    # Resumed without a concurrency of its own: the run's admitted concurrency is used.
    agent = Counted(0.05, together=3)
    resume = agents.AgentRun.resume_async if env.is_async else agents.AgentRun.resume
    again = await env(resume, env.client, run.id, agent)
    items = again.events_async() if env.is_async else again.events()
    seen = await env.collect(items)
    assert [e.type for e in seen].count("attempt_finished") == 6
    assert agent.peak == 3  # the admitted concurrency is used, and held
    assert sorted(agent.refs) == sorted(set(agent.refs))  # no task ran twice
    assert (await env(again.wait_async if env.is_async else again.wait))["status"] == "completed"
