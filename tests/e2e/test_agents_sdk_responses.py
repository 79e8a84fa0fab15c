"""The OpenAI Agents SDK on its default model (``OpenAIResponsesModel``, the Responses API)
through the attempt's gateway relay, against EvalRouter Local with its scripted tools: no
``OpenAIChatCompletionsModel``, the default OpenAI client pointed at the relay. Each attempt
solves its gsm8k task with the calculator, streamed (``Runner.run_streamed``) and not, on the
sync and the async client, and its trace has one model turn per call the gateway metered, with
the metered tokens."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import agents
from evalrouter.agents._gateway import relay
from evalrouter.agents._gateway.dialects import translate
from tests.e2e.e2e_env import Env

sdk = pytest.importorskip("agents", reason="the OpenAI Agents SDK (openai-agents) is not installed")
openai = pytest.importorskip("openai", reason="the openai SDK is a dev dependency")

ROUTE = "sim/gpt-5-mini"
TASKS = 4


def solver(streamed: bool, setup: str, seen: list[dict[str, Any]]) -> agents.Agent:
    from agents import (
        Agent,
        OpenAIProvider,
        RunConfig,
        Runner,
        function_tool,
        set_default_openai_client,
    )

    @agents.define_agent(name="agents-sdk default model")
    async def solve(context: agents.AgentContext) -> None:
        task = await context.task.get()
        calls: list[str] = []

        @function_tool
        async def calculator(expression: str) -> str:
            """Evaluate an arithmetic expression, such as (3 + 4) * 2."""
            calls.append(expression)
            return (await context.tools.call("calculator", {"expression": expression})).text

        agent = Agent(
            name="solver",
            instructions="Solve it; answer with the number only.",
            model="gpt-5",  # the SDK's default: OpenAIResponsesModel
            tools=[calculator],
        )
        question = str(task["inputs"]["messages"][-1].get("content"))
        async with openai.AsyncOpenAI(
            base_url=context.gateway.base_url, api_key=context.gateway.api_key, max_retries=0
        ) as client:
            # Its own trace export is not under test here.
            config = RunConfig(tracing_disabled=True)
            if setup == "default client":  # process-wide: one attempt at a time
                set_default_openai_client(client, use_for_tracing=False)
            else:  # the run's own provider: attempts may run side by side
                provider = OpenAIProvider(openai_client=context.gateway.openai())
                config = RunConfig(tracing_disabled=True, model_provider=provider)
            if streamed:
                run = Runner.run_streamed(agent, question, run_config=config)
                kinds = {event.type async for event in run.stream_events()}
                assert "raw_response_event" in kinds
                output = run.final_output
            else:
                output = (await Runner.run(agent, question, run_config=config)).final_output
        seen.append({"calls": calls, "output": output})
        await context.task.submit(str(output))
        await context.task.done()

    return solve


@pytest.mark.local(scripted_tools=True)
@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
@pytest.mark.parametrize("streamed", [False, True], ids=["run", "run_streamed"])
@pytest.mark.parametrize("setup", ["default client", "run provider"])
async def test_the_agents_sdks_default_model_solves_gsm8k_metered_and_traced(
    env: Env, streamed: bool, setup: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agents.models import _openai_shared

    # The SDK's defaults are process-wide: this test's own, and the default API (Responses).
    monkeypatch.setattr(_openai_shared, "_default_openai_client", None)
    monkeypatch.setattr(_openai_shared, "_use_responses_by_default", True)
    # Every call the relay sends is one it translated from the Responses API.
    translated: list[str] = []

    def counted(dialect: str, *args: Any) -> Any:
        translated.append(dialect)
        return translate(dialect, *args)

    monkeypatch.setattr(relay, "translate", counted)
    seen: list[dict[str, Any]] = []
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn,
        env.client,
        agent=solver(streamed, setup, seen),
        model=ROUTE,
        tasks="gsm8k",
        coverage=TASKS,
        concurrency=1 if setup == "default client" else TASKS,
    )
    assert result.succeeded, result
    assert len(seen) == TASKS
    assert all(s["calls"] for s in seen), seen  # the calculator, through the SDK's tool call
    attempts = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert len(attempts) == TASKS
    for attempt in attempts:
        assert attempt["state"] == "graded" and attempt["failure_class"] is None, attempt
        turns = [s for s in env.local.trace_steps(attempt["id"]) if s.get("kind") == "model"]
        # One model turn per call the gateway metered (a tool call, then the answer), each with
        # the tokens it was charged.
        assert len(turns) == attempt["gateway_calls"] >= 2
        metered = env.local._attempt(attempt["id"])
        assert sum(t["attributes"]["input_tokens"] for t in turns) == metered.input_tokens > 0
        assert sum(t["attributes"]["output_tokens"] for t in turns) == metered.output_tokens > 0
    assert translated == ["openai-responses"] * sum(a["gateway_calls"] for a in attempts)


@pytest.mark.local(scripted_tools=True)
@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
@pytest.mark.parametrize("streamed", [False, True], ids=["run", "run_streamed"])
async def test_the_budget_refusal_reaches_the_agents_sdk_and_fails_the_attempt_with_it(
    env: Env, streamed: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first call is a tool call; the second is over ``max_calls``: the SDK raises the
    Responses API's 402 (OpenAI's ``insufficient_quota``), the agent gives up, and the attempt
    fails ``client_budget_exhausted``."""
    from agents.models import _openai_shared

    monkeypatch.setattr(_openai_shared, "_use_responses_by_default", True)
    raised: list[Any] = []

    @agents.define_agent(name="agents-sdk spender")
    async def spender(context: agents.AgentContext) -> None:
        from agents import Agent, OpenAIProvider, RunConfig, Runner, function_tool

        task = await context.task.get()

        @function_tool
        async def calculator(expression: str) -> str:
            """Evaluate an arithmetic expression."""
            return (await context.tools.call("calculator", {"expression": expression})).text

        agent = Agent(name="solver", instructions="Solve it.", model="gpt-5", tools=[calculator])
        provider = OpenAIProvider(openai_client=context.gateway.openai())
        config = RunConfig(tracing_disabled=True, model_provider=provider)
        question = str(task["inputs"]["messages"][-1].get("content"))
        try:
            if streamed:
                run = Runner.run_streamed(agent, question, run_config=config)
                async for _ in run.stream_events():
                    pass
            else:
                await Runner.run(agent, question, run_config=config)
        except openai.APIStatusError as exc:
            raised.append(exc)
            raise  # as a user's agent does: the attempt ends with the error

    result = await env(
        agents.evaluate_async if env.is_async else agents.evaluate,
        env.client,
        agent=spender,
        model=ROUTE,
        tasks="gsm8k",
        coverage=1,
        limits={"max_calls": 1},
    )
    [error] = raised
    assert (error.status_code, error.code, error.type) == (
        402,
        "client_budget_exhausted",
        "insufficient_quota",
    )
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
