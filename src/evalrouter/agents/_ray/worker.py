"""One controller in a Ray worker process (a Ray actor of :class:`RayExecutor`): it rebuilds
the agent from its spec, makes its own client with the API key read from ITS OWN environment
(never handed over by the driver: nothing secret is in the actor's arguments), joins the run
and works it until the run has ended, buffering its events for the driver to collect.

Imported by Ray in the worker (by reference: ``evalrouter.agents._ray.worker``), never by
``import evalrouter.agents``; it does not import Ray itself."""

from __future__ import annotations

import asyncio
import contextlib
import os
from dataclasses import dataclass, field

from ..._client import AsyncEvalRouter
from ..._exceptions import EvalRouterError
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._runner.join import join_async
from .._runner.spec import AgentSpec

__all__ = ["Batch", "WorkerController", "WorkerSettings"]

POLL_SECONDS = 0.5  # a poll waits at most this long for an event (a long poll, not a spin)


@dataclass(frozen=True)
class WorkerSettings:
    """What a worker is told: where the service is, which run, which agent, how many attempts
    at once, and the NAME of the environment variable holding the API key (not the key)."""

    base_url: str
    run_id: str
    spec: AgentSpec
    concurrency: int
    api_key_env: str
    linger: float
    trace_redact: tuple[str, ...] = ()
    key_required: bool = True
    """False when the driver itself runs without a key (EvalRouter Local on loopback): the
    workers then need none either."""


@dataclass
class Batch:
    """The events since the last poll; once the worker is done, its outcomes, the code the
    platform stopped the run with, and the error that ended it (code, message, hint)."""

    events: list[AttemptEvent] = field(default_factory=list)
    done: bool = False
    outcomes: list[AttemptOutcome] = field(default_factory=list)
    stopped: str | None = None
    error: tuple[str, str, str | None] | None = None


class WorkerController:
    """The actor: ``start()`` once, ``poll()`` until ``done``, ``stop()`` to end early."""

    def __init__(self, settings: WorkerSettings) -> None:
        self._settings = settings
        self._events: list[AttemptEvent] = []
        self._ready = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._result = Batch()

    async def start(self) -> str:
        """Begin working; answers this worker's process id (for the driver's records)."""
        if self._task is None:
            self._task = asyncio.create_task(self._work())
        return str(os.getpid())

    async def _work(self) -> None:
        settings = self._settings
        result = self._result
        try:
            key = os.environ.get(settings.api_key_env) or None
            if key is None and settings.key_required:
                raise EvalRouterError(
                    "worker_api_key_missing",
                    f"This worker has no API key: {settings.api_key_env} is not set in its "
                    "environment.",
                    hint=f"Set {settings.api_key_env} on every worker (a secret mounted in its "
                    "environment); the driver never sends it.",
                )
            client = AsyncEvalRouter(base_url=settings.base_url, api_key=key)
            try:
                agent = settings.spec.build()
                run = await join_async(
                    client,
                    settings.run_id,
                    agent,
                    concurrency=settings.concurrency,
                    trace_redact=list(settings.trace_redact) or None,
                )
                try:
                    async for event in run.work_async(linger=settings.linger):
                        self._events.append(event)
                        self._ready.set()
                finally:
                    result.outcomes = list(run.outcomes)
                    result.stopped = run.stopped
            finally:
                await client.close()
        except EvalRouterError as exc:
            result.error = (exc.code, exc.message, exc.hint)
        except asyncio.CancelledError:
            pass
        except Exception as exc:
            result.error = ("worker_failed", f"{type(exc).__name__}: {exc}"[:500], None)
        finally:
            result.done = True
            self._ready.set()

    async def poll(self) -> Batch:
        """The events since the last poll (waiting up to ``POLL_SECONDS`` for one)."""
        if not self._events and not self._result.done:
            self._ready.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._ready.wait(), POLL_SECONDS)
        events, self._events = self._events, []
        result = self._result
        if not result.done:
            return Batch(events)
        return Batch(events, True, result.outcomes, result.stopped, result.error)

    async def stop(self) -> None:
        """End early: the attempts in flight end as interrupted, the run stays open."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
