"""One controller in a Ray worker process (a Ray actor of :class:`RayExecutor`): it rebuilds
the agent from its spec, makes its own client with the API key read from ITS OWN environment
(never handed over by the driver: nothing secret is in the actor's arguments), joins the run
and works it until the run has ended, buffering its events, and each attempt's outcome as the
attempt ends, for the driver to collect; it retries here the attempts the driver hands it (a
lost worker's, which the driver finished as infrastructure failures).

Imported by Ray in the worker (by reference: ``evalrouter.agents._ray.worker``), never by
``import evalrouter.agents``; it reads Ray only for the node it runs on (``start()``)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..._client import AsyncEvalRouter
from ..._exceptions import EvalRouterError
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._controller.controller import ClaimKey, Handover
from .._controller.grants import Grant
from .._runner.join import join_async
from .._runner.spec import AgentSpec

__all__ = ["ANSWERS", "Batch", "ClaimNote", "WorkerPlace", "WorkerController", "WorkerSettings"]

POLL_SECONDS = 0.5  # a poll waits at most this long for an event (a long poll, not a spin)
DELIVERY_SECONDS = 2.0  # a claim waits at most this long for the driver to have its note
ANSWERS = "answers"
"""The actor's concurrency group ``poll`` runs in: a thread and event loop of its own, so an
agent that blocks the worker's loop (where the attempts run) does not silence the worker."""


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


@dataclass(frozen=True)
class WorkerPlace:
    """Where a worker runs: its process id, and its node's Ray id and IP address (``None``
    where Ray cannot say)."""

    pid: str
    node_id: str | None = None
    node_ip: str | None = None

    def __str__(self) -> str:
        node = self.node_id[:12] if self.node_id else "unknown"
        return f"node {node} ({self.node_ip or 'address unknown'}), process {self.pid}"


@dataclass(frozen=True)
class ClaimNote:
    """A claim about to be sent (``answered`` False), or its answer recorded: the attempt it
    was granted (``attempt_id``, ``task_ref``), or none."""

    key: ClaimKey
    retry_of: str | None
    answered: bool = False
    attempt_id: str | None = None
    task_ref: str | None = None


@dataclass
class Batch:
    """The claims, the events and the outcomes of the attempts that ended since the last
    poll; once the worker is done, the code the platform stopped the run with and the error
    that ended it (code, message, hint)."""

    events: list[AttemptEvent] = field(default_factory=list)
    outcomes: list[AttemptOutcome] = field(default_factory=list)
    claims: list[ClaimNote] = field(default_factory=list)
    done: bool = False
    stopped: str | None = None
    error: tuple[str, str, str | None] | None = None


class WorkerController:
    """The actor: ``start()`` once, ``poll()`` until ``done``, ``retry()`` when handed a lost
    worker's attempts, ``stop()`` to end early."""

    def __init__(self, settings: WorkerSettings) -> None:
        self._settings = settings
        self._outbox = Outbox()
        self._task: asyncio.Task[None] | None = None
        self._result = Batch()
        self._handover = Handover(
            ended=self._outbox.outcome, claiming=self._outbox.claiming, claimed=self._outbox.claimed
        )

    async def start(self) -> WorkerPlace:
        """Begin working; answers where this worker runs (for the driver's records)."""
        if self._task is None:
            self._task = asyncio.create_task(self._work())
        return _place()

    async def retry(self, attempt_ids: Iterable[str]) -> None:
        """Retry these attempts here (claimed with ``retry_of``) before new work: a lost
        worker's, which the driver finished as infrastructure failures."""
        self._handover.retries.extend(attempt_ids)

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
                run._handover = self._handover
                try:
                    async for event in run.work_async(linger=settings.linger):
                        self._outbox.event(event)
                finally:
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
            self._outbox.wake()

    async def poll(self) -> Batch:
        """The events and outcomes since the last poll (waiting up to ``POLL_SECONDS`` for
        one). Called in the ``ANSWERS`` concurrency group (another thread) by the driver."""
        result = self._result
        done = result.done  # read first: what came before it is taken below
        batch = await self._outbox.take(0.0 if done else POLL_SECONDS)
        if done:
            batch.done, batch.stopped, batch.error = True, result.stopped, result.error
        return batch

    async def stop(self) -> None:
        """End early: the attempts in flight end as interrupted, the run stays open."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


class Outbox:
    """What the worker's loop leaves for the driver's polls, which another thread answers.

    A claim's note is known to have reached the driver when the driver's next poll arrives
    (the driver polls again only once it has recorded an answer): :meth:`claiming` returns
    then (or after ``DELIVERY_SECONDS``), so a worker lost while the claim is out leaves its
    driver the claim's key to ask for the attempt with."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._batch = Batch()
        self._waiting: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = []
        self._sent: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = []

    def event(self, event: AttemptEvent) -> None:
        with self._lock:
            self._batch.events.append(event)
            self._ready.set()

    def outcome(self, outcome: AttemptOutcome) -> None:
        with self._lock:
            self._batch.outcomes.append(outcome)
            self._ready.set()

    async def claiming(self, key: ClaimKey, retry_of: str | None) -> None:
        """Note a claim about to be sent; return once the driver has the note."""
        loop = asyncio.get_running_loop()
        delivered: asyncio.Future[None] = loop.create_future()
        with self._lock:
            self._batch.claims.append(ClaimNote(key, retry_of))
            self._waiting.append((loop, delivered))
            self._ready.set()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(delivered, DELIVERY_SECONDS)

    def claimed(self, key: ClaimKey, grant: Grant | None) -> None:
        aid, task_ref = (grant.attempt_id, grant.task_ref) if grant else (None, None)
        self._note(ClaimNote(key, None, True, aid, task_ref))

    def _note(self, note: ClaimNote) -> None:
        with self._lock:
            self._batch.claims.append(note)
            self._ready.set()

    def wake(self) -> None:
        self._ready.set()

    async def take(self, wait: float) -> Batch:
        """Everything left so far, waiting up to ``wait`` seconds for something. Called for
        a poll: the claims the previous poll carried have reached the driver."""
        with self._lock:
            delivered, self._sent = self._sent, []
        for loop, future in delivered:
            loop.call_soon_threadsafe(_resolve, future)
        if wait > 0 and not self._ready.is_set():
            await asyncio.to_thread(self._ready.wait, wait)
        with self._lock:
            taken, self._batch = self._batch, Batch()
            self._sent, self._waiting = self._waiting, []
            self._ready.clear()
        return taken


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def _place() -> WorkerPlace:
    pid = str(os.getpid())
    try:
        import ray

        node_id = ray.get_runtime_context().get_node_id()
        node_ip = ray.util.get_node_ip_address()  # type: ignore[no-untyped-call]
    except Exception:  # not in a Ray worker (a test), or an API Ray moved
        return WorkerPlace(pid)
    return WorkerPlace(pid, str(node_id), str(node_ip))
