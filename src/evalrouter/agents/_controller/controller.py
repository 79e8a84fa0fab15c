"""The controller of a client run: it claims attempts, runs up to N of them at once (each an
asyncio task with its own workspace, attempt client, task server and trace), keeps their
leases with heartbeats, finishes them, retries infrastructure failures, keeps the local record
that makes a run resumable, and reports local events. Async at its core, one event loop."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import re
import shutil
import tempfile
import uuid
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from ..._backoff import backoff
from ..._exceptions import APIStatusError, EvalRouterError
from .._attempt.codes import (
    ATTEMPT_OVER_CODES,
    BUSY,
    CRASHED,
    GUARDRAIL_CODES,
    INSTALL_FAILED,
    NO_PENDING,
    RUN_STOP_CODES,
)
from .._attempt.durable import OnRetry, durable
from .._attempt.events import (
    AttemptEvent,
    AttemptOutcome,
    guardrail_stopped,
    service_waiting,
)
from .._attempt.session import (
    AttemptDriver,
    AttemptSession,
    RunnerTiming,
    TurnEnd,
)
from .._attempt.threads import CURRENT_ATTEMPT
from .._gateway.relay import Relay
from .._sandbox.request import SandboxRequest
from .._task.server import TaskServer, local_toolsets
from .._trace.delivery import TraceDelivery
from .._trace.observations import ObservationLog, ObservationSender
from .._trace.recorder import TraceRecorder
from .clients import api_key as user_api_key
from .clients import attempt_client, origin, relay_connection
from .ending import AttemptEnding
from .grants import Grant, parse_grant
from .leases import HEARTBEAT_SECONDS, Leases, heartbeat_interval, keep_lease
from .local_record import RunState

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter


__all__ = ["ClaimKey", "Controller", "ControllerOptions", "Handover"]

log = logging.getLogger("evalrouter.agents")

BUSY_SECONDS, BUSY_CAP_SECONDS = 3.0, 15.0  # between claims refused as busy, backing off
BUSY_WAIT_SECONDS = 600.0
"""How long one claim waits out ``client_run_attempts_busy`` (the run's admitted concurrency
held by its other controllers) before this round gives up claiming; ``AgentRun.work`` then
lingers and claims again while the run is open."""
MAX_INFRASTRUCTURE_RETRIES = 2
DEFAULT_REQUEST_SECONDS = 120


# One controller id per process; claims number themselves process-wide, so a claim repeated
# with the same (controller_id, seq) gets the same grant back and never a second attempt.
CONTROLLER_ID = str(uuid.uuid4())
_SEQ = itertools.count(1)


type ClaimKey = tuple[str, int]
"""A claim's natural key ``(controller_id, seq)``: sent again, it answers the same grant."""


async def _no_one_told(_key: ClaimKey, _retry_of: str | None) -> None:
    return None


@dataclass
class Handover:
    """What a controller of a group shares with the group's driver (a Ray worker's): ``ended``
    hears each outcome as its attempt ends; ``claiming`` each claim about to be sent (its key
    and ``retry_of``; the claim is sent once it returns: once the driver has it) and
    ``claimed`` its answer recorded, so that the driver of a lost controller can ask for the
    attempt of a claim it never heard the end of; ``retries`` holds
    attempts the driver finished as infrastructure failures for a lost controller, claimed
    here with ``retry_of`` after this controller's own retries, before new work."""

    ended: Callable[[AttemptOutcome], None] = lambda _outcome: None
    claiming: Callable[[ClaimKey, str | None], Awaitable[None]] = _no_one_told
    claimed: Callable[[ClaimKey, Grant | None], None] = lambda _key, _grant: None
    retries: deque[str] = field(default_factory=deque)


@dataclass
class ControllerOptions:
    concurrency: int = 1
    agent_name: str = "agent"
    redactions: tuple[re.Pattern[str], ...] = ()
    timing: RunnerTiming = field(default_factory=RunnerTiming)
    handover: Handover = field(default_factory=Handover)


