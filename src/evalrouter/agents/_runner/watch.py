"""Following a run without running any of its attempts (``start(controller=False)``): a driver
that only watches while other controllers (``evalrouter agents work``, ``agents.join``) do the
work. It has a controller's shape (:class:`~.executors.ControllerGroup`), so ``events()``,
leaving early and the outcomes work as they do for a controller; what it reports is what the
service records of each attempt (``GET /runs/{id}/attempts``), whichever controller ran it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Literal

from evalrouter_generated.models.run_attempt import RunAttempt
from evalrouter_generated.models.run_record import RunRecord

from ..._backoff import backoff
from ..._client import AsyncEvalRouter
from ..._flows._wait import is_terminal
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._attempt.session import RunnerTiming

__all__ = ["WATCH_SECONDS", "RunWatcher"]

WATCH_SECONDS = 24 * 3600.0
"""How long one ``events()`` of a watching driver follows the run, at most."""
POLL_FIRST_SECONDS, POLL_CAP_SECONDS = 0.5, 5.0
MAX_POLLS = 1_000_000  # bounded by WATCH_SECONDS long before this
RUN_STOPPED = "run_stopped"  # what a controller's ``stopped`` says of a cancelled run

Ended = Literal["completed", "failed", "stopped"]
# The service's attempt states that are an end, and how the attempt ended. Any other state
# (``active``, ``submitted``, one this SDK does not know) is an attempt still open.
ENDED: dict[str, Ended] = {
    "grading": "completed",
    "graded": "completed",
    "failed": "failed",
    "expired": "failed",
    "cancelled": "stopped",
}
EVENT_OF: dict[Ended, Literal["attempt_finished", "attempt_failed", "attempt_stopped"]] = {
    "completed": "attempt_finished",
    "failed": "attempt_failed",
    "stopped": "attempt_stopped",
}


class RunWatcher:
    """Reads the run and its attempts, backing off while nothing changes, until the run has
    ended (or ``interrupt`` is set, or :data:`WATCH_SECONDS` have passed: then
    :class:`~evalrouter.WaitTimeout`, the run goes on). Each attempt is reported once as
    started and once as ended (``attempt_finished``, ``attempt_failed``, ``attempt_stopped``)."""

    def __init__(
        self,
        client: AsyncEvalRouter,
        run_id: str,
        record: Callable[[AsyncEvalRouter], Awaitable[RunRecord]],
        emit: Callable[[AttemptEvent], None],
        timing: RunnerTiming,
    ) -> None:
        self._client = client
        self._run_id = run_id
        self._record = record
        self._emit = emit
        self._timing = timing
        self._started: set[str] = set()
        self._ended: set[str] = set()
        self.interrupt = asyncio.Event()
        self.outcomes: list[AttemptOutcome] = []
        self.stopped: str | None = None

    async def run(self) -> list[AttemptOutcome]:
        from ... import WaitTimeout

        deadline = self._timing.monotonic() + WATCH_SECONDS
        idle = 0
        for _ in range(MAX_POLLS):
            if self.interrupt.is_set():
                break
            status = (await self._record(self._client)).status  # before the attempts: an
            moved = await self._read()  # ended run's attempts are all read after it
            if is_terminal(status):
                if status == "cancelled":
                    self.stopped = RUN_STOPPED
                break
            idle = 0 if moved else idle + 1
            if self._timing.monotonic() >= deadline:
                raise WaitTimeout(
                    f"Stopped following run {self._run_id} after {WATCH_SECONDS:g}s; it goes "
                    "on with its controllers.",
                    hint="Follow it again (run.events()) or wait for it (run.wait()).",
                )
            pause = backoff(
                idle, first=POLL_FIRST_SECONDS, cap=POLL_CAP_SECONDS, random=self._timing.random
            )
            await self._pause(pause)
        return list(self.outcomes)

    async def _pause(self, seconds: float) -> None:
        """``seconds`` (in real time: a periodic loop, which must not move EvalRouter Local's
        virtual clock while the controllers' agents work), or until the interrupt is set."""
        interrupted = asyncio.ensure_future(self.interrupt.wait())
        slept = asyncio.ensure_future(self._timing.tick(seconds))
        try:
            await asyncio.wait({interrupted, slept}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in (interrupted, slept):
                waiter.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await waiter

    async def _read(self) -> bool:
        """Report what changed since the last read; whether anything did."""
        moved = False
        async for attempt in self._client.runs.attempts.list(self._run_id):
            moved |= self._report(attempt)
        return moved

    def _report(self, attempt: RunAttempt) -> bool:
        aid, task_ref = attempt.id, attempt.task_id
        moved = False
        if aid not in self._started:
            self._started.add(aid)
            self._emit(
                AttemptEvent(
                    "attempt_started",
                    attempt_id=aid,
                    task_ref=task_ref,
                    attempt=attempt.attempt_no,
                    retry_of=attempt.retry_of,
                )
            )
            moved = True
        ended = ENDED.get(attempt.state)
        if ended is None or aid in self._ended:
            return moved
        self._ended.add(aid)
        code = _failure_code(attempt) if ended == "failed" else None
        self._emit(
            AttemptEvent(
                EVENT_OF[ended],
                attempt_id=aid,
                task_ref=task_ref,
                failure_code=code,
                failure_class=_failure_class(attempt) if ended == "failed" else None,
                code=RUN_STOPPED if ended == "stopped" else None,
            )
        )
        self.outcomes.append(
            AttemptOutcome(aid, task_ref, ended, failure_code=code, retry_of=attempt.retry_of)
        )
        return True


def _failure_code(attempt: RunAttempt) -> str | None:
    return attempt.outcome.code if attempt.outcome is not None else None


def _failure_class(attempt: RunAttempt) -> Literal["agent", "infrastructure"] | None:
    value = attempt.failure_class
    return "agent" if value == "agent" else "infrastructure" if value == "infrastructure" else None
