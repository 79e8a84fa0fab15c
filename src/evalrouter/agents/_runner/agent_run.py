"""A started agent evaluation (:class:`AgentRun`): running its attempts here (``events()``,
``events_async()``), reading the run (record, results, costs, export, trajectories) and
resuming it."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import threading
from collections.abc import (
    AsyncGenerator,
    AsyncIterator,
    Awaitable,
    Callable,
    Generator,
    Iterator,
    Sequence,
)
from typing import Literal, overload

from evalrouter_generated.models.live_trace_detail_view import LiveTraceDetailView
from evalrouter_generated.models.live_trace_view import LiveTraceView
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.models.result_record import ResultRecord
from evalrouter_generated.models.run_record import RunRecord
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from ..._args import checked
from ..._backoff import backoff
from ..._boundary import PUBLIC
from ..._client import AsyncEvalRouter, EvalRouter
from ..._errors import invalid_input, invalid_state
from ..._exceptions import APIStatusError
from ..._flows._wait import is_terminal
from ..._run import AsyncRun
from ..._timing import Timing as ClientTiming
from .._acp.agent import AcpAgent
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._attempt.session import AttemptDriver
from .._controller.clients import client_timing, runner_timing, state_directory, state_scope
from .._controller.controller import Controller, ControllerOptions, Handover
from .._controller.local_record import RunState, hold_execution
from .._incode.context import build_context
from .._incode.driver import InCodeDriver
from .._trace.redaction import compile_redactions
from .executors import ControllerGroup, Executor
from .kinds import (
    AnyAgent,
    acp_driver,
    agent_key,
    check_any_agent,
    check_registry_snapshot,
    describe,
    identity,
)
from .plan import Client, cap_of, check_client, checked_concurrency
from .reads import RunCosts, costs_of, run_concurrency, with_spans
from .signals import ending_like_ctrl_c
from .spec import require_agent
from .sync import iterate, on_this_loop, run_blocking, run_in_loop
from .watch import RunWatcher

__all__ = ["AgentRun", "RunCosts"]

DEFAULT_WAIT = 3600.0


LINGER_SECONDS = 3600.0
"""How long :meth:`AgentRun.work` waits, at most, for a run that other controllers finish."""
MAX_ROUNDS = 100_000  # bounded by the linger deadline long before this
IDLE_FIRST_SECONDS, IDLE_CAP_SECONDS = 0.5, 2.0


def linger_pause(idle: int, draw: Callable[[], float]) -> float:
    return backoff(idle, first=IDLE_FIRST_SECONDS, cap=IDLE_CAP_SECONDS, random=draw)


# ---------------------------------------------------------------------------------- runs

_EXECUTING: dict[tuple[str, str], int | None] = {}
_EXECUTING_LOCK = threading.Lock()


class AgentRun:
    """A started agent evaluation. Iterate :meth:`events` (or ``async for`` over
    :meth:`events_async`) to run its attempts on this machine; then :meth:`wait`,
    :meth:`results`, :meth:`costs`, :meth:`export`, :meth:`trajectories`.

    Leaving the iteration early ends the attempts in flight (they are finished as
    ``client_controller_crashed``) and leaves the run open: :meth:`resume` continues it.
    So does an agent whose ``run()`` raises ``SystemExit`` or ``KeyboardInterrupt``: that
    attempt ends as an agent exit, the others as interrupted, and then the iteration raises
    the agent's exception.
    """

    def __init__(
        self,
        client: Client,
        run_id: str,
        agent: AnyAgent,
        *,
        concurrency: int,
        redactions: tuple[re.Pattern[str], ...] = (),
        quote: QuoteRecord | None = None,
    ) -> None:
        self._client = client
        self._id = run_id
        self._agent = agent
        self._identity = agent_key(agent)
        # A registry agent is named by its id; describing it would install it here.
        self._label = (
            agent.name
            if isinstance(agent, AcpAgent)
            else str(describe(agent).get("declared_name") or agent.name)
        )
        self._concurrency = concurrency
        self._redactions = redactions
        self._driver: AttemptDriver | None = None
        self._ran: list[AttemptOutcome] = []
        self.quote: QuoteRecord | None = quote
        self.outcomes: list[AttemptOutcome] = []
        """Every attempt this object ran, in the order they ended (started with
        ``controller=False``: every attempt of the run it followed, as the service recorded
        them)."""
        self.stopped: str | None = None
        """The code the platform stopped the run with (``run_stopped``, a guardrail, ...)."""
        self._joined: str | None = None  # a joining controller's own record (``join``)
        self._executor: Executor | None = None  # runs the attempts elsewhere (``executor=``)
        self._watching = False  # runs none of them: follows the run (``controller=False``)
        self._handover = Handover()  # shared with a group's driver (a Ray worker's)

    @property
    def id(self) -> str:
        return self._id

    @property
    def agent(self) -> AnyAgent:
        return self._agent

    def __repr__(self) -> str:
        return f"AgentRun(id={self._id!r})"

    # ---------------------------------------------------------------------- execution

    def _enter(self) -> tuple[str, str] | None:
        """Hold the run's execution here (in this process, and its local record's lock); a
        watching driver runs no attempt and holds nothing (``None``)."""
        if self._watching:
            return None
        key = (self._client.base_url, self._id)
        with _EXECUTING_LOCK:
            if key in _EXECUTING:
                raise invalid_state(
                    f"The attempts of run {self._id} are already running in this process.",
                    hint="Iterate one events() (or events_async()) per run at a time.",
                    run_id=self._id,
                )
            _EXECUTING[key] = None
        try:
            _EXECUTING[key] = hold_execution(
                self._id,
                state_scope(self._client),
                state_directory(self._client),
                controller=self._joined,
            )  # nor another process
        except BaseException:
            with _EXECUTING_LOCK:
                _EXECUTING.pop(key, None)
            raise
        return key

    @staticmethod
    def _leave(key: tuple[str, str] | None) -> None:
        if key is None:
            return
        with _EXECUTING_LOCK:
            fd = _EXECUTING.pop(key, None)
        if fd is not None:
            os.close(fd)  # releases the lock

    def _controller(
        self, client: AsyncEvalRouter, emit: Callable[[AttemptEvent], None]
    ) -> Controller | ControllerGroup:
        if self._watching:
            return RunWatcher(client, self._id, self._record, emit, runner_timing(client))
        if self._executor is not None:
            return self._executor.controllers(self, client, emit)
        state = RunState(
            self._id, state_directory(client), scope=state_scope(client), controller=self._joined
        )
        state.bind(self._identity)
        options = ControllerOptions(
            concurrency=self._concurrency,
            agent_name=self._label,
            redactions=self._redactions,
            timing=runner_timing(client),
            handover=self._handover,
        )
        driver: AttemptDriver
        if isinstance(self._agent, AcpAgent):
            driver = acp_driver(self._agent, emit)
        else:
            driver = InCodeDriver(
                self._agent, build_context, on_escape=lambda _: controller.interrupt.set()
            )
        controller = Controller(client, self._id, driver, state, emit, options=options)
        self._driver = driver
        return controller

    def _escaped(self) -> None:
        """Raise what escaped an agent's ``run()`` (``SystemExit``, ``KeyboardInterrupt``),
        once every attempt is finished: the caller gets the exception the agent raised."""
        driver, self._driver = self._driver, None
        close = getattr(driver, "close", None)
        if callable(close):  # an ACP agent's prepare() is released with its run's attempts
            close()
        escaped = getattr(driver, "escaped", None)
        if isinstance(escaped, BaseException):
            raise escaped

    async def _attempts(self, client: AsyncEvalRouter) -> AsyncGenerator[AttemptEvent, None]:
        """Run the attempts in this loop, yielding each event as it happens. Leaving early
        interrupts the controller and waits for the attempts in flight to be finished."""
        events: asyncio.Queue[AttemptEvent | None] = asyncio.Queue()
        with PUBLIC:
            controller = self._controller(client, events.put_nowait)

        async def run() -> list[AttemptOutcome]:
            try:
                return await controller.run()
            finally:
                events.put_nowait(None)

        task = asyncio.create_task(run())
        finished = False
        try:
            while (event := await events.get()) is not None:
                yield event
            finished = True
        finally:
            if not finished:
                controller.interrupt.set()
                await asyncio.wait({task})
            self.outcomes.extend(controller.outcomes)
            self.stopped = controller.stopped
        with PUBLIC:
            self._ran = task.result()

    def events(self) -> Generator[AttemptEvent, None, list[AttemptOutcome]]:
        """Run the attempts here, yielding each :class:`AttemptEvent` as it happens; the
        generator's return value is the list of :class:`AttemptOutcome`. Meanwhile SIGTERM and
        SIGHUP, where their handler is the default, end it as Ctrl+C does
        (``KeyboardInterrupt``), on the main thread.

        A run started with ``start(controller=False)`` runs no attempt here: this follows the
        run until it ends, yielding what the service records of every attempt, whichever
        controller runs it (``attempt_started``, then ``attempt_finished``, ``attempt_failed``
        with the service's ``failure_class``, or ``attempt_stopped``), polling the run's
        attempts and backing off (0.5 s up to 5 s) while nothing changes; its outcomes are those
        attempts. It follows for 24 h at most, then raises :class:`~evalrouter.WaitTimeout`
        (the run goes on). Leaving it early stops nothing."""
        with ending_like_ctrl_c(blocking=True):
            with PUBLIC:
                key = self._enter()
            try:
                yield from iterate(self._client, self._attempts)
            finally:
                self._leave(key)
        self._escaped()
        return self._ran

    async def events_async(self) -> AsyncIterator[AttemptEvent]:
        """:meth:`events` in the caller's event loop. SIGTERM and SIGHUP, where their handler
        is the default, do what Ctrl+C does there (under ``asyncio.run``: the main task is
        cancelled), when the loop runs on the main thread."""
        with ending_like_ctrl_c(blocking=False):
            with PUBLIC:
                key = self._enter()
            try:
                async with (
                    on_this_loop(self._client) as client,
                    contextlib.aclosing(self._attempts(client)) as attempts,
                ):
                    async for event in attempts:
                        yield event
            finally:
                self._leave(key)
        self._escaped()

    def work(self, *, linger: float = LINGER_SECONDS) -> Iterator[AttemptEvent]:
        """Run the attempts here round after round, yielding each :class:`AttemptEvent`, until
        the run has ended or stopped for this controller. A round (:meth:`events`) ends when
        nothing is left to claim, yet another controller's attempt may still come back to be
        retried here, so between rounds it waits, backing off, at most ``linger`` seconds in
        all. A claim answered ``client_run_attempts_busy`` (the run's admitted concurrency held
        by its other controllers) is a ``waiting`` event, tried again backing off from 3 s up to
        15 s, for 10 minutes at most in a round. When no attempt ran here, the last event is a
        ``warning`` saying why (``reason`` ``attempts_busy``, or ``no_attempts`` when the others
        ran every task). What ``evalrouter agents work RUN_ID`` runs, after
        :func:`~evalrouter.agents.join`.
        """
        timing = client_timing(self._client)
        deadline = timing.monotonic() + linger
        share = _Share()
        with ending_like_ctrl_c(blocking=True):  # the waits between rounds too
            for idle in range(MAX_ROUNDS):
                for event in self.events():
                    share.see(event)
                    yield event
                if self._over(deadline, timing) or is_terminal(self.record().status):
                    break
                timing.sleep(linger_pause(idle, timing.random))
        if self.stopped is None and (note := share.note(self._id)) is not None:
            yield note  # a stopped run was said by its own event

    async def work_async(self, *, linger: float = LINGER_SECONDS) -> AsyncIterator[AttemptEvent]:
        """:meth:`work` in the caller's event loop."""
        timing = client_timing(self._client)
        deadline = timing.monotonic() + linger
        share = _Share()
        with ending_like_ctrl_c(blocking=False):
            for idle in range(MAX_ROUNDS):
                async for event in self.events_async():
                    share.see(event)
                    yield event
                if self._over(deadline, timing) or is_terminal((await self.record_async()).status):
                    break
                await timing.async_sleep(linger_pause(idle, timing.random))
        if self.stopped is None and (note := share.note(self._id)) is not None:
            yield note  # a stopped run was said by its own event

    def _over(self, deadline: float, timing: ClientTiming) -> bool:
        return self.stopped is not None or timing.monotonic() >= deadline

    # -------------------------------------------------------------------------- reads
    # Each read is written once, async; ``x`` drives it from a worker thread, ``x_async`` in
    # the caller's loop.

    def _arun(self, client: AsyncEvalRouter) -> AsyncRun:
        return AsyncRun(client, RunRecord._wrap({"id": self._id}), run_id=self._id)

    async def _wait(
        self, client: AsyncEvalRouter, timeout: float, poll_interval: float | None
    ) -> RunRecord:
        return (await self._arun(client).wait(timeout=timeout, poll_interval=poll_interval)).record

    @checked("run.wait()")
    def wait(
        self, *, timeout: float = DEFAULT_WAIT, poll_interval: float | None = None
    ) -> RunRecord:
        """Wait until the run ends (``completed``, ``partial``, ``failed`` or ``cancelled``) and
        return its record; a run that did not succeed is returned, not raised. Raises
        :class:`~evalrouter.WaitTimeout` after ``timeout`` seconds (the run goes on)."""
        return run_blocking(self._client, lambda c: self._wait(c, timeout, poll_interval))

    @checked("run.wait_async()")
    async def wait_async(
        self, *, timeout: float = DEFAULT_WAIT, poll_interval: float | None = None
    ) -> RunRecord:
        return await run_in_loop(self._client, lambda c: self._wait(c, timeout, poll_interval))

    async def _record(self, client: AsyncEvalRouter) -> RunRecord:
        return (await self._arun(client).refresh()).record

    @checked("run.record()")
    def record(self) -> RunRecord:
        """The run record now (``GET /runs/{id}``)."""
        return run_blocking(self._client, self._record)

    @checked("run.record_async()")
    async def record_async(self) -> RunRecord:
        return await run_in_loop(self._client, self._record)

    @checked("run.results()")
    def results(self, *, version: int | None = None) -> ResultRecord:
        """The run's results (``GET /runs/{id}/results``)."""
        return run_blocking(self._client, lambda c: self._arun(c).results(version=version))

    @checked("run.results_async()")
    async def results_async(self, *, version: int | None = None) -> ResultRecord:
        return await run_in_loop(self._client, lambda c: self._arun(c).results(version=version))

    async def _cancel(self, client: AsyncEvalRouter) -> RunRecord:
        return (await self._arun(client).cancel()).record

    @checked("run.cancel()")
    def cancel(self) -> RunRecord:
        """Ask the service to stop the run; attempts in flight learn it at their next call
        and end ``stopped``. Finished work is kept and charged."""
        return run_blocking(self._client, self._cancel)

    @checked("run.cancel_async()")
    async def cancel_async(self) -> RunRecord:
        return await run_in_loop(self._client, self._cancel)

    @checked("run.export()")
    def export(self, format: str = "json") -> bytes:
        """The results as a file: ``json``, ``csv``, ``html``, ``bundle`` or ``summary``."""
        return run_blocking(self._client, lambda c: self._arun(c).export(format))

    @checked("run.export_async()")
    async def export_async(self, format: str = "json") -> bytes:
        return await run_in_loop(self._client, lambda c: self._arun(c).export(format))

    async def _costs(self, client: AsyncEvalRouter) -> RunCosts:
        run = self._arun(client)
        record = (await run.refresh()).record
        try:
            results: ResultRecord | None = await run.results()
        except APIStatusError as exc:
            if exc.status_code not in (404, 409):
                raise
            results = None
        return costs_of(record, results)

    @checked("run.costs()")
    def costs(self) -> RunCosts:
        """Spend, cap and reservation of the run, and the results' cost breakdown."""
        return run_blocking(self._client, self._costs)

    @checked("run.costs_async()")
    async def costs_async(self) -> RunCosts:
        return await run_in_loop(self._client, self._costs)

    async def _trajectories(
        self, client: AsyncEvalRouter, limit: int | None, spans: bool
    ) -> list[LiveTraceView] | list[LiveTraceDetailView]:
        if not isinstance(spans, bool):
            raise invalid_input(
                f"spans must be True or False, not {type(spans).__name__}.", argument="spans"
            )
        views = [view async for view in client.traces.live(run_id=self._id, limit=limit)]
        if not spans:
            return views
        return [await with_spans(client, view.id) for view in views]

    @overload
    def trajectories(
        self, *, limit: int | None = None, spans: Literal[False] = False
    ) -> list[LiveTraceView]: ...
    @overload
    def trajectories(
        self, *, limit: int | None = None, spans: Literal[True]
    ) -> list[LiveTraceDetailView]: ...
    @checked("run.trajectories()")
    def trajectories(
        self, *, limit: int | None = None, spans: bool = False
    ) -> list[LiveTraceView] | list[LiveTraceDetailView]:
        """The run's attempt traces as the service stored them (``GET /traces/live``); with
        ``spans=True`` each with its spans and their content (``GET /traces/live/{id}``, every
        page: ``view.spans``, ``view.trace``)."""
        return run_blocking(self._client, lambda c: self._trajectories(c, limit, spans))

    @overload
    async def trajectories_async(
        self, *, limit: int | None = None, spans: Literal[False] = False
    ) -> list[LiveTraceView]: ...
    @overload
    async def trajectories_async(
        self, *, limit: int | None = None, spans: Literal[True]
    ) -> list[LiveTraceDetailView]: ...
    @checked("run.trajectories_async()")
    async def trajectories_async(
        self, *, limit: int | None = None, spans: bool = False
    ) -> list[LiveTraceView] | list[LiveTraceDetailView]:
        return await run_in_loop(self._client, lambda c: self._trajectories(c, limit, spans))

    # ------------------------------------------------------------------------- resume

    @classmethod
    def _resumed(
        cls,
        client: Client,
        run_id: object,
        agent: object,
        concurrency: object,
        redact: object,
        *,
        controller: str | None = None,
    ) -> tuple[AgentRun, Callable[[AsyncEvalRouter], Awaitable[None]]]:
        """The run object, and the work that reads its admitted concurrency and checks that
        ``agent`` is the one the run was quoted for. ``controller`` names a joining
        controller's own local record (``join``); without it, the run's own record."""
        if not isinstance(run_id, str) or not run_id.strip():
            raise invalid_input(
                f"run_id must be a run id, not {run_id!r:.40}.",
                hint="Pass the id of an admitted run, e.g. run.id.",
                argument="run_id",
            )
        checked_agent = check_any_agent(agent)
        asked = checked_concurrency(concurrency)
        run = cls(
            client,
            run_id,
            checked_agent,
            concurrency=asked or 1,
            redactions=compile_redactions(redact),
        )
        run._joined = controller
        state = RunState(
            run_id, state_directory(client), scope=state_scope(client), controller=controller
        )
        state.bind(run._identity)

        async def admitted(c: AsyncEvalRouter) -> None:
            check_registry_snapshot(checked_agent, await AsyncClientRuns(c).capabilities())
            record = await run._record(c)
            quoted = record.to_dict().get("agent")
            if isinstance(quoted, dict) and quoted.get("kind") in ("local", "registry"):
                require_agent(checked_agent, identity(quoted))  # the run's agent, no other
            run._concurrency = cap_of(run_concurrency(record), asked)

        return run, admitted

    @classmethod
    @checked("AgentRun.resume()")
    def resume(
        cls,
        client: EvalRouter | AsyncEvalRouter,
        run_id: str,
        agent: AnyAgent,
        *,
        concurrency: int | None = None,
        trace_redact: Sequence[str] | None = None,
    ) -> AgentRun:
        """Continue run ``run_id`` with the same agent (a different one is refused with
        ``client_run_agent_mismatch``): attempts a crash left open are finished first, then
        iterating :meth:`events` runs the rest."""
        checked_client = check_client(client)
        run, admitted = cls._resumed(checked_client, run_id, agent, concurrency, trace_redact)
        run_blocking(checked_client, admitted)
        return run

    @classmethod
    @checked("AgentRun.resume_async()")
    async def resume_async(
        cls,
        client: EvalRouter | AsyncEvalRouter,
        run_id: str,
        agent: AnyAgent,
        *,
        concurrency: int | None = None,
        trace_redact: Sequence[str] | None = None,
    ) -> AgentRun:
        checked_client = check_client(client)
        run, admitted = cls._resumed(checked_client, run_id, agent, concurrency, trace_redact)
        await run_in_loop(checked_client, admitted)
        return run


class _Share:
    """What one working controller met (:meth:`AgentRun.work`): the attempts it ran, and the
    claims the service answered ``client_run_attempts_busy``."""

    def __init__(self) -> None:
        self.ran = 0
        self.busy = 0

    def see(self, event: AttemptEvent) -> None:
        self.ran += event.type == "attempt_started"
        self.busy += event.type == "waiting" and event.reason == "attempts_busy"

    def note(self, run_id: str) -> AttemptEvent | None:
        """Why no attempt ran here, when none did."""
        if self.ran:
            return None
        if not self.busy:
            return AttemptEvent(
                "warning",
                reason="no_attempts",
                message=f"No attempt ran here: run {run_id} had no task left to claim (its "
                "other controllers ran them all).",
            )
        times = f"{self.busy} time{'s' if self.busy > 1 else ''}"
        return AttemptEvent(
            "warning",
            reason="attempts_busy",
            message=f"No attempt ran here: run {run_id}'s other controllers held all of its "
            f"admitted concurrency (this controller's claims were answered attempts_busy {times})."
            " The controllers of a run share its admitted concurrency: start it with "
            "start(concurrency=N) below it, or with start(controller=False), so that the "
            "controllers that join have room.",
        )
