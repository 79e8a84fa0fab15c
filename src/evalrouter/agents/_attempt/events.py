"""What the runner tells the user: each local :class:`AttemptEvent` and how each attempt ended
(:class:`AttemptOutcome`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Literal

from evalrouter_generated._model import JsonValue

from ..._exceptions import EvalRouterError
from .blocking import blocking_hint
from .session import (
    failure_class,
)

if TYPE_CHECKING:
    from .blocking import Blocking
__all__ = [
    "AttemptEvent",
    "AttemptOutcome",
    "EventType",
    "TraceStats",
    "guardrail_stopped",
    "loop_blocked",
    "service_waiting",
    "trace_delivered",
]

EventType = Literal[
    "attempt_started",
    "attempt_finished",
    "attempt_failed",
    "attempt_stopped",
    "guardrail_stopped",
    "loop_blocked",
    "observations_refused",
    "trace_delivered",
    "prepare_failed",
    "waiting",
    "warning",
]


@dataclass(frozen=True)
class TraceStats:
    """What the final flush reports: steps acknowledged, steps dropped, and the step-to-
    acknowledgement latency (median and maximum, milliseconds)."""

    steps: int
    dropped: int
    latency_ms_p50: int
    latency_ms_max: int


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
    blocked_seconds: float | None = None
    where: str | None = None

    def as_dict(self) -> dict[str, JsonValue]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    def __repr__(self) -> str:
        """The fields that are set (``on_event=print`` shows one short line per event)."""
        shown = ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items())
        return f"AttemptEvent({shown})"


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
    refused: str | None = None
    """The code of a model call the gateway refused for the attempt's limits
    (``client_budget_exhausted``, ...) that the agent went on past to submit: the submission is
    graded as it stands; the refusal is said here."""
    warnings: tuple[str, ...] = ()
    """What the submission hides, each said in a sentence: no model call through the gateway
    (a cache or another provider answered), a refusal the agent went on past. Each is also a
    ``warning`` event and a checkpoint in the attempt's trace."""

    @property
    def failure_class(self) -> Literal["agent", "infrastructure"] | None:
        return failure_class(self.failure_code)


def trace_delivered(aid: str, task_ref: str, stats: TraceStats) -> AttemptEvent:
    return AttemptEvent(
        "trace_delivered",
        attempt_id=aid,
        task_ref=task_ref,
        steps=stats.steps,
        dropped_steps=stats.dropped,
        latency_ms_p50=stats.latency_ms_p50,
        latency_ms_max=stats.latency_ms_max,
    )


def service_waiting(
    aid: str | None, task_ref: str | None, error: EvalRouterError, delay: float
) -> AttemptEvent:
    """A durable write of an attempt waiting out a failure (the service unreachable or
    failing): the user hears of it rather than the runner going quiet for minutes."""
    return AttemptEvent(
        "waiting",
        attempt_id=aid,
        task_ref=task_ref,
        reason="service_unavailable",
        code=error.code,
        message=f"{error.message} Trying again in {delay:.0f} s.",
    )


def loop_blocked(blocked: Blocking, task_ref: str | None) -> AttemptEvent:
    """The runner's event loop did not run for ``blocked.seconds``: ``where`` names the code
    that held it (the innermost frame outside the SDK and the standard library). The whole
    process not running (``paused``) is a ``process_paused`` warning instead: no code of the
    agent's held it."""
    if blocked.paused:
        return AttemptEvent(
            "warning",
            code="process_paused",
            reason="process_paused",
            blocked_seconds=round(blocked.seconds, 1),
            message=blocking_hint(blocked),
        )
    return AttemptEvent(
        "loop_blocked",
        attempt_id=blocked.attempt_id,
        task_ref=task_ref,
        reason="loop_blocked",
        blocked_seconds=round(blocked.seconds, 1),
        where=blocked.where,
        message=blocking_hint(blocked),
    )


def guardrail_stopped(error: EvalRouterError) -> AttemptEvent:
    details = error.details if isinstance(error.details, dict) else {}
    guardrail = details.get("guardrail")
    return AttemptEvent(
        "guardrail_stopped",
        code=error.code,
        reason=guardrail if isinstance(guardrail, str) else None,
        message=error.message,
    )
