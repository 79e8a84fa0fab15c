"""How an attempt ends, for the controller: its trace delivered, the work left in its
workspace settled, ``finish`` sent (durable, under ``cr-finish-{id}``, with the older form
for a service that predates ``ended_by``), and its local record and event written. Owned by
the controller (:class:`~.controller.Controller`).

This is where an attempt's failure code is settled, for every driver: the driver's
:class:`TurnEnd`, unless the agent gave up after the gateway refused its call for the attempt's
limits with nothing submitted (``_gateway.refusals``): then the refusal's code, with words that
say what to raise. ``finish`` sends each code as the service's nearest
(``reported_failure``); the local outcome, record and event keep ours.

What a handed-in turn hides (no model call through the gateway, a refusal the agent went on
past: ``hidden``) is said on the outcome (``warnings``, ``refused``), as ``warning`` events and
in the trace; it changes nothing of how the attempt ends."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from evalrouter_generated._model import JsonValue

from ..._attempt_failures import ENDED_BY_CAUSE, reported_failure
from ..._exceptions import EvalRouterError, UnprocessableEntityError
from .._attempt.blocking import blocking_hint
from .._attempt.codes import ATTEMPT_OVER_CODES, BLOCKABLE_FAILURES, NETWORK_LOST, RUN_STOP_CODES
from .._attempt.durable import OnRetry, durable
from .._attempt.events import AttemptEvent, AttemptOutcome, trace_delivered
from .._attempt.session import ATTEMPT_ENDED, AttemptSession, RunnerTiming, TurnEnd
from .._gateway.refusals import refusal_words, refused_failure
from .._trace.delivery import TraceDelivery
from .._trace.recorder import TraceRecorder
from .grants import Grant
from .hidden import Notice, no_model_call, refusal_passed
from .leases import Leases
from .local_record import RunState

if TYPE_CHECKING:
    from evalrouter_generated.resources.client_runs import AsyncClientRunsAttempts

__all__ = ["AttemptEnding"]

log = logging.getLogger("evalrouter.agents")


@dataclass(frozen=True, kw_only=True, eq=False)
class AttemptEnding:
    """How the controller ends each attempt. Owned by the controller, which hands it what it
    shares: the run's record, waits, leases and events, and the calls back into it (``stop``
    the run, the ``retrying`` notice of a durable write, the attempt's trace ``delivery``).
    ``attempts`` gives the attempts resource of the moment (the controller may swap its client).
    """

    run_id: str
    attempts: Callable[[], AsyncClientRunsAttempts]
    state: RunState
    timing: RunnerTiming
    leases: Leases
    emit: Callable[[AttemptEvent], None]
    stop: Callable[[str], None]
    retrying: Callable[[Grant | None, str | None], OnRetry]
    delivery: Callable[[Grant, TraceRecorder], TraceDelivery]

    async def stopped(self, grant: Grant, retry_of: str | None, code: str | None) -> AttemptOutcome:
        await self.state.aput(grant.attempt_id, status="stopped")
        self.emit(
            AttemptEvent(
                "attempt_stopped", attempt_id=grant.attempt_id, task_ref=grant.task_ref, code=code
            )
        )
        return AttemptOutcome(grant.attempt_id, grant.task_ref, "stopped", retry_of=retry_of)

    async def complete(
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
                self.stop(end.code)
            return await self.stopped(grant, retry_of, end.code)
        stderr_log = self.state.write_log(aid, end.error_text) if end.error_text else None
        if recorder.enabled:
            for notice in hidden(end, session):  # in the trace, before it closes
                notice.record(recorder)
            recorder.close(failed=end.outcome == "failed" or end.ended_by is not None)
            if delivery is None:
                delivery = self.delivery(grant, recorder)
            self.emit(trace_delivered(aid, grant.task_ref, await delivery.final()))
        if (
            session is not None
            and end.outcome == "completed"
            and end.stop_reason != ATTEMPT_ENDED
            and not session.server.done_event.is_set()
        ):
            await self._settle(session)
        notices = hidden(end, session)  # a submission settled just now counts too
        refusal = refused_failure(end, session)
        if refusal is not None:
            end = TurnEnd(
                "failed",
                failure_code=refusal.code,
                diagnostic=end.diagnostic,
                bypass=end.bypass,
            )
        body: dict[str, JsonValue]
        cause: str | None = None
        if end.outcome == "failed":
            body = {"outcome": "failed", "failure_code": reported_failure(end.failure_code)}
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
                self.stop(exc.code)
                return await self.stopped(grant, retry_of, exc.code)
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
            refused=next((n.code for n in notices if n.code is not None), None),
            warnings=tuple(n.message for n in notices),
        )
        fields: dict[str, JsonValue] = {"status": outcome.outcome}
        if failure:
            fields["failure_code"] = failure
        # The wire code stays the service's; what blocked the loop, or what the gateway
        # refused, is said here, locally.
        blocked = self.leases.blocked(aid) if failure in BLOCKABLE_FAILURES else None
        hint = blocking_hint(blocked) if blocked is not None else None
        reason = "loop_blocked" if hint is not None else None
        if hint is None and refusal is not None and failure == refusal.code:
            reason, hint = "gateway_refused", refusal_words(refusal)
        if failure and end.bypass and reason != "loop_blocked":
            # Reaching for a model outside the gateway says the most of the agent's setup;
            # a refusal's words come after.
            said = bypass_hint(end.bypass)
            reason, hint = "model_bypass", said if hint is None else f"{said} {hint}"
        if hint is not None:
            fields["failure_reason"] = reason
            fields["failure_hint"] = hint
        await self.state.aput(aid, **fields)
        for notice in notices:
            log.warning("attempt %s (%s): %s", aid, grant.task_ref, notice.message)
            self.emit(
                AttemptEvent(
                    "warning",
                    attempt_id=aid,
                    task_ref=grant.task_ref,
                    code=notice.code,
                    reason=notice.reason,
                    message=notice.message,
                )
            )
        self.emit(
            AttemptEvent(
                "attempt_failed" if failure else "attempt_finished",
                attempt_id=aid,
                task_ref=grant.task_ref,
                stop_reason=outcome.stop_reason,
                failure_code=failure,
                failure_class=outcome.failure_class,
                stderr_log=stderr_log,
                reason=reason,
                message=hint,
                blocked_seconds=round(blocked.seconds, 1) if blocked is not None else None,
                where=blocked.where if blocked is not None else None,
            )
        )
        return outcome

    async def _settle(self, session: AttemptSession) -> None:
        try:
            await session.server.settle()
        except EvalRouterError as exc:
            if exc.code in RUN_STOP_CODES or exc.code in ATTEMPT_OVER_CODES:
                return
            self.emit(
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
        finish = self.attempts().finish
        sleep = self.timing.sleep
        on_retry = self.retrying(None, aid)

        async def send(payload: dict[str, JsonValue], key: str) -> dict[str, JsonValue]:
            receipt = await durable(
                lambda: finish(self.run_id, aid, payload, idempotency_key=key),
                sleep=sleep,
                random=self.timing.random,
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
                self.stop(exc.code)
                return None
            raise


def hidden(end: TurnEnd, session: AttemptSession | None) -> list[Notice]:
    """What a turn that ended with its work handed in hides (``hidden``): no model call through
    the gateway, a refusal the agent went on past."""
    if end.outcome != "completed":
        return []
    found = (no_model_call(session), refusal_passed(session))
    return [notice for notice in found if notice is not None]


def bypass_hint(hosts: tuple[str, ...]) -> str:
    """What a failed attempt's agent tried outside the gateway, and what to do (as the offline
    check's ``no_model_bypass`` says it)."""
    return (
        f"The agent tried to reach {', '.join(hosts[:4])} directly, outside the run's gateway; "
        "its sandbox refused it. Point its model at the gateway its environment names (a "
        "registry agent's reviewed profile does), and try it with agents.check(agent)."
    )
