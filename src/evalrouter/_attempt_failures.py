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
        # The gateway refused the agent's call for the attempt's limits and it gave up
        # (``_gateway_errors``): reported to the service as ``client_no_submission``.
        "client_output_tokens_too_large",
        "client_input_too_large",
    }
)
"""Failures caused by the agent: never retried. Every other failure code is infrastructure."""

FINISH_FAILURE_CODES = frozenset(
    {
        "client_agent_launch_failed",
        "client_agent_protocol_error",
        "client_agent_exited",
        "client_agent_refused_gateway_model",
        "client_no_submission",
        "client_attempt_timeout",
        "client_output_collection_failed",
        "client_controller_crashed",
        "client_network_lost",
        "client_install_failed",
        "client_not_attempted",
        "remote_agent_auth_failed",
        "remote_agent_rejected",
        "remote_agent_failed",
        "remote_agent_input_required",
        "remote_agent_response_invalid",
        "remote_agent_no_output",
        "remote_attempt_timeout",
        "remote_agent_unreachable",
        "remote_owner_lost",
        "remote_dispatch_unknown",
        "remote_agent_lost",
        "remote_agent_configuration_changed",
    }
)
"""The failure codes the service's ``finish`` accepts (``Finish.failure_code`` in
``openapi.json``, a closed set). The others (``client_budget_exhausted``, ``client_abandoned``,
``client_agent_stalled``, ...) are the service's own: it files them itself."""

REPORTED_AS = {
    "client_budget_exhausted": "client_no_submission",
    "client_output_tokens_too_large": "client_no_submission",
    "client_input_too_large": "client_no_submission",
}
"""How ``finish`` reports a failure the runner knows more precisely than the service's codes
say: the gateway refused the agent's call for the attempt's limits, and it ended with nothing
submitted. The nearest code ``finish`` accepts is ``client_no_submission`` (an agent failure,
never retried); the runner's own record and events keep the precise one."""


def reported_failure(code: str | None) -> str | None:
    """The code ``finish`` sends for a failure filed here as ``code``."""
    return None if code is None else REPORTED_AS.get(code, code)


ENDED_BY = {
    "client_attempt_timeout": "deadline",
    "client_agent_exited": "agent_exited",
    "client_agent_protocol_error": "protocol_error",
}
"""The ``ended_by`` a finish reports for each of these failure causes."""

ENDED_BY_CAUSE = {ended_by: cause for cause, ended_by in ENDED_BY.items()}
"""The failure cause of each ``ended_by`` a finish may report."""
