"""The workspace routes of a client run: capabilities, claim, heartbeat, observations, finish.

They take the caller's API key like every other route (the attempt routes are in
``_attempt_api``). See ``_client_runs`` for the mechanics and ``_gateway`` for metering.
"""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any

from .._attempt_failures import AGENT_FAILURE_CODES, ENDED_BY_CAUSE, FINISH_FAILURE_CODES
from ._attempt_access import check_live, client_run, closed, find_attempt, lease_lost, stopped
from ._client_runs import (
    CREDENTIAL_PREFIX,
    MAX_RETRIES,
    STOP_REASONS,
    Attempt,
    ClientRun,
    fail_attempt,
    grade_attempt,
    settle,
)
from ._client_spec import attempt_budget
from ._clock import MICROS, iso
from ._errors import ApiError, conflict, invalid_field, json_object
from ._operations import Call, Reply, operation
from ._task_protocol import (
    ACP_OBSERVATIONS_SCHEMA,
    TASK_PROTOCOL,
    TOOLSETS,
    TRACE_SCHEMA,
    inputs_sha256,
    render_grant,
)

if TYPE_CHECKING:
    from ._runs import Run
    from ._state import State

JsonObject = dict[str, Any]
HEARTBEAT_STATES = ("starting", "prompting", "turn_ended")
STEP_TYPES = ("span", "checkpoint", "test_results", "command_result")


def _no_pending(run: Run, open_attempts: int) -> ApiError:
    return conflict(
        "client_run_no_pending_attempts",
        f"Run {run.id} has no task left to claim.",
        run_id=run.id,
        status=run.status,
        open_attempts=open_attempts,
    )


def _needs_key(call: Call) -> str:
    key = call.headers.get("idempotency-key")
    if not isinstance(key, str) or not key:
        raise ApiError(
            400,
            "idempotency_key_required",
            "This route needs an Idempotency-Key header (the same key when a request is resent).",
            details={"field": "Idempotency-Key"},
        )
    return key


