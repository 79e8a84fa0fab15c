"""Finding the client run and the attempt a call names, and refusing calls to an attempt that
is over (its run stopped, its lease lost, or it was closed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._errors import ApiError, conflict, missing

if TYPE_CHECKING:
    from ._client_runs import Attempt, ClientRun
    from ._operations import Call
    from ._runs import Run
    from ._state import State


def stopped(run: Run) -> ApiError:
    message = f"Run {run.id} is {run.status}; it takes no more attempt calls."
    return conflict("run_stopped", message, run_id=run.id, status=run.status)


def closed(attempt: Attempt) -> ApiError:
    message = f"Attempt {attempt.id} is {attempt.state}; it takes no more calls of this kind."
    return conflict("attempt_closed", message, attempt_id=attempt.id, state=attempt.state)


def lease_lost(attempt: Attempt) -> ApiError:
    message = f"Attempt {attempt.id}'s lease expired before it finished (no heartbeat in time)."
    return conflict("lease_lost", message, attempt_id=attempt.id, failure_code=attempt.failure_code)


def client_run(state: State, run_id: str) -> tuple[Run, ClientRun]:
    run = state.runs.get(run_id)
    if run is None or run.client is None:
        raise missing(
            "client_run_not_found",
            f"No client run {run_id!r} in this workspace (agent runs quoted with a local "
            f"agent are client runs).",
            run_id=run_id,
        )
    return run, run.client


def find_attempt(state: State, call: Call) -> tuple[Run, Attempt]:
    run, client = client_run(state, call.params["run_id"])
    attempt = client.attempts.get(call.params["attempt_id"])
    if attempt is None:
        raise missing(
            "attempt_not_found",
            f"Run {run.id} has no attempt {call.params['attempt_id']!r}.",
            attempt_id=call.params["attempt_id"],
        )
    return run, attempt


def check_live(run: Run, attempt: Attempt) -> None:
    """Refuse a call to an attempt that is over (run stopped, lease lost, cancelled)."""
    if attempt.state == "cancelled" or (run.terminal and attempt.open):
        raise stopped(run)
    if attempt.state == "expired":
        raise lease_lost(attempt)


def check_active(run: Run, attempt: Attempt) -> None:
    check_live(run, attempt)
    if attempt.state != "active" or attempt.finished:
        raise closed(attempt)
