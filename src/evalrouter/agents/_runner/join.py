"""Joining a run admitted elsewhere: one more controller on it, under this process's own
``controller_id``, keeping its own local record (``<run_id>.controller-<id>.json``) and its own
lock, so controllers in other processes and on other machines work beside it. ``work_async``
is what a worker runs: it keeps claiming until the run has ended, because a task can come back
(another controller's lapsed lease, retried by the service) after this one found nothing to
claim."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence

from ..._args import checked
from ..._backoff import backoff
from ..._client import AsyncEvalRouter, EvalRouter
from ..._flows._wait import is_terminal
from .._attempt.events import AttemptEvent
from .._controller.controller import CONTROLLER_ID
from .agent_run import AgentRun
from .kinds import AnyAgent
from .plan import Client, _check_client
from .sync import drive, drive_async

__all__ = ["join", "join_async", "work", "work_async"]

LINGER_SECONDS = 3600.0  # how long a worker waits, at most, for a run others are finishing
_IDLE_FIRST, _IDLE_CAP = 0.5, 2.0


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
    checked_client = _check_client(client)
    run, admitted = _joining(checked_client, run_id, agent, concurrency, trace_redact)
    drive(checked_client, admitted)
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
    checked_client = _check_client(client)
    run, admitted = _joining(checked_client, run_id, agent, concurrency, trace_redact)
    await drive_async(checked_client, admitted)
    return run


async def work_async(
    run: AgentRun, *, linger: float = LINGER_SECONDS
) -> AsyncIterator[AttemptEvent]:
    """Run ``run``'s attempts here, round after round, until the run has ended (or stopped
    for this controller): a round ends when nothing is left to claim, yet another controller's
    attempt may still come back to be retried. Between rounds it waits, backing off, at most
    ``linger`` seconds in all."""
    deadline = time.monotonic() + linger
    for idle in range(_MAX_ROUNDS):
        async for event in run.events_async():
            yield event
        if _over(run, deadline) or is_terminal((await run.record_async()).status):
            return
        await asyncio.sleep(_pause(idle))


def work(run: AgentRun, *, linger: float = LINGER_SECONDS) -> Iterator[AttemptEvent]:
    """:func:`work_async` with ``events()`` (the sync client: the command line's)."""
    deadline = time.monotonic() + linger
    for idle in range(_MAX_ROUNDS):
        yield from run.events()
        if _over(run, deadline) or is_terminal(run.record().status):
            return
        time.sleep(_pause(idle))


_MAX_ROUNDS = 100_000  # bounded by the deadline long before this


def _over(run: AgentRun, deadline: float) -> bool:
    return run.stopped is not None or time.monotonic() >= deadline


def _pause(idle: int) -> float:
    return backoff(idle, first=_IDLE_FIRST, cap=_IDLE_CAP, random=random.random)
