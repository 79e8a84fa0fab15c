"""How one attempt's agent is driven, behind one seam.

The controller claims an attempt, prepares it (workspace, attempt client, task server, trace)
and hands an :class:`AttemptSession` to an :class:`AttemptDriver`, which runs the agent's turn
and says how it ended (:class:`TurnEnd`). Heartbeats (``_heartbeats``), trace delivery, settling
and ``finish`` stay with the controller, so a driver for agents over ACP plugs in beside
:class:`InCodeDriver` without touching them.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from ..._attempt_failures import AGENT_FAILURE_CODES
from ..._exceptions import EvalRouterError
from .._gateway.relay import BUDGET_CODE, budget_refused
from .._trace.policy import ACTIVE_RECORDER
from .codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter
    from .._incode.agent import Agent, AgentRunResult
    from .._incode.context import AgentContext
    from .._task.server import TaskServer
    from .._trace.observations import ObservationLog
    from .._trace.recorder import TraceRecorder

__all__ = [
    "AttemptDriver",
    "AttemptSession",
    "InCodeDriver",
    "Timing",
    "TurnEnd",
    "failure_class",
]

STOP_REASONS = ("end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled")
"""The failure code each ``ended_by`` stands for (a legacy finish sends it instead)."""
ATTEMPT_ENDED = "attempt_ended"
"""Local stop reason: ``done`` succeeded and the turn was ended for the agent (never sent)."""

DONE_GRACE_SECONDS = 3.0
SETTLE_SECONDS = 60.0
CANCEL_WAIT_SECONDS = 5.0


def failure_class(code: str | None) -> Literal["agent", "infrastructure"] | None:
    if code is None:
        return None
    return "agent" if code in AGENT_FAILURE_CODES else "infrastructure"


type Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class Timing:
    """Every wait and clock of the runner, injectable as one.

    ``sleep``/``clock`` are the waits and wall time the service sees (EvalRouter Local's
    virtual clock when the client runs on one): backoffs, durable retries, deadlines.
    ``tick``/``monotonic`` pace the periodic loops (heartbeats, trace flushes, the turn's
    timers), in real time, so a virtual clock does not race ahead while an agent works.
    """

    sleep: Sleep = asyncio.sleep
    clock: Callable[[], float] = time.time
    tick: Sleep = asyncio.sleep
    monotonic: Callable[[], float] = time.monotonic


@dataclass
class TurnEnd:
    """How a turn ended. ``outcome``: ``completed`` (graded on what it submitted), ``failed``
    (``failure_code``) or ``stopped`` (the run or attempt is over on the platform: ``code``)."""

    outcome: Literal["completed", "failed", "stopped"]
    stop_reason: str | None = None
    ended_by: str | None = None
    failure_code: str | None = None
    code: str | None = None
    error_text: str | None = None
    diagnostic: str | None = None
    """For an agent over ACP whose conversation failed: the ACP diagnostic (``auth_required``,
    ``connection_lost``, ``setup_timeout``, ...); it never leaves this machine."""


@dataclass(eq=False)
class AttemptSession:
    """One claimed, prepared attempt, as a driver sees it."""

    run_id: str
    attempt_id: str
    task_ref: str
    attempt: int
    deadline_at: float
    limits: dict[str, int | None]
    model_alias: str
    gateway_base_url: str
    credential: str = field(repr=False)
    workspace: Path
    client: AsyncEvalRouter = field(repr=False)
    """The attempt client (the attempt credential as its bearer token)."""
    server: TaskServer
    recorder: TraceRecorder
    timing: Timing
    halt: asyncio.Future[TurnEnd]
    """Set by the controller when the turn must end now: the run stopped, the lease was lost,
    or the controller was interrupted. Its value is how the turn ended."""
    observations: ObservationLog | None = None
    """Where an ACP driver logs its agent's notifications when the grant asks for no trace
    (ACP observations v1); ``None`` when the trace records them."""

    def end(self, how: TurnEnd) -> None:
        if not self.halt.done():
            self.halt.set_result(how)

    def turn_seconds(self) -> float:
        """The turn ends early enough to settle its work while the attempt is still open."""
        remaining = self.deadline_at - self.timing.clock()
        return max(1.0, remaining - min(SETTLE_SECONDS, remaining / 10))


class AttemptDriver(Protocol):
    """Runs the agent's turn of one attempt."""

    async def drive(self, session: AttemptSession) -> TurnEnd: ...


def _stop_reason(value: object) -> str:
    """``run``'s return value as a stop reason the service accepts (else ``end_turn``)."""
    return value if isinstance(value, str) and value in STOP_REASONS else "end_turn"