class ClientRunApi:
    def __init__(self, state: State) -> None:
        self.state = state

    @operation("client_runs_capabilities")
    def capabilities(self, _call: Call) -> Reply:
        return Reply(
            200,
            {
                "registry_snapshots": list(self.state.registry_snapshots),
                "task_protocol": TASK_PROTOCOL,
                "toolsets": list(TOOLSETS),
                "hosted_resource_cleanup_supported": False,
            },
        )

    @operation("client_runs_attempts_claim")
    def claim(self, call: Call) -> Reply:
        run, client = client_run(self.state, call.params["run_id"])
        now = self.state.sync()
        body = json_object(call.body, "body")
        claim = body.get("claim")
        if not isinstance(claim, dict):
            raise invalid_field("claim", "must be an object with controller_id and seq")
        controller, seq = claim.get("controller_id"), claim.get("seq")
        if not isinstance(controller, str) or not 1 <= len(controller) <= 200:
            raise invalid_field("claim.controller_id", "must be a string of 1 to 200 characters")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 0:
            raise invalid_field("claim.seq", "must be a non-negative integer")
        retry_of = body.get("retry_of")
        if retry_of is not None and not isinstance(retry_of, str):
            raise invalid_field("retry_of", "must be an attempt id or null")
        origin = call.origin
        known = client.claims.get((controller, seq))
        if known is not None:
            # The claim's natural key: a repeat (a lost answer, resent) gets the same grant.
            return Reply(200, render_grant(run, client.attempts[known], origin))
        if run.status == "cancelled":
            raise stopped(run)
        if run.terminal:
            raise _no_pending(run, 0)
        open_now = len(client.open_attempts())
        if open_now >= client.spec.concurrency:
            raise conflict(
                "client_run_attempts_busy",
                f"Run {run.id} already has {open_now} open attempts, its admitted concurrency.",
                hint="Finish an attempt, then claim again with the same seq.",
                concurrency=client.spec.concurrency,
                open_attempts=open_now,
            )
        # A plain claim takes a lapsed attempt's task first: the service's own retry (§ lapsed).
        previous = client.lapsed() if retry_of is None else self._retryable(run, client, retry_of)
        cell = (
            previous.cell
            if previous is not None
            else next((c for c in run.cells if c.status == "pending"), None)
        )
        if cell is None:
            raise _no_pending(run, open_now)
        fee = cell.bench.task_fee_microusd
        wallet = self.state.wallet
        room = wallet.available_microusd
        if run.cap_microusd is not None:
            room = min(room, run.cap_microusd - run.spend_microusd - run.reserved_microusd)
        if fee > room:
            for pending in run.cells:
                if pending.status == "pending":
                    pending.status = "skipped_budget"
            if previous is not None:
                client.retry_until_us.pop(previous.cell.sample_id, None)
            settle(run, now)
            raise conflict(
                "client_run_no_pending_attempts",
                f"Run {run.id} cannot start another task within its cap.",
                run_id=run.id,
                reason="spending_cap_reached",
            )
        attempt = self._new_attempt(run, client, cell, previous, (controller, seq), now)
        wallet.reserve(fee, now)
        run.reserved_microusd += fee
        return Reply(201, render_grant(run, attempt, origin))

    def _retryable(self, run: Run, client: ClientRun, attempt_id: str) -> Attempt:
        previous = client.attempts.get(attempt_id)
        tries = (
            0
            if previous is None
            else sum(1 for a in client.attempts.values() if a.cell is previous.cell)
        )
        if (
            previous is None
            or previous.state not in ("failed", "expired")
            or previous.failure_code in AGENT_FAILURE_CODES
            or previous.retried_by is not None
            or tries > MAX_RETRIES
            or previous.cell.sample_id not in client.retry_until_us
        ):
            raise conflict(
                "attempt_not_retryable",
                f"retry_of: {attempt_id!r} is not a failed attempt of run {run.id} that may "
                f"still be retried (infrastructure failures only, {MAX_RETRIES} retries per task).",
                field="retry_of",
                attempt_id=attempt_id,
            )
        return previous

    def _new_attempt(
        self,
        run: Run,
        client: ClientRun,
        cell: Any,
        previous: Attempt | None,
        key: tuple[str, int],
        now: int,
    ) -> Attempt:
        state = self.state
        attempt_id = state.new_id("att")
        token = base64.urlsafe_b64encode(state.random_bytes(32)).decode().rstrip("=")
        credential = f"{CREDENTIAL_PREFIX}{attempt_id.removeprefix('att_')}.{token}"
        spec = client.spec
        attempt = Attempt(
            id=attempt_id,
            run_id=run.id,
            cell=cell,
            number=1 if previous is None else previous.number + 1,
            retry_of=None if previous is None else previous.id,
            credential=credential,
            claim=key,
            created_us=now,
            deadline_us=now + spec.limits["attempt_seconds"] * MICROS,
            lease_expires_us=now + round(state.lease_seconds * MICROS),
            trace_id=state.new_uuid(),
            budget_microusd=attempt_budget(spec, cell.route, cell.bench, cell.task),
            limits=dict(spec.limits),
            last_progress_us=now,
        )
        if previous is not None:
            previous.retried_by = attempt.id
            client.retry_until_us.pop(cell.sample_id, None)
        client.attempts[attempt.id] = attempt
        client.claims[key] = attempt.id
        state.attempt_credentials[credential] = (run.id, attempt.id)
        cell.status = "running"
        cell.started_us = now
        cell.completed_us = None
        cell.attempt = attempt.number
        cell.answer = None
        if run.status == "queued":
            run.status = "running"
            run.started_us = now
            run.emit("run.started", now, {"status": "running"})
        return attempt

    @operation("client_runs_attempts_heartbeat")
    def heartbeat(self, call: Call) -> Reply:
        run, attempt = find_attempt(self.state, call)
        now = self.state.sync()
        body = call.body if isinstance(call.body, dict) else {}
        if body.get("acp_state") not in HEARTBEAT_STATES:
            raise invalid_field("acp_state", f"must be one of {', '.join(HEARTBEAT_STATES)}")
        check_live(run, attempt)
        if not attempt.open:
            raise closed(attempt)
        attempt.lease_expires_us = now + round(self.state.lease_seconds * MICROS)
        return Reply(200, attempt.receipt())

    @operation("client_runs_attempts_finish")
    def finish(self, call: Call) -> Reply:
        run, attempt = find_attempt(self.state, call)
        now = self.state.sync()
        _needs_key(call)
        body = json_object(call.body, "body")
        outcome = body.get("outcome")
        if outcome not in ("completed", "failed"):
            raise invalid_field("outcome", "must be completed or failed")
        stop_reason = body.get("stop_reason")
        if stop_reason is not None and stop_reason not in STOP_REASONS:
            raise invalid_field("stop_reason", f"must be one of {', '.join(STOP_REASONS)}")
        ended_by = body.get("ended_by")
        if ended_by is not None and ended_by not in ENDED_BY_CAUSE:
            raise invalid_field("ended_by", f"must be one of {', '.join(ENDED_BY_CAUSE)}")
        code = body.get("failure_code")
        if outcome == "failed" and (not isinstance(code, str) or not code):
            raise invalid_field("failure_code", "is required when the outcome is failed")
        if code is not None and code not in FINISH_FAILURE_CODES:
            # A closed set, as the service's: the codes it files itself are not reported.
            raise invalid_field(
                "failure_code", f"must be one of {', '.join(sorted(FINISH_FAILURE_CODES))}"
            )
        if attempt.state == "cancelled":
            raise stopped(run)
        if attempt.state == "expired":
            raise lease_lost(attempt)
        if attempt.finished or not attempt.open:
            # Idempotent by state: the attempt was settled already; it is never graded twice.
            attempt.finished = True
            return Reply(200, attempt.receipt())
        attempt.finished = True
        wallet = self.state.wallet
        if outcome == "failed":
            fail_attempt(run, attempt, str(code), now, wallet)
        elif ended_by is not None and not attempt.submissions:
            fail_attempt(run, attempt, ENDED_BY_CAUSE[ended_by], now, wallet)
        else:
            grade_attempt(run, attempt, now, wallet)
        settle(run, now)
        return Reply(200, attempt.receipt())

    @operation("client_runs_attempts_observe")
    def observe(self, call: Call) -> Reply:
        run, attempt = find_attempt(self.state, call)
        self.state.sync()
        _needs_key(call)
        body = json_object(call.body, "body")
        schema = body.get("schema_version")
        if schema not in (TRACE_SCHEMA, ACP_OBSERVATIONS_SCHEMA):
            raise invalid_field(
                "schema_version", f"must be {TRACE_SCHEMA} or {ACP_OBSERVATIONS_SCHEMA}"
            )
        check_live(run, attempt)
        if attempt.sealed:
            raise conflict(
                "trace_sealed",
                f"Attempt {attempt.id}'s trajectory is sealed; it takes no more steps.",
                attempt_id=attempt.id,
            )
        coverage = body.get("coverage")
        if not isinstance(coverage, dict):
            raise invalid_field("coverage", "must be an object")
        if schema == ACP_OBSERVATIONS_SCHEMA:
            received = self._store_observations(attempt, body.get("events"), coverage)
        else:
            received = self._store_steps(attempt, body.get("steps"), coverage)
        ordinals = list(attempt.steps)
        unsupported = attempt.acp_coverage.get("unsupported_notifications", 0)
        return Reply(
            200,
            {
                "coverage": {
                    "truncated": attempt.truncated or attempt.acp_coverage.get("truncated") is True,
                    "unsupported_notifications": unsupported,
                    "dropped_steps": attempt.dropped_steps,
                },
                "event_count": len(attempt.steps) + len(attempt.acp_events),
                "last_ordinal": max(ordinals) if ordinals else None,
                "received_events": received,
                "source_stream_id": attempt.trace_id,
            },
        )

    @staticmethod
    def _store_observations(attempt: Attempt, events: object, coverage: JsonObject) -> int:
        """ACP observations v1: metadata of the agent's notifications, kept by ordinal (a batch
        sent again adds nothing)."""
        if not isinstance(events, list):
            raise invalid_field("events", "must be a list")
        for index, event in enumerate(events):
            where = f"events[{index}]"
            if not isinstance(event, dict):
                raise invalid_field(where, "must be an object")
            for name in ("ordinal", "payload_bytes"):
                value = event.get(name)
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    raise invalid_field(f"{where}.{name}", "must be a non-negative integer")
            if not isinstance(event.get("kind"), str):
                raise invalid_field(f"{where}.kind", "must be a string")
            sha = event.get("sha256")
            if not isinstance(sha, str) or len(sha) != 64 or sha.strip("0123456789abcdef"):
                raise invalid_field(f"{where}.sha256", "must be a sha256 (64 lowercase hex)")
        unsupported = coverage.get("unsupported_notifications", 0)
        if not isinstance(unsupported, int) or isinstance(unsupported, bool) or unsupported < 0:
            raise invalid_field(
                "coverage.unsupported_notifications", "must be a non-negative integer"
            )
        for event in events:
            attempt.acp_events.setdefault(event["ordinal"], dict(event))
        attempt.acp_coverage = {
            "truncated": coverage.get("truncated") is True,
            "unsupported_notifications": unsupported,
        }
        return len(events)

    @staticmethod
    def _store_steps(attempt: Attempt, steps: object, coverage: JsonObject) -> int:
        if not isinstance(steps, list):
            raise invalid_field("steps", "must be a list of trace steps")
        for index, step in enumerate(steps):
            if not isinstance(step, dict) or step.get("type") not in STEP_TYPES:
                raise invalid_field(f"steps[{index}].type", f"must be one of {STEP_TYPES}")
            ordinal = step.get("ordinal")
            if not isinstance(ordinal, int) or isinstance(ordinal, bool) or ordinal < 0:
                raise invalid_field(f"steps[{index}].ordinal", "must be a non-negative integer")
            if step["type"] == "span" and not isinstance(step.get("span_id"), str):
                raise invalid_field(f"steps[{index}].span_id", "must be a string")
        for step in steps:
            # Steps are keyed by ordinal: a batch sent again adds nothing.
            attempt.steps.setdefault(step["ordinal"], dict(step))
        dropped = coverage.get("dropped_steps")
        if isinstance(dropped, int) and not isinstance(dropped, bool):
            attempt.dropped_steps = max(attempt.dropped_steps, dropped)
        attempt.truncated = attempt.truncated or coverage.get("truncated") is True
        return len(steps)


