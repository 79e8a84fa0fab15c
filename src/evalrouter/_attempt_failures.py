"""How the client-run protocol classes an attempt's failure: the facts the agents runner and
EvalRouter Local (the service it stands in for) both go by."""

from __future__ import annotations

AGENT_FAILURE_CODES = frozenset(
    {
        "client_agent_launch_failed",
        "client_agent_protocol_error",
        "client_agent_exited",
        "client_agent_refused_gateway_model",
        "client_no_submission",
        "client_attempt_timeout",
        "client_abandoned",
        "client_budget_exhausted",
        "client_agent_stalled",
        "client_output_unsafe",  # a declared output the agent made a link, a device, ...
    }
)
"""Failures caused by the agent: never retried. Every other failure code is infrastructure."""

ENDED_BY = {
    "client_attempt_timeout": "deadline",
    "client_agent_exited": "agent_exited",
    "client_agent_protocol_error": "protocol_error",
}
"""The ``ended_by`` a finish reports for each of these failure causes."""

ENDED_BY_CAUSE = {ended_by: cause for cause, ended_by in ENDED_BY.items()}
"""The failure cause of each ``ended_by`` a finish may report."""
