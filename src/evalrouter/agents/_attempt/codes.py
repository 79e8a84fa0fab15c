"""Refusal and failure code families of the client-run protocol, kept in one place.

The runner branches on these (an error's ``.code``), never on message text.
"""

from __future__ import annotations

NO_PENDING = "client_run_no_pending_attempts"
BUSY = "client_run_attempts_busy"
CRASHED = "client_controller_crashed"
INSTALL_FAILED = "client_install_failed"
NETWORK_LOST = "client_network_lost"

RUN_STOP_CODES = frozenset({"run_stopped", "client_run_not_found", "client_run_window_closed"})
"""The run is over for this controller: stop claiming, end the attempt as stopped, no finish."""

ATTEMPT_OVER_CODES = frozenset({"attempt_closed", "attempt_not_found", "lease_lost"})
"""The platform has closed this attempt: its remaining calls are pointless."""

GUARDRAIL_CODES = frozenset({"client_run_guardrail_stopped"})

TRACE_SEALED = "trace_sealed"
"""The attempt's trajectory is sealed: steps refused with it are dropped, never resent."""

ACTION_STEP_CODES = frozenset({"action_step_conflict", "action_step_ahead"})
"""An action step the platform did not accept: refresh the delivery and resend once."""

BLOCKABLE_FAILURES = frozenset(
    {"client_attempt_timeout", "client_abandoned", "client_network_lost", "client_agent_stalled"}
)
"""Failures an agent that blocks the runner's event loop can cause (the turn's deadline or
heartbeats not served in time, no progress): when its attempt blocked the loop, the local
event and record say so."""
