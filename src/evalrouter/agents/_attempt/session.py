"""The attempt's vocabulary: one claimed, prepared attempt (:class:`AttemptSession`), the seam
every driver implements (:class:`AttemptDriver`), how a turn ended (:class:`TurnEnd`) and the
runner's waits and clocks (:class:`RunnerTiming`).

The controller claims an attempt, prepares it (workspace, attempt client, task server, trace)
and hands an :class:`AttemptSession` to an :class:`AttemptDriver`, which runs the agent's turn
and says how it ended. Leases (``_controller.leases``), trace delivery, settling and ``finish``
stay with the controller, so the ACP driver (``_acp.driver``) plugs in beside the in-code one
(``_incode.driver``) without touching them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol

from ..._attempt_failures import AGENT_FAILURE_CODES
from ..._timing import SYSTEM

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter
    from .._gateway.relay import Route
    from .._task.server import TaskServer
    from .._trace.observations import ObservationLog
    from .._trace.recorder import TraceRecorder

__all__ = [
    "AttemptDriver",
    "AttemptSession",
    "RunnerTiming",
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
class RunnerTiming:
    """Every wait and clock of the runner, injectable as one.

    ``sleep``/``clock`` are the waits and wall time the service sees (EvalRouter Local's
    virtual clock when the client runs on one): backoffs, durable retries, deadlines.
    ``tick``/``monotonic`` pace the periodic loops (heartbeats, trace flushes, the turn's
    timers), in real time, so a virtual clock does not race ahead while an agent works.
    ``random`` draws every jitter of the runner: the client's own (``evalrouter._timing``), so
    the SDK has one source of randomness that a test can fix.
    """

    sleep: Sleep = asyncio.sleep
    clock: Callable[[], float] = time.time
    tick: Sleep = asyncio.sleep
    monotonic: Callable[[], float] = time.monotonic
    random: Callable[[], float] = SYSTEM.random


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
    bypass: tuple[str, ...] = ()
    """Model providers' hosts (or a planted redirect's) the agent tried to reach outside the
    run's gateway; refused, and said with a failure. Never leaves this machine."""


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
    timing: RunnerTiming
    halt: asyncio.Future[TurnEnd]
    """Set by the controller when the turn must end now: the run stopped, the lease was lost,
    or the controller was interrupted. Its value is how the turn ended."""
    observations: ObservationLog | None = None
    """Where an ACP driver logs its agent's notifications when the grant asks for no trace
    (ACP observations v1); ``None`` when the trace records them."""
    route: Route | None = field(default=None, repr=False)
    """The attempt's route on the gateway relay (its token, its budget state, what closes
    with it), once opened."""

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
