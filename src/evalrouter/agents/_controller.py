"""The controller of a client run: it claims attempts, runs up to N of them at once (each an
asyncio task with its own workspace, attempt client, task server and trace), keeps their
leases with heartbeats, finishes them, retries infrastructure failures, keeps the local record
that makes a run resumable, and reports local events. Async at its core, one event loop."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import itertools
import json
import logging
import os
import re
import shutil
import tempfile
import threading
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, cast
from urllib.parse import urlsplit

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from .. import _client
from .._exceptions import APIStatusError, EvalRouterError, UnprocessableEntityError
from .._state import state_dir, write_text
from ._codes import ATTEMPT_OVER_CODES, GUARDRAIL_CODES, RUN_STOP_CODES
from ._drivers import (
    ATTEMPT_ENDED,
    ENDED_BY_CAUSE,
    AttemptDriver,
    AttemptSession,
    Timing,
    TurnEnd,
    failure_class,
)
from ._durable import OnRetry, durable
from ._task import TaskServer, local_toolsets
from ._trace import TraceDelivery, TraceRecorder, TraceStats

if TYPE_CHECKING:
    from .._client import AsyncEvalRouter, EvalRouter

__all__ = ["AttemptEvent", "AttemptOutcome", "Controller", "RunState"]

log = logging.getLogger("evalrouter.agents")

HEARTBEAT_SECONDS = 20.0
LEASE_SECONDS = 120.0
BUSY_RETRY_SECONDS = 3.0
MAX_INFRASTRUCTURE_RETRIES = 2
DEFAULT_REQUEST_SECONDS = 120

NO_PENDING = "client_run_no_pending_attempts"
BUSY = "client_run_attempts_busy"
CRASHED = "client_controller_crashed"
INSTALL_FAILED = "client_install_failed"
NETWORK_LOST = "client_network_lost"
URL_INVALID = "client_run_attempt_url_invalid"

# One controller id per process; claims number themselves process-wide, so a claim repeated
# with the same (controller_id, seq) gets the same grant back and never a second attempt.
CONTROLLER_ID = str(uuid.uuid4())
_SEQ = itertools.count(1)

EventType = Literal[
    "attempt_started",
    "attempt_finished",
    "attempt_failed",
    "attempt_stopped",
    "guardrail_stopped",
    "observations_refused",
    "trace_delivered",
    "prepare_failed",
    "waiting",
    "warning",
]


@dataclass(frozen=True)
class AttemptEvent:
    """Something that happened on this machine while the run's attempts ran. Fields that do
    not apply to a ``type`` are ``None``; ``as_dict()`` leaves them out."""

    type: EventType
    attempt_id: str | None = None
    task_ref: str | None = None
    attempt: int | None = None
    retry_of: str | None = None
    stop_reason: str | None = None
    failure_code: str | None = None
    failure_class: Literal["agent", "infrastructure"] | None = None
    stderr_log: str | None = None
    code: str | None = None
    reason: str | None = None
    message: str | None = None
    steps: int | None = None
    dropped_steps: int | None = None
    latency_ms_p50: float | None = None
    latency_ms_max: float | None = None

    def as_dict(self) -> dict[str, JsonValue]:
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass(frozen=True)
class AttemptOutcome:
    """How one attempt ended here: ``completed`` (handed in for grading), ``failed`` or
    ``stopped`` (the run or attempt ended on the platform)."""

    attempt_id: str
    task_ref: str
    outcome: Literal["completed", "failed", "stopped"]
    stop_reason: str | None = None
    failure_code: str | None = None
    stderr_log: str | None = None
    retry_of: str | None = None
    ended_by: str | None = None

    @property
    def failure_class(self) -> Literal["agent", "infrastructure"] | None:
        return failure_class(self.failure_code)


def state_scope(client: AsyncEvalRouter | EvalRouter) -> str:
    """Which service and workspace a run id belongs to, as a fingerprint: two services (two
    EvalRouter Local instances, say) may hand out the same run id."""
    settings = client._settings
    where = f"{settings.base_url}\n{settings.workspace_id or ''}"
    return hashlib.sha256(where.encode()).hexdigest()[:32]


def hold_execution(run_id: str, scope: str, directory: Path | None = None) -> int | None:
    """An exclusive advisory lock on ``<state dir>/client-runs/<run_id>.<scope>.lock`` while this
    process executes the run's attempts (``os.close`` the descriptor to release it), so a
    second process (another resume, the CLI) cannot run them too. ``None`` where the platform
    has no advisory locks."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return None
    path = (directory or state_dir()) / "client-runs" / f"{run_id}.{scope[:16]}.lock"
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None  # no state directory: the in-process check still holds
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise EvalRouterError(
            "invalid_state",
            f"The attempts of run {run_id} are being run by another process on this machine.",
            hint="Let that process finish (or stop it), then resume the run here.",
            details={"run_id": run_id, "lock_file": str(path)},
        ) from None
    return fd


