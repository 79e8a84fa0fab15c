"""An in-code agent that speaks the Gemini API (as Google's SDKs and Gemini CLI do) to the
attempt's relay, against EvalRouter Local with its scripted tools: it solves gsm8k with the
calculator through ``functionCall`` / ``functionResponse``, streamed (``alt=sse``) and not, on
the sync and the async client, with one model turn per metered call and the metered tokens; and
a budget refusal reaches it in Google's error shape and fails the attempt
``client_budget_exhausted``."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from evalrouter import agents
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"
TASKS = 2
CALCULATOR = {
    "functionDeclarations": [
        {
            "name": "calculator",
            "description": "Evaluate an arithmetic expression, such as (3 + 4) * 2.",
            "parameters": {
                "type": "OBJECT",
                "properties": {"expression": {"type": "STRING"}},
                "required": ["expression"],
            },
        }
    ]
}


async def generate(
    context: agents.AgentContext, http: httpx.AsyncClient, contents: list[Any], streamed: bool
) -> tuple[dict[str, Any], str | None]:
    """One Gemini call on the attempt's gateway: the model's content and its finish reason."""
    action = "streamGenerateContent?alt=sse" if streamed else "generateContent"
    url = f"{context.gateway.anthropic_base_url}/v1beta/models/gemini-2.5-pro:{action}"
    body = {"contents": contents, "tools": [CALCULATOR]}
    answer = await http.post(url, json=body, headers={"x-goog-api-key": context.gateway.api_key})
    if answer.status_code >= 400:  # Google's error: what a Gemini client raises
        raise RuntimeError(json.dumps(answer.json()))
    chunks = (
        [json.loads(line[6:]) for line in answer.text.splitlines() if line.startswith("data: ")]
        if streamed
        else [answer.json()]
    )
    parts = [p for c in chunks for p in c["candidates"][0]["content"]["parts"]]
    finish = chunks[-1]["candidates"][0].get("finishReason")
    return {"role": "model", "parts": parts}, finish


def gemini_solver(streamed: bool, errors: list[dict[str, Any]]) -> agents.Agent:
    @agents.define_agent(name="gemini api solver")
    async def solve(context: agents.AgentContext) -> None:
        task = await context.task.get()
        question = str(task["inputs"]["messages"][-1].get("content"))
        contents: list[Any] = [{"role": "user", "parts": [{"text": question}]}]
        async with httpx.AsyncClient(trust_env=False, timeout=30) as http:
            for _ in range(6):  # bounded: a tool loop of a few turns
                try:
                    content, _finish = await generate(context, http, contents, streamed)
                except RuntimeError as exc:
                    errors.append(json.loads(str(exc)))
                    raise
                contents.append(content)
                calls = [p["functionCall"] for p in content["parts"] if "functionCall" in p]
                if not calls:
                    text = "".join(p.get("text", "") for p in content["parts"])
                    await context.task.submit(text)
                    await context.task.done()
                    return
                results = []
                for call in calls:
                    result = await context.tools.call("calculator", call["args"])
                    response = {"name": call["name"], "response": {"result": result.text}}
                    results.append({"functionResponse": response})
                contents.append({"role": "user", "parts": results})

    return solve


@pytest.mark.local(scripted_tools=True)
@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
@pytest.mark.parametrize("streamed", [False, True], ids=["generate", "stream"])
async def test_a_gemini_api_agent_solves_gsm8k_metered_and_traced(env: Env, streamed: bool) -> None:
    errors: list[dict[str, Any]] = []
    result: agents.EvaluationResult = await env(
        agents.evaluate_async if env.is_async else agents.evaluate,
        env.client,
        agent=gemini_solver(streamed, errors),
        model=ROUTE,
        tasks="gsm8k",
        coverage=TASKS,
    )
    assert result.succeeded and errors == [], (result, errors)
    attempts = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert len(attempts) == TASKS
    for attempt in attempts:
        turns = [s for s in env.local.trace_steps(attempt["id"]) if s.get("kind") == "model"]
        assert len(turns) == attempt["gateway_calls"] >= 2  # the calculator, then the answer
        metered = env.local._attempt(attempt["id"])
        assert sum(t["attributes"]["input_tokens"] for t in turns) == metered.input_tokens > 0
        assert sum(t["attributes"]["output_tokens"] for t in turns) == metered.output_tokens > 0


@pytest.mark.local(scripted_tools=True)
@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
@pytest.mark.parametrize("streamed", [False, True], ids=["generate", "stream"])
async def test_a_budget_refusal_reaches_the_gemini_agent_and_fails_the_attempt(
    env: Env, streamed: bool
) -> None:
    errors: list[dict[str, Any]] = []
    result: agents.EvaluationResult = await env(
        agents.evaluate_async if env.is_async else agents.evaluate,
        env.client,
        agent=gemini_solver(streamed, errors),
        model=ROUTE,
        tasks="gsm8k",
        coverage=1,
        limits={"max_calls": 1},
    )
    [error] = [e["error"] for e in errors]
    assert (error["code"], error["status"]) == (402, "RESOURCE_EXHAUSTED")
    assert error["details"][0]["reason"] == "client_budget_exhausted"
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
