"""What a model call refused for the attempt's limits means for the attempt.

The relay keeps the last such refusal on the attempt's route (``Route.refused``: its own, or the
gateway's passed through; a call answered since clears it). When the agent then gives up (ends
its turn with an error, exits, or stops) with nothing submitted, the attempt fails with the
refusal's code (``client_output_tokens_too_large``, ``client_input_too_large``,
``client_budget_exhausted``), not as a protocol error, an exited agent or a missing submission,
and the user is told what was asked, what is allowed and what to raise. The controller's ending
(``_controller.ending``) asks :func:`refused_failure` for every driver, ACP and in-code alike,
once the workspace is settled; ``finish`` reports the code as the service's nearest
(``evalrouter._attempt_failures.reported_failure``).

A deadline, a successful ``done`` and the runner's own failures (a crash, a lost network) keep
their own code: the refusal did not end those attempts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..._gateway_errors import BUDGET_CODE, INPUT_CODE, OUTPUT_CODE, Refusal
from .._attempt.session import ATTEMPT_ENDED

if TYPE_CHECKING:
    from .._attempt.session import AttemptSession, TurnEnd

__all__ = ["GAVE_UP", "refused_failure", "refusal_words"]

GAVE_UP = frozenset({"client_agent_protocol_error", "client_agent_exited", "client_no_submission"})
"""The failures that say only that the agent gave up: after a refusal, the refusal says why."""

RAISE = {
    "max_output_tokens": ('limits={{"max_output_tokens": {n}}}', "--attempt-max-output-tokens {n}"),
    "max_input_bytes": ('limits={{"max_input_bytes": {n}}}', "--limit max_input_bytes={n}"),
    "max_calls": ('limits={{"max_calls": {n}}}', "--attempt-max-calls {n}"),
    "max_cost_microusd": ('limits={{"max_cost_usd": "{n}"}}', "--attempt-budget {n}"),
    "run_cap": ('budget_usd="{n}"', "--max-cost {n}"),
}
"""How each limit is raised: in ``quote``/``evaluate`` and with ``evalrouter run``'s flag."""


def refused_failure(end: TurnEnd, session: AttemptSession | None) -> Refusal | None:
    """The refusal the attempt fails with: the route's standing one, when the agent gave up
    after it with nothing submitted (else None: the turn's own end stands)."""
    route = None if session is None else session.route
    refusal = None if route is None else route.refused
    if refusal is None or session is None:
        return None
    if end.outcome == "failed":
        gave_up = end.failure_code in GAVE_UP
    else:
        gave_up = (
            end.outcome == "completed"
            and end.stop_reason != ATTEMPT_ENDED
            and end.ended_by != "deadline"
        )
    server = session.server
    if not gave_up or server.done_event.is_set() or server.last_output is not None:
        return None
    return refusal


def _raise(limit: str, value: object) -> str:
    """``limits=...`` (evalrouter run: the flag), for ``value`` (``N``/``USD`` when unknown)."""
    setting, flag = RAISE[limit]
    return f"{setting.format(n=value)} (evalrouter run: {flag.format(n=value)})"


def refusal_words(refusal: Refusal) -> str:
    """What the user is told of an attempt that failed with ``refusal``: what the agent asked,
    what the attempt allows, and what to change."""
    details = refusal.details
    limit, value, allowed = details.get("limit"), details.get("value"), details.get("allowed")
    if refusal.code == OUTPUT_CODE:
        key = details.get("param") or "max_tokens"
        return (
            f"The agent asked for {value} output tokens in one model call ({key}); the attempt "
            f"allows at most {allowed} (max_output_tokens), so the gateway refused the call "
            f"and the agent stopped without submitting. Raise the limit with "
            f"{_raise('max_output_tokens', value)}, or configure the agent to ask for at most "
            f"{allowed}."
        )
    if refusal.code == INPUT_CODE:
        return (
            f"The agent sent {value} bytes of messages in one model call; the attempt allows at "
            f"most {allowed} (max_input_bytes), so the gateway refused the call and the agent "
            f"stopped without submitting. Raise the limit with "
            f"{_raise('max_input_bytes', value)}, or configure the agent to send less."
        )
    if refusal.code == BUDGET_CODE and limit == "run_cap":
        fix = f"Raise the run's cap with {_raise('run_cap', 'USD')}"
    elif refusal.code == BUDGET_CODE and limit == "max_cost_microusd":
        fix = f"Raise the attempt's budget with {_raise('max_cost_microusd', 'USD')}"
    elif refusal.code == BUDGET_CODE and limit == "max_calls":
        fix = f"Allow more calls with {_raise('max_calls', 'N')}"
    else:
        fix = "Raise the attempt's limits"
    return (
        f"The gateway refused the agent's model call: {refusal.message} The agent stopped "
        f"without submitting. {fix}, or configure the agent to use less."
    )