class Controller:
    """Runs the attempts of one client run until there are none left (or it is told to stop).

    ``emit`` receives each :class:`AttemptEvent` (called in this loop). ``interrupt`` set
    from outside ends every attempt in flight as ``client_controller_crashed``, claims nothing
    more, and leaves the run resumable.
    """

    def __init__(
        self,
        client: AsyncEvalRouter,
        run_id: str,
        driver: AttemptDriver,
        state: RunState,
        emit: Callable[[AttemptEvent], None],
        *,
        options: ControllerOptions,
    ) -> None:
        self._client = client
        self._run_id = run_id
        self._driver = driver
        self._state = state
        self._emit = emit
        self._options = options
        self._timing = options.timing
        self._cap = max(1, options.concurrency)
        self._origin = origin(client)
        self._attempts = AsyncClientRuns(client).attempts
        self._retries: deque[str] = deque()
        self._handover = options.handover
        self._sessions: set[AttemptSession] = set()
        self.outcomes: list[AttemptOutcome] = []
        self.stopped: str | None = None
        self.interrupt = asyncio.Event()
        self._failure: BaseException | None = None
        self._running = 0
        self._wake = asyncio.Event()
        """Set when an attempt ends or the interrupt is set: what a pause waits for."""
        self._leases = Leases(client, run_id, self._timing, on_run_stop=self._stop, emit=self._emit)
        self._relay = Relay(relay_connection(client))  # started with the first attempt
        self._ending = AttemptEnding(
            run_id=run_id,
            attempts=lambda: self._attempts,
            state=state,
            timing=self._timing,
            leases=self._leases,
            emit=emit,
            stop=self._stop,
            retrying=self._retrying,
            delivery=self._delivery,
        )

    # ------------------------------------------------------------------------ the loop

    async def run(self) -> list[AttemptOutcome]:
        """Claim and run attempts until none are left, the run stops or the interrupt is set.
        The attempts run as tasks of one task group, at most ``concurrency`` at once (one slot
        of a semaphore each, taken before the claim). Whatever ends the claiming (an error, a
        cancellation) first ends the attempts in flight as interrupted and waits for them."""
        watcher = asyncio.create_task(self._watch_interrupt())
        error: BaseException | None = None
        self._leases.start()
        given = self._client
        forwarded = self._leases.runner_client()
        if forwarded is not None:  # the runner's own requests, sent from its I/O loop
            self._client, self._attempts = forwarded, AsyncClientRuns(forwarded).attempts
        try:
            async with asyncio.TaskGroup() as attempts:
                try:
                    await self._recover()
                    await self._claim_all(attempts)
                except BaseException as exc:  # raised once the attempts in flight are finished
                    self.interrupt.set()
                    self._halt_all(TurnEnd("failed", failure_code=CRASHED))
                    error = exc
        finally:
            watcher.cancel()
            if forwarded is not None:
                self._client, self._attempts = given, AsyncClientRuns(given).attempts
                await forwarded.close()
            await self._leases.close()
            self._relay.close()
        if error is not None:
            raise error
        if self._failure is not None:
            raise self._failure
        return list(self.outcomes)

    async def _claim_all(self, attempts: asyncio.TaskGroup) -> None:
        slots = asyncio.Semaphore(self._cap)
        while not self._over():
            await slots.acquire()
            if self._over():
                slots.release()
                break
            retry_of = self._next_retry()
            self._wake.clear()  # an attempt ending while the claim is out wakes the pause below
            grant = await self._claim(retry_of)
            if grant is None:
                slots.release()
                if retry_of is not None or self._retries or self._handover.retries:
                    continue
                if not self._running or self._over():
                    break
                await self._pause()  # an attempt in flight may yet fail and be retried
                continue
            self._running += 1
            attempts.create_task(self._attempt_in_slot(slots, grant, retry_of))

    async def _attempt_in_slot(
        self, slots: asyncio.Semaphore, grant: Grant, retry_of: str | None
    ) -> None:
        # This task's context only, inherited by the agent's tasks: the watchdog reads it to
        # name the attempt whose code blocks the loop.
        CURRENT_ATTEMPT.set(grant.attempt_id)
        try:
            await self._attempt(grant, retry_of)
        except Exception as exc:
            # An attempt that raised (the state file could not be written, ...) ends the
            # execution: nothing more is claimed and the error reaches the caller, once the
            # other attempts in flight have ended on their own.
            if self._failure is None:
                self._failure = exc
        finally:
            self._running -= 1
            slots.release()
            self._wake.set()

    def _next_retry(self) -> str | None:
        """This controller's own failure to retry first, then one handed over."""
        for queue in (self._retries, self._handover.retries):
            if queue:
                return queue.popleft()
        return None

    def _over(self) -> bool:
        return self.stopped is not None or self.interrupt.is_set() or self._failure is not None

    async def _watch_interrupt(self) -> None:
        await self.interrupt.wait()
        self._halt_all(TurnEnd("failed", failure_code=CRASHED))
        self._wake.set()

    def _halt_all(self, how: TurnEnd) -> None:
        for session in list(self._sessions):
            session.end(how)

    async def _pause(self, seconds: float | None = None) -> None:
        """Until an attempt ends (since the wake-up was last cleared), the interrupt, or
        ``seconds`` (``timing.sleep``)."""
        if self.interrupt.is_set():
            return
        timer = None
        if seconds is not None:

            async def ring(wait: float) -> None:
                await self._timing.sleep(wait)
                self._wake.set()

            timer = asyncio.create_task(ring(seconds))
        try:
            await self._wake.wait()
        finally:
            if timer is not None:
                timer.cancel()

    def _retrying(self, grant: Grant | None, aid: str | None = None) -> OnRetry:
        """Tells the user a durable write of an attempt is waiting out a failure (the service
        unreachable or failing), rather than going quiet for minutes."""

        task_ref = grant.task_ref if grant is not None else None
        aid = grant.attempt_id if grant is not None else aid
        return lambda error, delay: self._emit(service_waiting(aid, task_ref, error, delay))

    def _stop(self, code: str) -> None:
        if self.stopped is None:
            self.stopped = code

    # --------------------------------------------------------------------------- claims

    async def _claim(self, retry_of: str | None) -> Grant | None:
        if self.interrupt.is_set():
            return None
        seq = next(_SEQ)
        key = f"{CONTROLLER_ID}:{seq}"
        await self._state.aclaim(key, retry_of)
        await self._handover.claiming((CONTROLLER_ID, seq), retry_of)
        grant = await self._claim_once(CONTROLLER_ID, seq, retry_of)
        if grant is not None:
            self._leases.keep(grant)  # the lease runs from the claim: heartbeats start now
        try:
            await self._state.aclaimed(key, grant)
            self._handover.claimed((CONTROLLER_ID, seq), grant)
        except BaseException:
            if grant is not None:
                self._leases.release(grant.attempt_id)
            raise
        return grant

    async def _claim_once(
        self,
        controller_id: str,
        seq: int,
        retry_of: str | None,
    ) -> Grant | None:
        body: dict[str, JsonValue] = {
            "claim": {"controller_id": controller_id, "seq": seq},
            "retry_of": retry_of,
        }
        busy, waited = 0, 0.0
        while True:
            if self.interrupt.is_set():
                return None
            try:
                raw = await self._leases.claim(self._attempts, body)
            except EvalRouterError as exc:
                code = exc.code
                if code == BUSY:
                    self._emit(AttemptEvent("waiting", reason="attempts_busy"))
                    if waited >= BUSY_WAIT_SECONDS:
                        return None  # no grant was made for this seq: nothing is left open
                    pause = backoff(
                        busy, first=BUSY_SECONDS, cap=BUSY_CAP_SECONDS, random=self._timing.random
                    )
                    self._wake.clear()
                    await self._pause(pause)
                    busy, waited = busy + 1, waited + pause
                    continue  # the same seq: a claim that did go through comes back
                if code in GUARDRAIL_CODES:
                    self._stop(code)
                    self._emit(guardrail_stopped(exc))
                    return None
                if code in RUN_STOP_CODES:
                    self._stop(code)
                if retry_of is not None and isinstance(exc, APIStatusError):
                    if exc.status_code < 500:
                        await self._state.aput(retry_of, retried=f"refused:{code}")
                        return None
                    raise
                if code in RUN_STOP_CODES or code == NO_PENDING:
                    return None
                raise
            grant = parse_grant(raw.to_dict(), self._run_id, self._origin)
            if retry_of is not None:
                await self._state.aput(retry_of, retried=True)
            return grant

    # -------------------------------------------------------------------------- attempts

    async def _attempt(self, grant: Grant, retry_of: str | None) -> None:
        aid = grant.attempt_id  # recorded "started" with its claim
        self._emit(
            AttemptEvent(
                "attempt_started",
                attempt_id=aid,
                task_ref=grant.task_ref,
                attempt=grant.attempt,
                retry_of=retry_of,
            )
        )
        workspace = Path(tempfile.mkdtemp(prefix="evalrouter-attempt-"))
        try:
            outcome = await self._run_attempt(grant, retry_of, workspace)
        finally:
            self._leases.release(aid)  # after the finish: held through settle and finish
            shutil.rmtree(workspace, ignore_errors=True)
        self.outcomes.append(outcome)
        self._handover.ended(outcome)
        if (
            outcome.failure_class == "infrastructure"
            and not self._over()
            and self._state.retries(grant.task_ref) < MAX_INFRASTRUCTURE_RETRIES
        ):
            self._retries.append(aid)

    async def _run_attempt(
        self, grant: Grant, retry_of: str | None, workspace: Path
    ) -> AttemptOutcome:
        request_seconds = grant.limits.get("request_seconds") or DEFAULT_REQUEST_SECONDS
        client = attempt_client(self._client, grant.credential, request_seconds)
        # The recorder is the agent's (context.trace): it redacts the attempt credential and
        # the API key as exact text, holding only their fingerprints (never the key itself).
        api_key = user_api_key(self._client)
        recorder = TraceRecorder(
            grant.trace,
            root_name=self._options.agent_name,
            redactions=self._options.redactions,
            secrets=(grant.credential, *((api_key,) if api_key else ())),
            clock=self._timing.clock,
        )
        server: TaskServer | None = None
        try:
            toolsets = local_toolsets(grant.raw)
            server = TaskServer(
                client,
                self._run_id,
                grant.attempt_id,
                workspace,
                toolsets=toolsets,
                trace=recorder,
                sleep=self._timing.sleep,
                random=self._timing.random,
                on_retry=self._retrying(grant),
                sandbox=_sandbox_of(self._driver),
            )
            await server.prepare()
        except EvalRouterError as exc:
            if server is not None:  # a checkout half made: its container goes
                await server.aclose()
            if exc.code in RUN_STOP_CODES or exc.code in ATTEMPT_OVER_CODES:
                if exc.code in RUN_STOP_CODES:
                    self._stop(exc.code)
                return await self._ending.stopped(grant, retry_of, exc.code)
            self._emit(AttemptEvent("prepare_failed", attempt_id=grant.attempt_id, code=exc.code))
            end = TurnEnd("failed", failure_code=INSTALL_FAILED)
            return await self._ending.complete(grant, retry_of, end, None, recorder, None)
        session = AttemptSession(
            run_id=self._run_id,
            attempt_id=grant.attempt_id,
            task_ref=grant.task_ref,
            attempt=grant.attempt,
            deadline_at=grant.deadline_at,
            limits=grant.limits,
            model_alias=grant.model_alias,
            gateway_base_url=grant.gateway_base_url,
            credential=grant.credential,
            workspace=workspace,
            client=client,
            server=server,
            recorder=recorder,
            timing=self._timing,
            halt=asyncio.get_running_loop().create_future(),
        )
        # The agent gets the relay's address and key for its gateway, never the credential.
        route = self._relay.open(
            attempt_id=grant.attempt_id,
            upstream=grant.gateway_base_url,
            credential=grant.credential,
            limits=grant.limits,
            recorder=recorder,
            request_seconds=request_seconds,
        )
        session.gateway_base_url, session.credential = route.base_url, route.token
        session.route = route
        if self.interrupt.is_set():
            session.end(TurnEnd("failed", failure_code=CRASHED))
        delivery = self._delivery(grant, recorder)
        self._sessions.add(session)
        kept = self._leases.attach(session)
        interval = heartbeat_interval(grant.raw.get("lease_expires_at"), self._timing.clock())
        beats = None if kept else asyncio.create_task(self._beats(session, interval))
        live = asyncio.create_task(delivery.live()) if recorder.enabled else None
        observer = None
        if not recorder.enabled and getattr(self._driver, "observes", False):
            observer = self._observer(grant.attempt_id, session)
        watch = (
            None
            if observer is None
            else asyncio.create_task(observer.live(interval, self._timing.tick))
        )
        try:
            end = await self._driver.drive(session)
            if end.outcome == "completed" and server.closed_code in RUN_STOP_CODES:
                # The agent met the stop through a tool result and carried on.
                end = TurnEnd("stopped", code=server.closed_code)
        finally:
            route.close()
            self._sessions.discard(session)
            for helper in (beats, live, watch):
                if helper is not None:
                    helper.cancel()
                    with contextlib.suppress(asyncio.CancelledError, Exception):
                        await helper
        if observer is not None and end.outcome != "stopped":
            await observer.final()
        try:
            return await self._ending.complete(grant, retry_of, end, session, recorder, delivery)
        finally:  # settle removes a repository task's container; a stopped attempt too
            await server.aclose()

    def _observations(
        self, aid: str
    ) -> tuple[Callable[[dict[str, JsonValue], str], Awaitable[object]], Callable[[str], None]]:
        """How an attempt's trace steps or observations are sent, and how a refusal is said."""
        observe = self._attempts.observe

        async def send(body: dict[str, JsonValue], key: str) -> object:
            return await observe(self._run_id, aid, body, idempotency_key=key)

        def refused(code: str) -> None:
            self._emit(AttemptEvent("observations_refused", attempt_id=aid, code=code))

        return send, refused

    def _delivery(self, grant: Grant, recorder: TraceRecorder) -> TraceDelivery:
        aid = grant.attempt_id
        send, refused = self._observations(aid)
        return TraceDelivery(
            recorder,
            send,
            attempt_id=aid,
            sleep=self._timing.tick,
            clock=self._timing.clock,
            random=self._timing.random,
            on_refused=refused,
        )

    def _observer(self, aid: str, session: AttemptSession) -> ObservationSender:
        """ACP observations v1 for an attempt whose grant asks for no trace."""
        session.observations = ObservationLog()
        send, refused = self._observations(aid)
        return ObservationSender(session.observations, send, attempt_id=aid, on_refused=refused)

    async def _beats(self, session: AttemptSession, interval: float = HEARTBEAT_SECONDS) -> None:
        """The attempt's heartbeats in this loop (a controller without its I/O thread)."""
        heartbeat, body = self._attempts.heartbeat, {"acp_state": "prompting"}
        await keep_lease(
            lambda: heartbeat(self._run_id, session.attempt_id, body),
            interval=interval,
            tick=session.timing.tick,
            monotonic=session.timing.monotonic,
            end=session.end,
            on_run_stop=self._stop,
        )

    # ---------------------------------------------------------------------------- resume

    async def _recover(self) -> None:
        """Finish what a crashed controller left ``started`` (and the attempts of claims it sent
        but never recorded: asked again under their key, they come back); queue
        infrastructure failures that were never retried."""
        finish = self._attempts.finish
        for key, claim in list(self._state.claims.items()):
            controller_id, _, seq = key.rpartition(":")
            retry_of = claim.get("retry_of")
            grant = None
            if controller_id and seq.isdigit():
                with contextlib.suppress(EvalRouterError):
                    grant = await self._claim_once(
                        controller_id,
                        int(seq),
                        retry_of if isinstance(retry_of, str) else None,
                    )
            if grant is not None:  # finished below, not run: no heartbeats
                self._leases.release(grant.attempt_id)
            await self._state.aclaimed(key, grant)
        for aid, record in list(self._state.attempts.items()):
            if record.get("status") != "started":
                continue
            body: dict[str, JsonValue] = {"outcome": "failed", "failure_code": CRASHED}
            try:
                await durable(
                    lambda aid=aid, body=body: finish(  # type: ignore[misc]
                        self._run_id, aid, body, idempotency_key=f"cr-finish-{aid}"
                    ),
                    sleep=self._timing.sleep,
                    random=self._timing.random,
                )
            except EvalRouterError as exc:
                if exc.code in RUN_STOP_CODES:
                    self._stop(exc.code)
                elif exc.code not in ATTEMPT_OVER_CODES and not isinstance(exc, APIStatusError):
                    raise
            await self._state.aput(aid, status="failed", failure_code=CRASHED)
        self._retries.extend(self._state.unretried(MAX_INFRASTRUCTURE_RETRIES))


def _sandbox_of(driver: object) -> SandboxRequest | None:
    """The sandbox an ACP agent asked for (its ``execute`` commands run in it too); ``None``
    (the platform's sandbox) for an in-code agent."""
    request = getattr(driver, "sandbox_request", None)
    return request if isinstance(request, SandboxRequest) else None
