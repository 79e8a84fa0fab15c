"""Client runs: agent evaluations whose attempts a client executes on its own machine.

A quote whose ``agent`` is ``{"kind": "local", "command_digest", "declared_name"}`` (or an ACP
Registry agent the client installed, ``{"kind": "registry", "id", "version", "snapshot_sha256",
"distribution", "artifact_sha256", ...}`` from a snapshot this instance knows) plans a client
run on a managed route (``ClientSpec``). Admitted, the run does not progress by itself: a
controller claims attempts (one task each), runs the agent, and reports back. Per attempt:

- claim: natural key ``(controller_id, seq)`` (a repeat answers the same grant); at most the
  quote's admitted concurrency of attempts are open at once (``client_run_attempts_busy``); a
  retry names the infrastructure failure it retries (``retry_of``, at most ``MAX_RETRIES`` per
  task).
- grant: an attempt credential ``ercr_<id>.<43 url-safe chars>`` that authorises this attempt's
  task, submission, actions, done and gateway routes only; URLs on the origin the claim was sent
  to; limits; the trace grant; the task-protocol composition (toolsets and where tools execute).
- time, on Local's clock: a lease of ``lease_seconds`` renewed by heartbeats, a deadline
  (``limits.attempt_seconds``) and an idle allowance (``limits.idle_seconds`` between the agent's
  own attempt-route calls). An attempt whose lease runs out before its finish is ``expired`` with
  ``client_controller_crashed``: its controller stopped beating (a process killed, a machine
  lost), an infrastructure failure, so the service retries it itself: the next claim of any
  controller (several may work on one run) gets the task again, as a retry of the lapsed
  attempt. Past its deadline it fails ``client_attempt_timeout``, idle ``client_agent_stalled``
  (agent failures both). One that had called done, or reaches its
  deadline with a submission, is graded on it instead.
- task, submission (natural key ``revision``; ``inputs_sha256`` checked), actions (natural key
  ``step``), done (idempotent by state), observations (client-trace v1 batches), finish (its
  ``Idempotency-Key`` replays; an attempt is graded once).
- gateway: every chat call is served by the run's route whatever model it names, metered per
  call against the attempt's limits and the run's cap, answered by the simulated model
  (``_simulate``), so an agent that submits the model's reply scores like a model run.

The run finalizes when no task is pending, no attempt is open and no failed attempt can still be
retried (a retry is awaited ``RETRY_WINDOW_SECONDS`` on Local's clock): ``completed`` when every
task was graded, ``failed`` when none was, else ``partial``; cancel stops it at once and every
later attempt call answers ``run_stopped``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._attempt_failures import AGENT_FAILURE_CODES
from ._client_spec import ClientSpec
from ._clock import MICROS
from ._task_protocol import epoch, graded_text
from ._tasks import Task, grade

if TYPE_CHECKING:
    from ._runs import Cell, Run
    from ._wallet import Wallet

JsonObject = dict[str, Any]

LEASE_LAPSED = "client_controller_crashed"
"""A lapsed lease: the controller went quiet, the agent is not to blame (infrastructure)."""
STOP_REASONS = ("end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled")
MAX_RETRIES = 2
RETRY_WINDOW_SECONDS = 600
OPEN_STATES = frozenset({"active", "submitted"})
ATTEMPT_OPERATIONS = frozenset(
    {
        "client_runs_attempts_task",
        "client_runs_attempts_submit",
        "client_runs_attempts_act",
        "client_runs_attempts_done",
        "client_runs_attempts_gateway_chat_completions",
        "client_runs_attempts_gateway_messages",
    }
)
CREDENTIAL_PREFIX = "ercr_"


@dataclass(slots=True, eq=False)
class Attempt:
    id: str
    run_id: str
    cell: Cell
    number: int
    retry_of: str | None
    credential: str
    claim: tuple[str, int]
    created_us: int
    deadline_us: int
    lease_expires_us: int
    trace_id: str
    budget_microusd: int
    limits: dict[str, int]
    state: str = "active"
    failure_code: str | None = None
    generation: int = 1
    submissions: list[JsonObject] = field(default_factory=list)
    actions: list[tuple[str, JsonObject, JsonObject]] = field(default_factory=list)
    graded_revision: int | None = None
    finished: bool = False
    ended_us: int | None = None
    retried_by: str | None = None
    calls: int = 0
    cost_microusd: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    budget_exhausted: str | None = None
    last_progress_us: int = 0  # the last attempt-route call (task, submission, action, ...)
    replies: dict[str, JsonObject] = field(default_factory=dict)
    steps: dict[int, JsonObject] = field(default_factory=dict)
    dropped_steps: int = 0
    truncated: bool = False
    sealed: bool = False
    acp_events: dict[int, JsonObject] = field(default_factory=dict)  # by ordinal
    acp_coverage: JsonObject = field(default_factory=dict)

    @property
    def open(self) -> bool:
        return self.state in OPEN_STATES and not self.finished

    @property
    def task(self) -> Task:
        return self.cell.task

    def idle_until_us(self) -> int:
        return self.last_progress_us + self.limits["idle_seconds"] * MICROS

    def ends_us(self) -> int:
        """When the attempt ends by itself: its lease, its deadline or its idle allowance."""
        if self.state == "submitted":
            return min(self.lease_expires_us, self.deadline_us)
        return min(self.lease_expires_us, self.deadline_us, self.idle_until_us())

    def receipt(self) -> JsonObject:
        return {
            "attempt_id": self.id,
            "state": self.state,
            "failure_code": self.failure_code,
            "lease_expires_at": epoch(self.lease_expires_us) if self.open else None,
        }


@dataclass(slots=True, eq=False)
class ClientRun:
    """The client-run side of a run: its attempts and claims."""

    spec: ClientSpec
    attempts: dict[str, Attempt] = field(default_factory=dict)
    claims: dict[tuple[str, int], str] = field(default_factory=dict)
    retry_until_us: dict[str, int] = field(default_factory=dict)  # sample id -> window end

    def open_attempts(self) -> list[Attempt]:
        return [a for a in self.attempts.values() if a.open]

    def lapsed(self) -> Attempt | None:
        """An attempt whose lease lapsed and whose task may still be retried: the service's own
        retry, handed to whichever controller claims next (its own is gone)."""
        for attempt in self.attempts.values():
            if (
                attempt.state == "expired"
                and attempt.retried_by is None
                and attempt.cell.sample_id in self.retry_until_us
            ):
                return attempt
        return None

    def next_event_us(self) -> int | None:
        """The next instant something happens without a request: a lease, a deadline or an
        idle allowance runs out, or a retry window closes."""
        times = [a.ends_us() for a in self.open_attempts()]
        times.extend(self.retry_until_us.values())
        return min(times) if times else None

    def step(self, run: Run, wallet: Wallet) -> None:
        """Apply what is due at ``next_event_us()``."""
        at = self.next_event_us()
        if at is None:
            return
        for attempt in self.open_attempts():
            if attempt.ends_us() <= at:
                time_out(run, attempt, at, wallet)
        for sample_id, until in list(self.retry_until_us.items()):
            if until <= at:
                del self.retry_until_us[sample_id]
        settle(run, at)


# ------------------------------------------------------------------------------ settlement


def fail_attempt(run: Run, attempt: Attempt, code: str, at: int, wallet: Wallet) -> None:
    """End an attempt as failed with ``code``: agent failures are final for the task; an
    infrastructure failure leaves the task open for a retry claim for a while."""
    attempt.state = "failed" if attempt.state != "expired" else "expired"
    attempt.failure_code = code
    _close(run, attempt, at, wallet)
    cell = attempt.cell
    cell.status = "error"
    cell.completed_us = at
    cell.answer = _answer_record(attempt, None, code)
    assert run.client is not None
    retries = sum(1 for a in run.client.attempts.values() if a.cell is cell) - 1
    if code not in AGENT_FAILURE_CODES and retries < MAX_RETRIES and not run.terminal:
        run.client.retry_until_us[cell.sample_id] = at + RETRY_WINDOW_SECONDS * MICROS
    _emit_sample(run, cell, at)


def grade_attempt(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """Grade the attempt's last submission with the benchmark's grader (once)."""
    if not attempt.submissions:
        code = "client_budget_exhausted" if attempt.budget_exhausted else "client_no_submission"
        fail_attempt(run, attempt, code, at, wallet)
        return
    revision = attempt.graded_revision or len(attempt.submissions)
    text, failure = graded_text(attempt.task, attempt.submissions[revision - 1])
    if text is None:
        fail_attempt(run, attempt, failure or "client_no_submission", at, wallet)
        return
    attempt.state = "graded"
    attempt.graded_revision = revision
    _close(run, attempt, at, wallet)
    cell = attempt.cell
    fee = cell.bench.task_fee_microusd
    wallet.charge(fee, at)
    run.spend_microusd += fee
    cell.charge_microusd += fee
    cell.status = "graded"
    cell.completed_us = at
    cell.answer = _answer_record(attempt, text, None)
    _emit_sample(run, cell, at)


def _answer_record(attempt: Attempt, text: str | None, code: str | None) -> Any:
    from ._simulate import Answer

    correct = text is not None and grade(attempt.task, text)
    return Answer(
        text=text or "",
        correct=correct,
        input_tokens=attempt.input_tokens,
        output_tokens=attempt.output_tokens,
        error_code=code,
        duration_factor=1.0,
        error_message=None if code is None else f"The attempt ended with {code}.",
    )


def _close(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """Release the task fee the attempt held and seal its trace."""
    if attempt.ended_us is None:
        fee = attempt.cell.bench.task_fee_microusd
        wallet.release(fee, at)
        run.reserved_microusd -= fee
        attempt.ended_us = at
    attempt.sealed = True


def _emit_sample(run: Run, cell: Cell, at: int) -> None:
    processed = sum(1 for c in run.cells if c.status in ("graded", "error"))
    run.emit_sample(cell, at, processed)


def time_out(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """An open attempt's time ran out without a finish. Done froze a submission: it is graded.
    Otherwise: a lease that ran out is ``LEASE_LAPSED`` (the attempt is ``expired``); the
    deadline, ``client_attempt_timeout``; no progress for ``idle_seconds``,
    ``client_agent_stalled``; at the deadline, a submission already made is graded."""
    attempt.finished = True
    if attempt.state == "submitted" or (at >= attempt.deadline_us and attempt.submissions):
        grade_attempt(run, attempt, at, wallet)
    elif attempt.lease_expires_us <= at:
        attempt.state = "expired"
        fail_attempt(run, attempt, LEASE_LAPSED, at, wallet)
    elif attempt.deadline_us <= at:
        fail_attempt(run, attempt, "client_attempt_timeout", at, wallet)
    else:
        fail_attempt(run, attempt, "client_agent_stalled", at, wallet)


def settle(run: Run, at: int) -> None:
    """Finalize the run once nothing can change its results any more."""
    client = run.client
    if client is None or run.terminal or run.status == "queued":
        return
    if client.open_attempts() or client.retry_until_us:
        return
    if any(c.status in ("pending", "running") for c in run.cells):
        return
    graded = sum(1 for c in run.cells if c.status == "graded")
    skipped = sum(1 for c in run.cells if c.status == "skipped_budget")
    if skipped:
        run.interruption = {
            "reason": "spending_cap_reached",
            "continuable": True,
            "unfinished_count": run.unfinished_count(),
            "continued_by": None,
        }
        run.emit(
            "run.stopping", at, {"reason": "spending_cap_reached", "unfinished_count": skipped}
        )
        run._finish("partial", "spending_cap_reached", at)
        return
    if graded == len(run.cells):
        run._finish("completed", None, at)
    elif graded == 0:
        run._finish("failed", "attempts_failed", at)
    else:
        run._finish("partial", "attempts_failed", at)


def cancel(run: Run, at: int, wallet: Wallet) -> None:
    """Stop every open attempt (their next call answers ``run_stopped``)."""
    assert run.client is not None
    for attempt in run.client.open_attempts():
        attempt.state = "cancelled"
        attempt.finished = True
        _close(run, attempt, at, wallet)
    run.client.retry_until_us.clear()