class RunState:
    """``<state dir>/client-runs/<run_id>.json``: the agent's identity and each attempt's
    status, so a later ``resume`` (here, in the CLI or the npm SDK) finishes what a crash left
    and never does work twice. Holds no credential.

    Beyond the shared shape it keeps ``api`` (the ``state_scope`` the run belongs to: a record
    of another service's run with the same id is not this run's, and is replaced),
    ``run_created_at`` (likewise for a run made at another time under the same id) and
    ``claims`` (claims sent but not yet recorded as attempts: a crash between a claim and its
    record leaves the claim here, and resume asks for it again under the same key, which
    hands back the same attempt)."""

    SCHEMA = 1

    def __init__(
        self, run_id: str, directory: Path | None = None, *, scope: str | None = None
    ) -> None:
        self.path = (directory or state_dir()) / "client-runs" / f"{run_id}.json"
        self.run_id = run_id
        self.scope = scope
        self.agent_identity: str | None = None
        self.attempts: dict[str, dict[str, JsonValue]] = {}
        self.claims: dict[str, dict[str, JsonValue]] = {}
        self.created_at: str | None = None
        self._lock = threading.Lock()
        self._generation = self._written = 0
        self._read()

    def _read(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable client-run state %s: %s", self.path, exc)
            return
        if not isinstance(data, dict):
            return
        recorded = data.get("api")
        if self.scope is not None and isinstance(recorded, str) and recorded != self.scope:
            log.info("replacing %s: it records a run of another service", self.path)
            return
        identity = data.get("agent_identity")
        self.agent_identity = identity if isinstance(identity, str) else None
        created = data.get("run_created_at")
        self.created_at = created if isinstance(created, str) else None
        attempts = data.get("attempts")
        if isinstance(attempts, dict):
            self.attempts = {str(k): dict(v) for k, v in attempts.items() if isinstance(v, dict)}
        claims = data.get("claims")
        if isinstance(claims, dict):
            self.claims = {str(k): dict(v) for k, v in claims.items() if isinstance(v, dict)}

    def begin(self, identity: str, created_at: str | None) -> None:
        """The record of a run just admitted for this agent: a record left under its id by
        another run (another agent's, or a run made at another time: a restarted EvalRouter
        Local hands out the same ids) is replaced, never refused or continued."""
        recorded = self.created_at
        if (self.agent_identity is not None and self.agent_identity != identity) or (
            created_at is not None and recorded is not None and recorded != created_at
        ):
            log.info("replacing %s: it records another run with the same id", self.path)
            self.attempts, self.claims, self.agent_identity = {}, {}, None
        self.created_at = created_at
        self.agent_identity = identity
        self.save()

    def bind(self, identity: str) -> None:
        """Claim the record for this agent; another agent's record refuses."""
        if self.agent_identity is not None and self.agent_identity != identity:
            raise EvalRouterError(
                "client_run_agent_mismatch",
                f"Run {self.run_id} was started with a different agent than the one given.",
                hint="Resume it with the same agent (same name, version and code), or start a "
                "new evaluation for this agent.",
                details={"run_id": self.run_id, "state_file": str(self.path)},
            )
        if self.agent_identity is None:
            self.agent_identity = identity
            self.save()

    def put(self, attempt_id: str, **fields: JsonValue) -> None:
        """Record ``fields`` of an attempt and write the file (blocking)."""
        self._write(*self._update(attempt_id, fields))

    async def aput(self, attempt_id: str, **fields: JsonValue) -> None:
        """``put`` for the controller: the file is written in a worker thread, so one
        attempt's write (with its fsync) never holds up the others on the event loop."""
        await asyncio.to_thread(self._write, *self._update(attempt_id, fields))

    async def aclaim(self, key: str, retry_of: str | None) -> None:
        """Record a claim about to be sent (durably: it is what a crash would lose)."""
        self.claims[key] = {"retry_of": retry_of}
        await asyncio.to_thread(self._write, *self._snapshot(sync=True))

    async def aclaimed(self, key: str, grant: Grant | None) -> None:
        """The claim's answer: its attempt recorded ``started`` (durably), or, refused, gone."""
        self.claims.pop(key, None)
        if grant is not None:
            record = self.attempts.setdefault(grant.attempt_id, {})
            record.update(status="started", task_ref=grant.task_ref)
        await asyncio.to_thread(self._write, *self._snapshot(sync=grant is not None))

    def _update(self, attempt_id: str, fields: dict[str, JsonValue]) -> tuple[str, int, bool]:
        record = self.attempts.setdefault(attempt_id, {})
        record.update(fields)
        # Only a "started" record must survive a machine crash (it is what resume finishes);
        # a later status lost that way is recovered as "started", which is harmless.
        return self._snapshot(sync=fields.get("status") == "started")

    def retries(self, task_ref: str) -> int:
        return sum(
            1
            for r in self.attempts.values()
            if r.get("task_ref") == task_ref and r.get("retried") is True
        )

    def save(self, *, sync: bool = True) -> None:
        self._write(*self._snapshot(sync=sync))

    def _snapshot(self, *, sync: bool) -> tuple[str, int, bool]:
        """The state as JSON text, numbered: serialised where it changes (the event loop)."""
        data: dict[str, JsonValue] = {
            "schema": self.SCHEMA,
            "run_id": self.run_id,
            "agent_identity": self.agent_identity,
            "attempts": cast("JsonValue", self.attempts),
        }
        if self.scope is not None:
            data["api"] = self.scope
        if self.created_at is not None:
            data["run_created_at"] = self.created_at
        if self.claims:
            data["claims"] = cast("JsonValue", self.claims)
        self._generation += 1
        return json.dumps(data, separators=(",", ":"), sort_keys=True), self._generation, sync

    def _write(self, text: str, generation: int, sync: bool) -> None:
        with self._lock:
            if generation <= self._written:
                return  # a newer state is already on disk
            try:
                write_text(self.path, text, sync=sync)
            except OSError as exc:
                raise EvalRouterError(
                    "state_unavailable",
                    f"Could not write the client-run state file {self.path}: "
                    f"{exc.strerror or exc}.",
                    hint="Set EVALROUTER_STATE_DIR to a writable directory; the state is what "
                    "makes a run resumable.",
                ) from exc
            self._written = generation


# ---------------------------------------------------------------------------------- grant


@dataclass
class Grant:
    run_id: str
    attempt_id: str
    attempt: int
    task_ref: str
    attempt_url: str
    gateway_base_url: str
    credential: str = field(repr=False)
    deadline_at: float
    limits: dict[str, int | None]
    model_alias: str
    trace: dict[str, JsonValue] | None
    raw: dict[str, JsonValue] = field(repr=False)


def _grant_invalid(message: str, field_name: str) -> EvalRouterError:
    return EvalRouterError(
        "invalid_response",
        f"The attempt grant {message}.",
        hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
        details={"field": field_name},
    )


def rebase(url: str, path: str, origin: str) -> str:
    """``url`` checked to be exactly ``path`` (no query or fragment), rebuilt on ``origin``."""
    parts = urlsplit(url)
    if (
        parts.scheme not in ("http", "https")
        or not parts.netloc
        or parts.path != path
        or parts.query
        or parts.fragment
    ):
        raise EvalRouterError(
            URL_INVALID,
            f"The attempt grant names an unexpected address ({url!r:.120}); the attempt was "
            "not started.",
            hint="Check EVALROUTER_BASE_URL points at EvalRouter's API.",
            details={"url": url[:200], "expected_path": path},
        )
    return origin + path


def parse_grant(raw: dict[str, JsonValue], run_id: str, origin: str) -> Grant:
    """The claim's answer, checked; its URLs rebuilt on the API origin the client uses, so
    the credential and the agent's traffic go nowhere else."""

    def text(name: str) -> str:
        value = raw.get(name)
        if not isinstance(value, str) or not value:
            raise _grant_invalid(f"has no {name}", name)
        return value

    aid = text("attempt_id")
    if raw.get("run_id") not in (None, run_id):
        raise _grant_invalid("is for another run", "run_id")
    attempt_path = f"/v1/client-runs/{run_id}/attempts/{aid}"
    attempt_url, gateway_url = text("attempt_url"), text("gateway_base_url")
    if urlsplit(attempt_url)[:2] != urlsplit(gateway_url)[:2]:
        raise EvalRouterError(
            URL_INVALID,
            "The attempt grant's attempt and gateway addresses are on different origins; "
            "the attempt was not started.",
            hint="Check EVALROUTER_BASE_URL points at EvalRouter's API.",
            details={"attempt_url": attempt_url[:200], "gateway_base_url": gateway_url[:200]},
        )
    limits_raw = raw.get("limits")
    limits: dict[str, int | None] = {}
    if isinstance(limits_raw, dict):
        for k, v in limits_raw.items():
            if v is None or (isinstance(v, int) and not isinstance(v, bool)):
                limits[k] = v
    deadline = raw.get("attempt_deadline_at")
    if isinstance(deadline, bool) or not isinstance(deadline, int | float):
        raise _grant_invalid("has no attempt_deadline_at", "attempt_deadline_at")
    number = raw.get("attempt")
    trace = raw.get("trace")
    return Grant(
        run_id=run_id,
        attempt_id=aid,
        attempt=number if isinstance(number, int) else 1,
        task_ref=text("task_ref"),
        attempt_url=rebase(attempt_url, attempt_path, origin),
        gateway_base_url=rebase(gateway_url, attempt_path + "/gateway/v1", origin),
        credential=text("credential"),
        deadline_at=float(deadline),
        limits=limits,
        model_alias=text("model_alias"),
        trace=trace if isinstance(trace, dict) else None,
        raw=raw,
    )


# ----------------------------------------------------------------------------- controller


@dataclass
class ControllerOptions:
    concurrency: int = 1
    agent_name: str = "agent"
    redactions: tuple[re.Pattern[str], ...] = ()
    timing: Timing = field(default_factory=Timing)


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
        self._origin = client._settings.origin
        self._attempts = AsyncClientRuns(client).attempts
        self._retries: deque[str] = deque()
        self._sessions: set[AttemptSession] = set()
        self.outcomes: list[AttemptOutcome] = []
        self.stopped: str | None = None
        self.interrupt = asyncio.Event()
        self._failure: BaseException | None = None

    # ------------------------------------------------------------------------ the loop

    async def run(self) -> list[AttemptOutcome]:
        watcher = asyncio.ensure_future(self._watch_interrupt())
        in_flight: set[asyncio.Task[None]] = set()
        try:
            await self._recover()
            while not self._over():
                while len(in_flight) >= self._cap and not self._over():
                    await self._wait_any(in_flight)
                if self._over():
                    break
                retry_of = self._retries.popleft() if self._retries else None
                grant = await self._claim(retry_of, in_flight)
                if grant is None:
                    if retry_of is not None or self._retries:
                        continue
                    if not in_flight or self._over():
                        break
                    await self._wait_any(in_flight)
                    continue
                task = asyncio.ensure_future(self._attempt(grant, retry_of))
                in_flight.add(task)
                task.add_done_callback(self._ended)
                task.add_done_callback(in_flight.discard)
            if in_flight:
                await asyncio.gather(*in_flight)
            if self._failure is not None:
                raise self._failure
        except BaseException:
            self.interrupt.set()
            self._halt_all(TurnEnd("failed", failure_code=CRASHED))
            if in_flight:
                await asyncio.gather(*in_flight, return_exceptions=True)
            raise
        finally:
            watcher.cancel()
        return list(self.outcomes)

    def _over(self) -> bool:
        return self.stopped is not None or self.interrupt.is_set() or self._failure is not None

    def _ended(self, task: asyncio.Task[None]) -> None:
        """An attempt's task that raised (the state file could not be written, ...) ends the
        execution: nothing more is claimed and the error reaches the caller."""
        if not task.cancelled() and task.exception() is not None and self._failure is None:
            self._failure = task.exception()

    async def _watch_interrupt(self) -> None:
        await self.interrupt.wait()
        self._halt_all(TurnEnd("failed", failure_code=CRASHED))

    def _halt_all(self, how: TurnEnd) -> None:
        for session in list(self._sessions):
            session.end(how)

    async def _wait_any(self, tasks: set[asyncio.Task[None]], sleep: float | None = None) -> None:
        """Until one of ``tasks`` ends, the interrupt, or ``sleep`` seconds (``timing.sleep``)."""
        waiters: set[asyncio.Future[Any]] = set(tasks)
        stop = asyncio.ensure_future(self.interrupt.wait())
        waiters.add(stop)
        timer = asyncio.ensure_future(self._timing.sleep(sleep)) if sleep is not None else None
        if timer is not None:
            waiters.add(timer)
        try:
            await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stop.cancel()
            if timer is not None:
                timer.cancel()

    def _retrying(self, grant: Grant | None, aid: str | None = None) -> OnRetry:
        """Tells the user a durable write of an attempt is waiting out a failure (the service
        unreachable or failing), rather than going quiet for minutes."""

        def tell(error: EvalRouterError, delay: float) -> None:
            self._emit(
                AttemptEvent(
                    "waiting",
                    attempt_id=grant.attempt_id if grant is not None else aid,
                    task_ref=grant.task_ref if grant is not None else None,
                    reason="service_unavailable",
                    code=error.code,
                    message=f"{error.message} Trying again in {delay:.0f} s.",
                )
            )

        return tell

    def _stop(self, code: str) -> None:
        if self.stopped is None:
            self.stopped = code

    # --------------------------------------------------------------------------- claims

    async def _claim(
        self, retry_of: str | None, in_flight: set[asyncio.Task[None]]
    ) -> Grant | None:
        if self.interrupt.is_set():
            return None
        seq = next(_SEQ)
        key = f"{CONTROLLER_ID}:{seq}"
        await self._state.aclaim(key, retry_of)
        grant = await self._claim_once(CONTROLLER_ID, seq, retry_of, in_flight)
        await self._state.aclaimed(key, grant)
        return grant

    async def _claim_once(
        self,
        controller_id: str,
        seq: int,
        retry_of: str | None,
        in_flight: set[asyncio.Task[None]],
    ) -> Grant | None:
        body: dict[str, JsonValue] = {
            "claim": {"controller_id": controller_id, "seq": seq},
            "retry_of": retry_of,
        }
        while True:
            if self.interrupt.is_set():
                return None
            try:
                raw = await self._attempts.claim(self._run_id, body)
            except EvalRouterError as exc:
                code = exc.code
                if code == BUSY:
                    self._emit(AttemptEvent("waiting", reason="attempts_busy"))
                    await self._wait_any(in_flight, BUSY_RETRY_SECONDS)
                    continue  # the same seq: a claim that did go through comes back
                if code in GUARDRAIL_CODES:
                    self._stop(code)
                    details = exc.details if isinstance(exc.details, dict) else {}
                    guardrail = details.get("guardrail")
                    self._emit(
                        AttemptEvent(
                            "guardrail_stopped",
                            code=code,
                            reason=guardrail if isinstance(guardrail, str) else None,
                            message=exc.message,
                        )
                    )
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
            shutil.rmtree(workspace, ignore_errors=True)
        self.outcomes.append(outcome)
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
        client = _client.attempt_client(self._client, grant.credential, request_seconds)
        # The recorder is the agent's (context.trace): it redacts the attempt credential and
        # the API key as exact text, holding only their fingerprints (never the key itself).
        api_key = self._client._settings.api_key
        recorder = TraceRecorder(
            grant.trace,
            root_name=self._options.agent_name,
            redactions=self._options.redactions,
            secrets=(grant.credential, *((api_key,) if api_key else ())),
            clock=self._timing.clock,
        )
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
                on_retry=self._retrying(grant),
            )
            await server.prepare()
        except EvalRouterError as exc:
            if exc.code in RUN_STOP_CODES or exc.code in ATTEMPT_OVER_CODES:
                if exc.code in RUN_STOP_CODES:
                    self._stop(exc.code)
                return await self._stopped(grant, retry_of, exc.code)
            self._emit(AttemptEvent("prepare_failed", attempt_id=grant.attempt_id, code=exc.code))
            end = TurnEnd("failed", failure_code=INSTALL_FAILED)
            return await self._complete(grant, retry_of, end, None, recorder, None)
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
        if self.interrupt.is_set():
            session.end(TurnEnd("failed", failure_code=CRASHED))
        delivery = self._delivery(grant, recorder)
        self._sessions.add(session)
        beats = asyncio.ensure_future(self._beats(session))
        live = asyncio.ensure_future(delivery.live()) if recorder.enabled else None
        try:
            end = await self._driver.drive(session)
            if end.outcome == "completed" and server.closed_code in RUN_STOP_CODES:
                # The agent met the stop through a tool result and carried on.
                end = TurnEnd("stopped", code=server.closed_code)
        finally:
            self._sessions.discard(session)
            for helper in (beats, live):
                if helper is not None:
                    helper.cancel()
                    with contextlib.suppress(asyncio.CancelledError, Exception):
                        await helper
        return await self._complete(grant, retry_of, end, session, recorder, delivery)

    def _delivery(self, grant: Grant, recorder: TraceRecorder) -> TraceDelivery:
        observe = self._attempts.observe
        aid = grant.attempt_id

        async def send(body: dict[str, JsonValue], key: str) -> object:
            return await observe(self._run_id, aid, body, idempotency_key=key)

        def refused(code: str) -> None:
            self._emit(AttemptEvent("observations_refused", attempt_id=aid, code=code))

        return TraceDelivery(
            recorder,
            send,
            attempt_id=aid,
            sleep=self._timing.tick,
            clock=self._timing.clock,
            on_refused=refused,
        )

    async def _stopped(
        self, grant: Grant, retry_of: str | None, code: str | None
    ) -> AttemptOutcome:
        await self._state.aput(grant.attempt_id, status="stopped")
        self._emit(
            AttemptEvent(
                "attempt_stopped", attempt_id=grant.attempt_id, task_ref=grant.task_ref, code=code
            )
        )
        return AttemptOutcome(grant.attempt_id, grant.task_ref, "stopped", retry_of=retry_of)

    async def _beats(self, session: AttemptSession) -> None:
        """Renew the lease every 20 s; a run stop or 120 s without a renewal ends the turn."""
        timing = self._timing
        last = timing.monotonic()
        heartbeat = self._attempts.heartbeat
        while True:
            await timing.tick(HEARTBEAT_SECONDS)
            try:
                await heartbeat(self._run_id, session.attempt_id, {"acp_state": "prompting"})
                last = timing.monotonic()
            except EvalRouterError as exc:
                if exc.code in RUN_STOP_CODES:
                    self._stop(exc.code)
                    session.end(TurnEnd("stopped", code=exc.code))
                    return
                if exc.status_code in (403, 404, 409):
                    return  # over on the platform: the turn runs to its deadline
            if timing.monotonic() - last > LEASE_SECONDS:
                session.end(TurnEnd("failed", failure_code=NETWORK_LOST))
                return

    # ---------------------------------------------------------------------- completion

    async def _complete(
        self,
        grant: Grant,
        retry_of: str | None,
        end: TurnEnd,
        session: AttemptSession | None,
        recorder: TraceRecorder,
        delivery: TraceDelivery | None,
    ) -> AttemptOutcome:
        aid = grant.attempt_id
        if end.outcome == "stopped":
            if end.code in RUN_STOP_CODES:
                self._stop(end.code)
            return await self._stopped(grant, retry_of, end.code)
        stderr_log = self._write_log(aid, end) if end.error_text else None
        if recorder.enabled:
            recorder.close(failed=end.outcome == "failed" or end.ended_by is not None)
            if delivery is None:
                delivery = self._delivery(grant, recorder)
            self._emit(_delivered(aid, grant.task_ref, await delivery.final()))
        if (
            session is not None
            and end.outcome == "completed"
            and end.stop_reason != ATTEMPT_ENDED
            and not session.server.done_event.is_set()
        ):
            await self._settle(session)
        body: dict[str, JsonValue]
        cause: str | None = None
        if end.outcome == "failed":
            body = {"outcome": "failed", "failure_code": end.failure_code}
        elif end.ended_by is not None:
            body = {"outcome": "completed", "ended_by": end.ended_by}
            cause = ENDED_BY_CAUSE[end.ended_by]
        elif end.stop_reason == ATTEMPT_ENDED:
            body = {"outcome": "completed"}
        else:
            body = {"outcome": "completed", "stop_reason": end.stop_reason or "end_turn"}
        failure = end.failure_code if end.outcome == "failed" else None
        try:
            receipt = await self._finish(aid, body, cause)
        except EvalRouterError as exc:
            if exc.code in RUN_STOP_CODES:
                self._stop(exc.code)
                return await self._stopped(grant, retry_of, exc.code)
            log.warning("finishing attempt %s failed: %s", aid, exc)
            failure = failure or NETWORK_LOST
            receipt = None
        if receipt is not None and receipt.get("state") == "failed" and failure is None:
            receipt_code = receipt.get("failure_code")
            failure = receipt_code if isinstance(receipt_code, str) else "client_no_submission"
        outcome = AttemptOutcome(
            aid,
            grant.task_ref,
            "failed" if failure else "completed",
            stop_reason=None if failure else end.stop_reason,
            failure_code=failure,
            stderr_log=stderr_log,
            retry_of=retry_of,
            ended_by=end.ended_by,
        )
        fields: dict[str, JsonValue] = {"status": outcome.outcome}
        if failure:
            fields["failure_code"] = failure
        await self._state.aput(aid, **fields)
        self._emit(
            AttemptEvent(
                "attempt_failed" if failure else "attempt_finished",
                attempt_id=aid,
                task_ref=grant.task_ref,
                stop_reason=outcome.stop_reason,
                failure_code=failure,
                failure_class=outcome.failure_class,
                stderr_log=stderr_log,
            )
        )
        return outcome

    async def _settle(self, session: AttemptSession) -> None:
        try:
            await session.server.settle()
        except EvalRouterError as exc:
            if exc.code in RUN_STOP_CODES or exc.code in ATTEMPT_OVER_CODES:
                return
            self._emit(
                AttemptEvent(
                    "warning",
                    attempt_id=session.attempt_id,
                    message="Work left in the workspace at the end was not submitted "
                    f"({exc.code}).",
                )
            )

    async def _finish(
        self, aid: str, body: dict[str, JsonValue], cause: str | None
    ) -> dict[str, JsonValue] | None:
        """``finish``, durable under ``cr-finish-{aid}``: a lost answer is asked again and the
        service replays it (the attempt is graded once). ``None`` when the attempt or run was
        already over."""
        finish = self._attempts.finish
        sleep = self._timing.sleep
        on_retry = self._retrying(None, aid)

        async def send(payload: dict[str, JsonValue], key: str) -> dict[str, JsonValue]:
            receipt = await durable(
                lambda: finish(self._run_id, aid, payload, idempotency_key=key),
                sleep=sleep,
                on_retry=on_retry,
            )
            return dict(receipt.to_dict())

        try:
            try:
                return await send(body, f"cr-finish-{aid}")
            except UnprocessableEntityError:
                if cause is None:
                    raise
                # A service that predates ended_by: the same end, said the older way.
                legacy: dict[str, JsonValue] = {"outcome": "failed", "failure_code": cause}
                return await send(legacy, f"cr-finish-{aid}-legacy")
        except EvalRouterError as exc:
            if exc.code in ATTEMPT_OVER_CODES or (
                exc.code in RUN_STOP_CODES and exc.code != "run_stopped"
            ):
                # Over on the platform already: when it says how (a lapsed lease is the
                # agent's client_abandoned), that is how the attempt ended.
                details = exc.details if isinstance(exc.details, dict) else {}
                code = details.get("failure_code")
                return {"state": "failed", "failure_code": code} if isinstance(code, str) else None
            if exc.code == "run_stopped":
                self._stop(exc.code)
                return None
            raise

    def _write_log(self, aid: str, end: TurnEnd) -> str | None:
        """The agent's traceback, kept on this machine only (0600) for the user to read."""
        path = self._state.path.with_name(f"{self._run_id}.{aid}.stderr.log")
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with open(fd, "w", encoding="utf-8") as handle:
                handle.write((end.error_text or "")[-65536:])
        except OSError:
            return None
        return str(path)

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
                        set(),
                    )
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
                )
            except EvalRouterError as exc:
                if exc.code in RUN_STOP_CODES:
                    self._stop(exc.code)
                elif exc.code not in ATTEMPT_OVER_CODES and not isinstance(exc, APIStatusError):
                    raise
            await self._state.aput(aid, status="failed", failure_code=CRASHED)
        for aid, record in self._state.attempts.items():
            task_ref = record.get("task_ref")
            code = record.get("failure_code")
            if (
                record.get("status") == "failed"
                and "retried" not in record
                and isinstance(code, str)
                and failure_class(code) == "infrastructure"
                and isinstance(task_ref, str)
                and self._state.retries(task_ref) < MAX_INFRASTRUCTURE_RETRIES
            ):
                self._retries.append(aid)


def _delivered(aid: str, task_ref: str, stats: TraceStats) -> AttemptEvent:
    return AttemptEvent(
        "trace_delivered",
        attempt_id=aid,
        task_ref=task_ref,
        steps=stats.steps,
        dropped_steps=stats.dropped,
        latency_ms_p50=stats.latency_ms_p50,
        latency_ms_max=stats.latency_ms_max,
    )
