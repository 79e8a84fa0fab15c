"""Task tools from sync code in threads (``context.tools.call_sync``), as a framework's sync tool
runs them: from ``asyncio.to_thread``, from a plain ``threading.Thread``, and refused on the
attempt's own event loop (where it would wait for itself). Both clients, in process."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from evalrouter import EvalRouterError, agents
from tests.e2e.e2e_env import MODES, Env

ROUTE = "sim/gpt-5-mini"


async def run_agent(env: Env, agent: agents.Agent, count: int = 1) -> Any:
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    return await env(
        fn,
        env.client,
        agent=agent,
        model=ROUTE,
        tasks=agents.benchmark("gsm8k"),
        coverage={"mode": "sample", "sample_count": count, "seed": 42},
        budget_usd="2",
    )


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_sync_tool_calls_task_tools_from_a_thread_and_is_refused_on_the_loop(
    env: Env,
) -> None:
    seen: dict[str, Any] = {}

    class SyncTools(agents.Agent):
        name = "sync tools in threads"

        async def run(self, context: agents.AgentContext) -> None:
            def sync_tool() -> agents.ToolResult:  # a framework's sync tool
                return context.tools.call_sync("get_task", {})

            seen["to_thread"] = await asyncio.to_thread(sync_tool)
            seen["awaited"] = await context.tools.call("get_task", {})
            results: list[agents.ToolResult] = []
            plain = threading.Thread(target=lambda: results.append(sync_tool()))
            plain.start()
            await asyncio.to_thread(plain.join, 30)
            seen["thread"] = results
            try:
                sync_tool()  # on the attempt's loop: it would wait for itself
            except EvalRouterError as exc:
                seen["on_loop"] = exc
            seen["submit"] = await asyncio.to_thread(
                context.tools.call_sync, "submit", {"answer": "42"}
            )
            await context.task.done()

    result = await run_agent(env, SyncTools())
    assert [o.outcome for o in result.outcomes] == ["completed"]
    task = seen["awaited"]
    assert not task.is_error and task.structured is not None
    assert seen["to_thread"] == task
    assert seen["thread"] == [task]
    assert not seen["submit"].is_error, seen["submit"]
    error = seen["on_loop"]
    assert error.code == "invalid_state"
    assert "attempt's event loop" in error.message
    assert error.hint is not None and "await context.tools.call(" in error.hint


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_call_sync_takes_call_s_arguments_and_a_bounded_wait(env: Env) -> None:
    seen: dict[str, Any] = {}

    class Checks(agents.Agent):
        name = "call_sync arguments"

        async def run(self, context: agents.AgentContext) -> None:
            def refused() -> agents.ToolResult:
                return context.tools.call_sync("no_such_tool", {})

            seen["unknown"] = await asyncio.to_thread(refused)
            for bad in (0, -1, "5", True):
                try:
                    await asyncio.to_thread(context.tools.call_sync, "get_task", timeout=bad)
                except EvalRouterError as exc:
                    seen.setdefault("timeouts", []).append(exc.code)
            try:
                await asyncio.to_thread(context.tools.call_sync, "get_task", tiemout=3)
            except EvalRouterError as exc:
                seen["typo"] = exc
            await context.task.submit("42")
            await context.task.done()

    await run_agent(env, Checks())
    unknown = seen["unknown"]
    assert unknown.is_error and unknown.structured is not None  # a refusal is a result
    assert seen["timeouts"] == ["invalid_input"] * 4
    assert "timeout" in str(seen["typo"])


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_call_sync_waits_no_longer_than_its_timeout(env: Env) -> None:
    seen: dict[str, Any] = {}

    class Holds(agents.Agent):
        name = "holds its loop while a thread calls"

        async def run(self, context: agents.AgentContext) -> None:
            errors: list[BaseException] = []

            def call() -> None:
                try:
                    context.tools.call_sync("get_task", timeout=0.3)
                except BaseException as exc:
                    errors.append(exc)

            thread = threading.Thread(target=call)
            thread.start()
            thread.join(10)  # the mistake: the loop waits for the thread, the thread for it
            seen["errors"] = errors
            await context.task.submit("42")
            await context.task.done()

    await run_agent(env, Holds())
    [error] = seen["errors"]
    assert isinstance(error, EvalRouterError) and error.code == "wait_timeout"
    assert "get_task" in error.message
