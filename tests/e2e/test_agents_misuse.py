"""What an agent (or its caller) does wrong, end to end against EvalRouter Local in process:
an agent that raises ``SystemExit``/``KeyboardInterrupt`` out of ``run()``."""

from __future__ import annotations

import asyncio
import logging
import threading
from typing import Any

import pytest

from evalrouter import agents
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"


def _exiter(kind: type[BaseException]) -> agents.Agent:
    """Two attempts at once: the first raises ``kind`` once the second is working."""
    state: dict[str, Any] = {"started": 0}

    class Exiter(agents.Agent):
        name = "exiter"

        async def run(self, context: agents.AgentContext) -> None:
            await context.task.get()
            state["started"] += 1
            if state["started"] == 1:
                for _ in range(500):  # bounded: the second attempt starts soon
                    if state["started"] >= 2:
                        break
                    await asyncio.sleep(0.01)
                raise kind(3) if kind is SystemExit else kind()
            await asyncio.sleep(30)  # interrupted long before this

    return Exiter()


@pytest.fixture
def thread_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    errors: list[str] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(repr(args.exc_value)))
    return errors


def _assert_all_over(env: Env, run_id: str) -> list[dict[str, Any]]:
    attempts = env.local.attempts(run_id)
    assert len(attempts) == 2
    assert not [a for a in attempts if a["state"] in ("active", "submitted")]
    return attempts


def _finishes(env: Env) -> list[dict[str, Any]]:
    return [r.json for r in env.seen("client_runs_attempts_finish")]


@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
@pytest.mark.parametrize("kind", [SystemExit, KeyboardInterrupt])
async def test_an_exit_inside_run_ends_every_attempt_then_is_raised(
    env: Env,
    kind: type[BaseException],
    thread_errors: list[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    evaluation = await env(
        agents.quote_async if env.is_async else agents.quote,
        env.client,
        agent=_exiter(kind),
        model=ROUTE,
        tasks="gsm8k",
        coverage=2,
        concurrency=2,
    )
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    seen: list[agents.AttemptEvent] = []
    with caplog.at_level(logging.ERROR, logger="asyncio"), pytest.raises(kind) as raised:
        await env.collect(
            run.events_async() if env.is_async else run.events(), lambda _, e: seen.append(e)
        )
    if kind is SystemExit:
        assert isinstance(raised.value, SystemExit) and raised.value.code == 3  # the agent's own
    _assert_all_over(env, run.id)
    finishes = _finishes(env)
    assert {"outcome": "completed", "ended_by": "agent_exited"} in finishes
    assert {"outcome": "failed", "failure_code": "client_controller_crashed"} in finishes
    assert len(finishes) == 2
    assert {o.ended_by for o in run.outcomes} >= {"agent_exited"}
    assert len(run.outcomes) == 2
    assert [e for e in seen if e.type == "attempt_started"]
    assert not thread_errors
    assert not [r for r in caplog.records if r.name == "asyncio"]


@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)
async def test_evaluate_raises_the_agents_exit_after_finishing_the_attempts(
    env: Env, thread_errors: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    starts: list[str] = []
    with caplog.at_level(logging.ERROR, logger="asyncio"), pytest.raises(SystemExit):
        await env(
            fn,
            env.client,
            agent=_exiter(SystemExit),
            model=ROUTE,
            tasks="gsm8k",
            coverage=2,
            concurrency=2,
            on_event=lambda e: starts.append(e.type),
        )
    [run_id] = {r.path.split("/")[3] for r in env.seen("client_runs_attempts_claim")}
    _assert_all_over(env, run_id)
    assert len(_finishes(env)) == 2
    assert "attempt_started" in starts
    assert not thread_errors
    assert not [r for r in caplog.records if r.name == "asyncio"]
