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


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_a_loop_held_by_code_waiting_for_the_thread_is_said_not_waited_out(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deadlock a user makes by waiting on the tool's thread from the loop (``executor.
    submit(tool).result()``): ``call_sync`` without a timeout says so once the loop has not
    started the call within ``START_SECONDS`` (30 s; 1 s here), not at the attempt's deadline."""
    import concurrent.futures

    from evalrouter.agents._incode import tools

    monkeypatch.setattr(tools, "START_SECONDS", 1.0)
    seen: dict[str, Any] = {}

    class Deadlocks(agents.Agent):
        name = "waits on its tool's thread from the loop"

        async def run(self, context: agents.AgentContext) -> None:
            def tool() -> object:
                try:
                    return context.tools.call_sync("get_task")
                except EvalRouterError as exc:
                    return exc

            with concurrent.futures.ThreadPoolExecutor(1) as pool:
                seen["error"] = pool.submit(tool).result(timeout=20)  # the mistake
            await context.task.submit("42")
            await context.task.done()

    await run_agent(env, Deadlocks())
    error = seen["error"]
    assert isinstance(error, EvalRouterError) and error.code == "invalid_state", error
    assert "did not start the call within 1 s" in error.message
    assert error.hint is not None and "asyncio.to_thread" in error.hint


@pytest.mark.parametrize("env", MODES, indirect=True)
async def test_arguments_that_cannot_be_sent_are_raised_as_invalid_input(env: Env) -> None:
    """What the agent's code got wrong (not JSON, NaN, a meta that is no string pairs, a
    timeout that is no finite number) is an ``invalid_input`` naming the argument, from
    ``call`` and ``call_sync`` alike: never a TypeError, OverflowError or AttributeError."""
    seen: list[tuple[str, str | None]] = []

    class Mistakes(agents.Agent):
        name = "sends what cannot be sent"

        async def run(self, context: agents.AgentContext) -> None:
            cases: list[tuple[dict[str, Any], dict[str, Any]]] = [
                ({"answer": object()}, {}),
                ({"answer": {1, 2}}, {}),
                ({"answer": float("nan")}, {}),
                ({"answer": "4"}, {"meta": "x"}),
            ]
            for arguments, options in cases:
                for sync in (False, True):
                    try:
                        if sync:
                            await asyncio.to_thread(
                                context.tools.call_sync, "submit", arguments, **options
                            )
                        else:
                            await context.tools.call("submit", arguments, **options)
                    except EvalRouterError as exc:
                        seen.append((exc.code, exc.details.get("argument")))
            for timeout in (float("inf"), float("nan"), 1e300):
                try:
                    await asyncio.to_thread(
                        context.tools.call_sync, "get_task", {}, timeout=timeout
                    )
                except EvalRouterError as exc:
                    seen.append((exc.code, exc.details.get("argument")))
            await context.task.submit("42")
            await context.task.done()

    await run_agent(env, Mistakes())
    expected = [("invalid_input", "arguments")] * 6 + [("invalid_input", "meta")] * 2
    assert seen == [*expected, ("invalid_input", "timeout"), ("invalid_input", "timeout")], seen