async def _cancel(task: asyncio.Future[AgentRunResult], timing: Timing) -> None:
    """Cancel the agent's task and give it a bounded time to unwind."""
    if task.done():
        return
    task.cancel()
    waiter = asyncio.ensure_future(timing.tick(CANCEL_WAIT_SECONDS))
    try:
        both: set[asyncio.Future[Any]] = {task, waiter}
        await asyncio.wait(both, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiter.cancel()


class _Escaped(Exception):
    """``run()`` raised a ``BaseException`` that is not a cancellation (``SystemExit``,
    ``KeyboardInterrupt``, ...), carried as an ordinary error so it never unwinds the loop."""

    def __init__(self, original: BaseException) -> None:
        super().__init__(repr(original))
        self.original = original


def _retrieve(task: asyncio.Future[AgentRunResult]) -> None:
    """Mark the agent's error as seen: a turn that ended first ignores what ``run`` does after."""
    if not task.cancelled():
        task.exception()


class InCodeDriver:
    """Runs an :class:`~evalrouter.agents.Agent`'s ``run(context)`` in this event loop, raced
    against the turn's deadline, a successful ``done`` (plus a short grace) and a halt.

    A ``SystemExit``/``KeyboardInterrupt`` (any ``BaseException`` but a cancellation) out of
    ``run`` ends that turn as an agent exit; the first one is kept in :attr:`escaped` and
    ``on_escape`` is called with it, so the caller can end the other attempts and raise it.
    """

    def __init__(
        self,
        agent: Agent,
        context: Callable[[AttemptSession], AgentContext],
        *,
        on_escape: Callable[[BaseException], None] | None = None,
    ) -> None:
        self._agent = agent
        self._context = context
        self._on_escape = on_escape
        self.escaped: BaseException | None = None

    async def _guarded(self, context: AgentContext) -> AgentRunResult:
        # This task's context only (the agent's own): shared integrations find its trace.
        ACTIVE_RECORDER.set(getattr(context, "trace", None))
        try:
            return await self._agent.run(context)
        except (asyncio.CancelledError, Exception):
            raise
        except BaseException as exc:
            if self.escaped is None:
                self.escaped = exc
            if self._on_escape is not None:
                self._on_escape(exc)
            raise _Escaped(exc) from None

    async def drive(self, session: AttemptSession) -> TurnEnd:
        if session.halt.done():
            return session.halt.result()
        context = self._context(session)
        run: asyncio.Future[AgentRunResult] = asyncio.ensure_future(self._guarded(context))
        run.add_done_callback(_retrieve)
        done = asyncio.ensure_future(session.server.done_event.wait())
        deadline = asyncio.ensure_future(session.timing.tick(session.turn_seconds()))
        grace: asyncio.Future[None] | None = None
        try:
            first: set[asyncio.Future[Any]] = {run, done, deadline, session.halt}
            finished, _ = await asyncio.wait(first, return_when=asyncio.FIRST_COMPLETED)
            if run in finished:
                return self._ended(run, session)
            if session.halt.done():
                await _cancel(run, session.timing)
                return session.halt.result()
            if done in finished:
                grace = asyncio.ensure_future(session.timing.tick(DONE_GRACE_SECONDS))
                then: set[asyncio.Future[Any]] = {run, grace, session.halt}
                finished, _ = await asyncio.wait(then, return_when=asyncio.FIRST_COMPLETED)
                if run in finished:
                    return self._ended(run, session)
                await _cancel(run, session.timing)
                if session.halt.done():
                    return session.halt.result()
                return TurnEnd("completed", stop_reason=ATTEMPT_ENDED)
            await _cancel(run, session.timing)
            return TurnEnd("completed", ended_by="deadline")
        finally:
            for waiter in (done, deadline, grace):
                if waiter is not None:
                    waiter.cancel()
            if not run.done():
                run.cancel()

    def _ended(self, run: asyncio.Future[AgentRunResult], session: AttemptSession) -> TurnEnd:
        if run.cancelled():
            return TurnEnd("completed", ended_by="agent_exited", error_text="run() was cancelled")
        exc: BaseException | None = run.exception()
        if exc is None:
            return TurnEnd("completed", stop_reason=_stop_reason(run.result()))
        if isinstance(exc, _Escaped):
            exc = exc.original
        code = exc.code if isinstance(exc, EvalRouterError) else None
        if code in RUN_STOP_CODES:
            return TurnEnd("stopped", code=code)
        if session.server.done_event.is_set() or code in ATTEMPT_OVER_CODES:
            return TurnEnd("completed", stop_reason=ATTEMPT_ENDED)
        text = "".join(traceback.format_exception(exc))
        with contextlib.suppress(Exception):
            del exc
        if budget_refused(session):  # the gateway refused it for budget: the service's code
            return TurnEnd("failed", failure_code=BUDGET_CODE, error_text=text)
        return TurnEnd("completed", ended_by="agent_exited", error_text=text)