def render_attempt(run: Run, attempt: Attempt) -> JsonObject:
    """An attempt as ``GET /v1/runs/{id}/attempts`` lists it."""
    return {
        "id": attempt.id,
        "run_id": run.id,
        "task_id": attempt.task.id,
        "attempt_no": attempt.number,
        "epoch": 1,
        "state": attempt.state,
        "retry_of": attempt.retry_of,
        "created_at": iso(attempt.created_us),
        "deadline_at": iso(attempt.deadline_us),
        "ended_at": None if attempt.ended_us is None else iso(attempt.ended_us),
        "lease_expires_at": iso(attempt.lease_expires_us) if attempt.open else None,
        "gateway_calls": attempt.calls,
        "graded_revision": attempt.graded_revision if attempt.state == "graded" else None,
        "submission_revision": len(attempt.submissions),
        "inputs_sha256": inputs_sha256(attempt.task),
        "composition_sha256": None,
        "budget_exhausted": {"max_calls": "max_steps", "max_cost": "max_cost"}.get(
            attempt.budget_exhausted or ""
        ),
        "failure_class": (
            None
            if attempt.failure_code is None
            else "agent"
            if attempt.failure_code in AGENT_FAILURE_CODES
            else "infrastructure"
        ),
        "model_outcome": None,
        "outcome": None,
    }
