"""The in-code driver: an :class:`~evalrouter.agents.Agent`'s ``run(context)`` in the runner's
event loop, raced against the turn's deadline, a successful ``done`` and a halt."""

from __future__ import annotations

import asyncio
import contextlib
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..._exceptions import EvalRouterError
from .._attempt.codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES
from .._attempt.session import (
    ATTEMPT_ENDED,
    CANCEL_WAIT_SECONDS,
    DONE_GRACE_SECONDS,
    STOP_REASONS,
    AttemptSession,
    RunnerTiming,
    TurnEnd,
)
from .._trace.policy import ACTIVE_RECORDER

if TYPE_CHECKING:
    from .agent import Agent, AgentRunResult
    from .context import AgentContext

__all__ = ["InCodeDriver", "cancel_turn"]


def _stop_reason(value: object) -> str:
    """``run``'s return value as a stop reason the service accepts (else ``end_turn``)."""
    return value if isinstance(value, str) and value in STOP_REASONS else "end_turn"


async def cancel_turn(task: asyncio.Future[Any], timing: RunnerTiming) -> None:
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
                await cancel_turn(run, session.timing)
                return session.halt.result()
            if done in finished:
                grace = asyncio.ensure_future(session.timing.tick(DONE_GRACE_SECONDS))
                then: set[asyncio.Future[Any]] = {run, grace, session.halt}
                finished, _ = await asyncio.wait(then, return_when=asyncio.FIRST_COMPLETED)
                if run in finished:
                    return self._ended(run, session)
                await cancel_turn(run, session.timing)
                if session.halt.done():
                    return session.halt.result()
                return TurnEnd("completed", stop_reason=ATTEMPT_ENDED)
            await cancel_turn(run, session.timing)
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
        # A call the gateway refused for the attempt's limits before this is the failure's
        # cause, when nothing was submitted: the controller's ending says so
        # (``_gateway.refusals``), for an exception of the gateway's own clients or any other.
        return TurnEnd("completed", ended_by="agent_exited", error_text=text)
