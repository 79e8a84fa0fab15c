"""A lost Ray worker's attempts in flight, settled at once rather than left to their leases.

The driver finishes each one as an infrastructure failure with its own client (the API key):
``finish`` with ``{"outcome": "failed", "failure_code": "client_controller_crashed"}`` under
``cr-finish-{aid}``, as a controller's resume does. The service then awaits a retry claim
naming it (``retry_of``), which a surviving worker makes at once. The service's answer says
how each attempt stands: failed for the infrastructure (retried now), ended meanwhile (graded,
failed for the agent, stopped: kept as it ended), or its lease lapsed already (the service
retries it itself, on any controller's next claim).

An attempt whose claim the worker had sent but whose answer the driver never heard of is asked
for again under the claim's own key (``controller_id``, ``seq``), which answers the same grant,
as a controller's resume does; a claim that never reached the service is granted then, and
settled the same way.

Where the protocol cannot settle one (no worker survives to claim its retry, or the finish was
refused or could not be sent), it is left to its lease: the service fails it when the lease
lapses (``client_controller_crashed``) and any controller's next claim retries it; the bound
is one lease. Either way each lost attempt gets one outcome and one end event, with the reason.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass

from evalrouter_generated._model import JsonValue

from ..._exceptions import EvalRouterError
from .._attempt.codes import ATTEMPT_OVER_CODES, CRASHED, RUN_STOP_CODES
from .._attempt.events import AttemptEvent, AttemptOutcome, EventType
from .._attempt.session import failure_class
from .._controller.controller import ClaimKey

__all__ = ["Claim", "Finish", "Settled", "end_event", "reclaimed", "settle_lost"]

Finish = Callable[[str, dict[str, JsonValue], str], Awaitable[dict[str, JsonValue]]]
"""``finish(attempt_id, body, idempotency_key)``: the service's receipt."""
Claim = Callable[[dict[str, JsonValue]], Awaitable[dict[str, JsonValue]]]
"""``claim(body)``: the service's grant."""

LAPSED = "lease_lost"
KEY_REUSED = "idempotency_key_reused"
COMPLETED_STATES = frozenset({"submitted", "grading", "graded"})


@dataclass(frozen=True)
class Settled:
    """How one lost attempt stands: its outcome, what the user is told, and whether a
    surviving worker is to retry it now (``retry_of``)."""

    outcome: AttemptOutcome
    message: str
    retry: bool = False


async def reclaimed(claim: Claim, claims: dict[ClaimKey, str | None]) -> list[AttemptEvent]:
    """The attempts of a lost worker's claims whose answers the driver never heard of, asked
    for again under their keys (as ``attempt_started`` events); a refusal leaves none."""
    started = []
    for (controller_id, seq), retry_of in claims.items():
        body: dict[str, JsonValue] = {
            "claim": {"controller_id": controller_id, "seq": seq},
            "retry_of": retry_of,
        }
        try:
            grant = await claim(body)
        except EvalRouterError:
            continue
        aid, task_ref = grant.get("attempt_id"), grant.get("task_ref")
        if isinstance(aid, str) and aid:
            task = task_ref if isinstance(task_ref, str) else None
            started.append(
                AttemptEvent("attempt_started", attempt_id=aid, task_ref=task, retry_of=retry_of)
            )
    return started


async def settle_lost(
    finish: Finish, started: Iterable[AttemptEvent], who: str, *, retry_now: bool
) -> list[Settled]:
    """Settle the attempts a lost worker (``who``) had in flight (their ``attempt_started``
    events). ``retry_now``: a surviving worker will claim the retries; without one nothing is
    finished, as a failed attempt would then wait for a retry nobody claims."""
    settled = []
    for event in started:
        aid, task_ref = event.attempt_id or "", event.task_ref or ""
        lost = f"Lost with {who}"
        if not retry_now:
            settled.append(_left(event, f"{lost}; no worker survives to retry it now"))
            continue
        try:
            receipt = await _finish(finish, aid)
        except EvalRouterError as exc:
            if exc.code == LAPSED:
                outcome = AttemptOutcome(aid, task_ref, "failed", failure_code=CRASHED)
                said = f"{lost}; its lease had lapsed already: the service retries it itself."
                settled.append(Settled(_of(event, outcome), said))
            elif exc.code in RUN_STOP_CODES or exc.code in ATTEMPT_OVER_CODES:
                outcome = AttemptOutcome(aid, task_ref, "stopped", stop_reason=exc.code)
                said = f"{lost}; the service had ended it ({exc.code})."
                settled.append(Settled(_of(event, outcome), said))
            else:
                settled.append(_left(event, f"{lost}; finishing it was refused ({exc.code})"))
            continue
        settled.append(_answered(event, receipt, lost))
    return settled


async def _finish(finish: Finish, aid: str) -> dict[str, JsonValue]:
    """Finish ``aid`` as a crashed controller's attempt. Its worker may have finished it first
    under the same key with another body (``idempotency_key_reused``): asked once more under a
    key of the driver's own, the service answers how the attempt stands."""
    body: dict[str, JsonValue] = {"outcome": "failed", "failure_code": CRASHED}
    try:
        return await finish(aid, body, f"cr-finish-{aid}")
    except EvalRouterError as exc:
        if exc.code != KEY_REUSED:
            raise
    return await finish(aid, body, f"cr-finish-{aid}-lost")


def _answered(event: AttemptEvent, receipt: dict[str, JsonValue], lost: str) -> Settled:
    aid, task_ref = event.attempt_id or "", event.task_ref or ""
    state, code = receipt.get("state"), receipt.get("failure_code")
    if state == "failed":
        code = code if isinstance(code, str) and code else CRASHED
        outcome = AttemptOutcome(aid, task_ref, "failed", failure_code=code)
        if code == CRASHED:
            said = f"{lost}: finished now as an infrastructure failure, retried at once."
        else:
            said = f"{lost}: it had ended meanwhile, failed ({code})."
        return Settled(_of(event, outcome), said, failure_class(code) == "infrastructure")
    if state in COMPLETED_STATES:
        outcome = AttemptOutcome(aid, task_ref, "completed")
        return Settled(_of(event, outcome), f"{lost}: it had ended meanwhile, handed in.")
    outcome = AttemptOutcome(aid, task_ref, "stopped", stop_reason=str(state))
    return Settled(_of(event, outcome), f"{lost}: the service ended it ({state}).")


def _left(event: AttemptEvent, why: str) -> Settled:
    outcome = AttemptOutcome(
        event.attempt_id or "", event.task_ref or "", "failed", failure_code=CRASHED
    )
    said = f"{why}: left to its lease, after which the service fails it and retries it."
    return Settled(_of(event, outcome), said)


def _of(event: AttemptEvent, outcome: AttemptOutcome) -> AttemptOutcome:
    """``outcome`` with the retry the attempt was (from its ``attempt_started``)."""
    return dataclasses.replace(outcome, retry_of=event.retry_of)


def end_event(outcome: AttemptOutcome, message: str | None = None) -> AttemptEvent:
    """The end event of an attempt that ended with ``outcome`` (one its worker could not
    send: the worker was lost)."""
    kind: EventType = "attempt_stopped"
    if outcome.outcome != "stopped":
        kind = "attempt_finished" if outcome.outcome == "completed" else "attempt_failed"
    return AttemptEvent(
        kind,
        attempt_id=outcome.attempt_id,
        task_ref=outcome.task_ref,
        stop_reason=outcome.stop_reason,
        failure_code=outcome.failure_code,
        failure_class=outcome.failure_class,
        code=outcome.failure_code,
        reason="worker_lost",
        message=message,
    )
