"""Joining a run admitted elsewhere: one more controller on it, under this process's own
``controller_id``, keeping its own local record (``<run_id>.controller-<id>.json``) and its own
lock, so controllers in other processes and on other machines work beside it. A worker then
runs :meth:`AgentRun.work`, which keeps claiming until the run has ended."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from ..._args import checked
from ..._client import AsyncEvalRouter, EvalRouter
from .._controller.controller import CONTROLLER_ID
from .agent_run import AgentRun
from .kinds import AnyAgent
from .plan import Client, check_client
from .sync import run_blocking, run_in_loop

__all__ = ["join", "join_async"]


def _joining(
    client: Client, run_id: object, agent: object, concurrency: object, redact: object
) -> tuple[AgentRun, Callable[[AsyncEvalRouter], Awaitable[None]]]:
    return AgentRun._resumed(
        client, run_id, agent, concurrency, redact, controller=f"controller-{CONTROLLER_ID}"
    )


@checked("agents.join()")
def join(
    client: EvalRouter | AsyncEvalRouter,
    run_id: str,
    agent: AnyAgent,
    *,
    concurrency: int | None = None,
    trace_redact: Sequence[str] | None = None,
) -> AgentRun:
    """Join run ``run_id`` (admitted elsewhere) as one more controller: iterating
    :meth:`AgentRun.events` claims and runs attempts beside the run's other controllers, at
    most ``concurrency`` at once here. The agent must be the one the run was quoted for
    (``client_run_agent_mismatch`` otherwise)."""
    checked_client = check_client(client)
    run, admitted = _joining(checked_client, run_id, agent, concurrency, trace_redact)
    run_blocking(checked_client, admitted)
    return run


@checked("agents.join_async()")
async def join_async(
    client: EvalRouter | AsyncEvalRouter,
    run_id: str,
    agent: AnyAgent,
    *,
    concurrency: int | None = None,
    trace_redact: Sequence[str] | None = None,
) -> AgentRun:
    checked_client = check_client(client)
    run, admitted = _joining(checked_client, run_id, agent, concurrency, trace_redact)
    await run_in_loop(checked_client, admitted)
    return run
