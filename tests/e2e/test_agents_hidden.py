"""What an agent's submission hides, said on its attempt (EvalRouter Local, both clients, in
process): an answer made with no model call through the gateway (a cache, another provider),
and a budget refusal the agent swallowed before submitting (as agno does with a 402)."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import EvalRouterError, agents
from tests.e2e.e2e_env import MODES, Env

ROUTE = "sim/gpt-5-mini"


async def evaluate(
    env: Env, agent: agents.Agent, **kwargs: Any
) -> tuple[agents.EvaluationResult, list[agents.AttemptEvent]]:
    events: list[agents.AttemptEvent] = []
    kwargs.setdefault("coverage", 1)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, env.client, agent=agent, model=ROUTE, tasks="gsm8k", on_event=events.append, **kwargs
    )
    return result, events


def warnings_of(events: list[agents.AttemptEvent]) -> list[agents.AttemptEvent]:
    return [e for e in events if e.type == "warning"]


def trace_warnings(env: Env, attempt_id: str) -> list[dict[str, Any]]:
    steps = env.local.trace_steps(attempt_id)
    return [s for s in steps if s.get("type") == "checkpoint" and "warning" in s]


# ------------------------------------------------------------------------ no model call


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_submission_with_no_model_call_says_a_cache_or_another_provider_answered(
    env: Env,
) -> None:
    cache: dict[str, str] = {"What is 2+2?": "4"}

    @agents.define_agent(name="answers from its cache")
    async def cached(context: agents.AgentContext) -> None:
        await context.task.get()
        await context.task.submit(cache["What is 2+2?"])  # as dspy answers a repeated call
        await context.task.done()

    result, events = await evaluate(env, cached)
    [outcome] = result.outcomes
    assert outcome.outcome == "completed"  # graded as it stands
    assert outcome.refused is None
    [said] = outcome.warnings
    assert "without a model call through the run's gateway" in said
    assert "cache" in said and "another provider" in said
    [event] = warnings_of(events)
    assert event.reason == "no_model_call" and event.attempt_id == outcome.attempt_id
    assert event.message == said
    [step] = trace_warnings(env, outcome.attempt_id)
    assert step["label"] == "warning: no_model_call" and step["warning"] == "no_model_call"
    assert "cache" in step["message"] and "another provider" in step["message"]
    assert result.as_dict()["attempts"][0]["warnings"] == [said]  # type: ignore[index]


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_submission_after_a_model_call_warns_of_nothing(env: Env) -> None:
    @agents.define_agent(name="asks the model")
    async def asks(context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()

    result, events = await evaluate(env, asks)
    [outcome] = result.outcomes
    assert outcome.outcome == "completed" and outcome.warnings == () and outcome.refused is None
    assert warnings_of(events) == []
    assert trace_warnings(env, outcome.attempt_id) == []
    assert "warnings" not in result.as_dict()["attempts"][0]  # type: ignore[index]


# ------------------------------------------------------------------- a swallowed refusal


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_budget_refusal_the_agent_swallows_is_graded_and_carried_on_the_outcome(
    env: Env,
) -> None:
    @agents.define_agent(name="turns a 402 into its answer")
    async def swallows(context: agents.AgentContext) -> None:
        task = await context.task.get()
        messages = task["inputs"]["messages"]
        await context.gateway.chat(messages=messages)
        try:
            reply = await context.gateway.chat(messages=messages)  # over max_calls: 402
            text = reply["choices"][0]["message"]["content"] or ""
        except EvalRouterError as exc:  # as agno does: the error becomes the answer text
            text = f"Error: {exc.message}"
        await context.task.submit(text)
        await context.task.done()

    result, events = await evaluate(env, swallows, limits={"max_calls": 1})
    [outcome] = result.outcomes
    # The service grades the submission (budget exhaustion fails only with nothing to grade).
    assert outcome.outcome == "completed" and outcome.failure_code is None
    assert outcome.refused == "client_budget_exhausted"
    [said] = outcome.warnings
    assert "refused the agent's model call (max_calls)" in said
    assert "submitted anyway" in said and "graded as it stands" in said
    [event] = warnings_of(events)
    assert event.reason == "gateway_refused" and event.code == "client_budget_exhausted"
    [finished] = [e for e in events if e.type == "attempt_finished"]
    assert finished.attempt_id == outcome.attempt_id
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert attempt["state"] == "graded"
    [step] = trace_warnings(env, outcome.attempt_id)
    assert step["warning"] == "gateway_refused"
    assert step["message"].startswith("client_budget_exhausted: ")
    assert len(env.seen("client_runs_attempts_gateway_chat_completions")) == 1


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_refusal_then_an_answered_call_carries_nothing(env: Env) -> None:
    @agents.define_agent(name="asks for too much once")
    async def retries(context: agents.AgentContext) -> None:
        task = await context.task.get()
        messages = task["inputs"]["messages"]
        with pytest.raises(EvalRouterError):
            await context.gateway.chat(messages=messages, max_tokens=100_000)
        reply = await context.gateway.chat(messages=messages, max_tokens=100)
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()

    result, events = await evaluate(env, retries, limits={"max_output_tokens": 2048})
    [outcome] = result.outcomes
    assert outcome.outcome == "completed" and outcome.refused is None and outcome.warnings == ()
    assert warnings_of(events) == []
