"""Model-driven agents on EvalRouter Local's ``repo-fix`` with the scripted tool-calling model
(``scripted_tools=True``): offered ``execute``, the model reads the task, applies the task's fix
with ``execute``, runs the test, submits (the diff is collected) and calls ``done``, so an agent
that only carries out its model's tool calls is graded correct, offline. A Python agent (OpenAI
chat completions and Anthropic messages, streamed and not) and the ACP test agent (``--mode
loop``, in its sandbox) both."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from evalrouter import agents
from tests.e2e.e2e_env import Env

pytestmark = [
    pytest.mark.skipif(shutil.which("git") is None, reason="repository tasks need git"),
    pytest.mark.local(scripted_tools=True),
]

ROUTE = "sim/gpt-5-mini"
ACP_AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"
PROMPT = "Do the task of the evalrouter server."


class ToolLoop(agents.Agent):
    """Offers the attempt's tools to the model and carries out the calls it answers with, until it
    answers without one; records each call's step and the ``execute`` outputs."""

    name = "tool loop"

    def __init__(self, fmt: str, *, stream: bool) -> None:
        self.fmt, self.stream = fmt, stream
        self.called: list[list[str]] = []
        self.outputs: list[str] = []

    async def run(self, context: agents.AgentContext) -> None:
        listed = await context.tools.list()
        called: list[str] = []
        self.called.append(called)
        turn = self._anthropic if self.fmt == "anthropic" else self._openai
        messages: list[Any] = [{"role": "user", "content": PROMPT}]
        for _ in range(10):
            calls = await turn(context, messages, listed)
            if not calls:
                return
            results = []
            for ident, name, arguments in calls:
                called.append(name)
                found = await context.tools.call(name, arguments)
                if name == "execute":
                    assert found.structured is not None
                    self.outputs.append(str(found.structured["output"]))
                results.append((ident, found.text))
            if self.fmt == "anthropic":
                blocks = [
                    {"type": "tool_result", "tool_use_id": i, "content": t} for i, t in results
                ]
                messages.append({"role": "user", "content": blocks})
            else:
                messages.extend(
                    {"role": "tool", "tool_call_id": i, "content": t} for i, t in results
                )
        raise AssertionError("the model never stopped calling tools")

    async def _openai(
        self, context: agents.AgentContext, messages: list[Any], listed: list[Any]
    ) -> list[tuple[str, str, Any]]:
        tools = [
            {
                "type": "function",
                "function": {"name": t["name"], "parameters": t["inputSchema"]},
            }
            for t in listed
        ]
        client = context.gateway.openai()
        model = context.gateway.model
        found: list[tuple[str, str, str]] = []
        if self.stream:
            parts: dict[int, list[str]] = {}
            stream = await client.chat.completions.create(
                model=model, messages=messages, tools=tools, stream=True
            )
            async for chunk in stream:
                for choice in chunk.choices:
                    for part in choice.delta.tool_calls or []:
                        slot = parts.setdefault(part.index, ["", "", ""])
                        slot[0] = part.id or slot[0]
                        if part.function is not None:
                            slot[1] += part.function.name or ""
                            slot[2] += part.function.arguments or ""
            found = [(i, n, a) for i, n, a in (parts[k] for k in sorted(parts))]
        else:
            reply = await client.chat.completions.create(
                model=model, messages=messages, tools=tools
            )
            message = reply.choices[0].message
            found = [
                (c.id, c.function.name, c.function.arguments)  # type: ignore[union-attr]
                for c in message.tool_calls or []
            ]
        assistant: dict[str, Any] = {"role": "assistant", "content": None}
        if found:
            assistant["tool_calls"] = [
                {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
                for i, n, a in found
            ]
        messages.append(assistant)
        return [(i, n, json.loads(a or "{}")) for i, n, a in found]

    async def _anthropic(
        self, context: agents.AgentContext, messages: list[Any], listed: list[Any]
    ) -> list[tuple[str, str, Any]]:
        tools = [{"name": t["name"], "input_schema": t["inputSchema"]} for t in listed]
        client = context.gateway.anthropic()
        model = context.gateway.model
        if self.stream:
            async with client.messages.stream(
                model=model, max_tokens=1024, messages=messages, tools=tools
            ) as stream:
                reply = await stream.get_final_message()
        else:
            reply = await client.messages.create(
                model=model, max_tokens=1024, messages=messages, tools=tools
            )
        content = [block.model_dump(exclude_none=True) for block in reply.content]
        messages.append({"role": "assistant", "content": content})
        return [(b.id, b.name, b.input) for b in reply.content if b.type == "tool_use"]


def accuracy(result: agents.EvaluationResult) -> float:
    profile: Any = result.results["profiles"][0]  # type: ignore[index]
    [metric] = [m for m in profile["metrics"] if m["key"] == "accuracy"]
    return float(metric["value"])


@pytest.mark.parametrize("env", ["async"], indirect=True)
@pytest.mark.parametrize(
    ("fmt", "stream"),
    [("openai", False), ("openai", True), ("anthropic", False), ("anthropic", True)],
)
async def test_a_python_tool_loop_fixes_the_checkout(env: Env, fmt: str, stream: bool) -> None:
    pytest.importorskip("openai" if fmt == "openai" else "anthropic")
    loop = ToolLoop(fmt, stream=stream)
    result = await env(
        agents.evaluate_async, env.client, agent=loop, tasks="repo-fix", model=ROUTE, coverage=2
    )
    assert result.succeeded, result.as_dict()
    assert accuracy(result) == 1.0
    step = ["get_task", "execute", "execute", "submit", "done"]
    assert loop.called == [step, step]
    # Per attempt, the first execute applies the fix (no output), the second runs the test.
    assert sorted(loop.outputs) == ["", "", "ok\n", "ok\n"]
    attempts = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert [a["state"] for a in attempts] == ["graded"] * 2
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 2 and all(s.json["output"]["kind"] == "patch" for s in subs)
    assert all(s.json["output"]["patch"].startswith("diff --git a/") for s in subs)


@pytest.mark.parametrize("env", ["sync-http"], indirect=True)
@pytest.mark.parametrize("options", [[], ["--format", "anthropic", "--no-stream"]])
async def test_an_acp_tool_loop_fixes_the_checkout(env: Env, options: list[str]) -> None:
    """The ACP test agent in ``--mode loop`` (its tools as ``mcp__evalrouter__<name>``), in its
    sandbox: ``execute`` runs there too, in the checkout."""
    pytest.importorskip("acp", reason="the agents extra is not installed (pip install '.[agents]')")
    argv = [sys.executable, str(ACP_AGENT), "--mode", "loop", *options]
    agent = agents.local_agent(argv, name="acp tool loop")
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, env.client, agent=agent, tasks="repo-fix", model=ROUTE, coverage=2, concurrency=2
    )
    assert result.succeeded, result.as_dict()
    assert accuracy(result) == 1.0
    attempts = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert [a["state"] for a in attempts] == ["graded"] * 2
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 2 and all("\n+" in s.json["output"]["patch"] for s in subs)
    # Both execute calls ran in the checkout and succeeded (the fix applied, the test passed).
    for attempt in attempts:
        steps = env.local.trace_steps(attempt["id"])
        commands = [s for s in steps if s.get("type") == "command_result"]
        assert [(c["name"], c["success"]) for c in commands] == [("execute", True)] * 2, commands
