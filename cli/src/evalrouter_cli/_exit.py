"""Exit codes (DESIGN.md §8: one table for every command, model and agent runs alike) and the
CLI's own error, which carries the code it exits with."""

from __future__ import annotations

from typing import Any

OK = 0  # completed, or success
FAILED = 1  # the run failed, or an API error (authentication included: never 4)
USAGE = 2  # the command line itself is wrong
OTHER_END = 4  # the run ended any other way: partial, cancelled, interrupted
NOT_STARTED = 5  # nothing started: declined, --yes missing, quote above --max-cost, refused
UNREACHABLE = 6  # the API could not be reached
WAIT_TIMEOUT = 124  # --wait-timeout passed; the run goes on
INTERRUPTED = 130  # Ctrl+C; the run goes on
SIGTERM = 143  # SIGTERM ended an agent run on this machine (see interrupted())
SIGHUP = 129  # SIGHUP ended it (the terminal closed)

# Codes that mean "what you typed is wrong", whether the SDK or the CLI found it.
USAGE_CODES = frozenset(
    {
        "usage_error",
        "invalid_input",
        "invalid_configuration",
        "ambiguous_benchmark",
        "ambiguous_model",
        "ambiguous_id",
        "benchmark_unavailable",
        "destination_exists",
        "unsupported_install",
        "invalid_agent",
        "agents_extra_required",
        "acp_agent_invalid",
        "acp_agent_version_unavailable",
        "acp_agent_version_not_in_snapshot",
        "acp_agent_unverified_upstream",
        "acp_agent_platform_unsupported",
        "acp_agent_command_invalid",
    }
)
# Something named that does not exist: usage (2) whether the SDK or the API found it (a 404).
NOT_FOUND_CODES = frozenset(
    {
        "benchmark_not_found",
        "benchmark_version_not_found",
        "eval_not_found",
        "model_not_found",
        "run_not_found",
        "quote_not_found",
        "task_not_found",
        "connection_not_found",
        "remote_agent_connection_not_found",
        "result_version_not_found",
        "acp_agent_not_found",
        "acp_agent_command_not_found",
    }
)
# Refused before anything was started: the quote, the cap, the answer, the model, the agent.
NOT_STARTED_CODES = frozenset(
    {
        "quote_exceeds_max_cost",
        "cap_below_minimum",
        "confirmation_required",
        "declined",
        "model_incompatible",
        "acp_agent_preflight_failed",
        "acp_agent_auth_required",
        "continuation_exists",
    }
)
UNREACHABLE_CODES = frozenset({"network_error", "request_timeout", "api_unreachable"})

# The end states of a run, and the exit each one gives.
TERMINAL = frozenset({"completed", "failed", "partial", "cancelled"})


def for_status(status: str | None) -> int:
    """The exit code of a followed run that ended in ``status``."""
    if status == "completed":
        return OK
    if status == "failed":
        return FAILED
    return OTHER_END


def interrupted(error: BaseException) -> tuple[str, int]:
    """How an interrupt is told, and the code it exits with. Ctrl+C: ``Interrupted``, 130. A
    SIGTERM or SIGHUP that the SDK ended an agent evaluation with, as Ctrl+C (its
    ``KeyboardInterrupt("stopped by SIGTERM")``): ``Interrupted by SIGTERM``, and 128 plus the
    signal's number (143, 129), the code a shell reports for a process that signal ended, so a
    supervisor (``timeout``, Kubernetes, systemd) sees the signal it sent, never a Ctrl+C."""
    import signal

    text = error.args[0] if len(error.args) == 1 else None
    if isinstance(text, str) and text.startswith("stopped by SIG"):
        name = text.removeprefix("stopped by ")
        number = getattr(signal, name, None)
        if isinstance(number, int):
            return f"Interrupted by {name}", 128 + number
    return "Interrupted", INTERRUPTED


class CliError(Exception):
    """An error the CLI reports itself: one ``code: message`` line, a hint, an exit code."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        hint: str | None = None,
        exit_code: int | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint
        self.exit_code = exit_code if exit_code is not None else exit_for_code(code, None)
        self.details = details or {}

    def as_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "hint": self.hint,
            "status": None,
            "retryable": False,
            "request_id": None,
            "details": self.details,
        }


def usage(message: str, *, hint: str | None = None) -> CliError:
    return CliError("usage_error", message, hint=hint, exit_code=USAGE)


def exit_for_code(code: str, status: int | None) -> int:
    """The exit code of an error: by its code first, then its HTTP status."""
    if code in NOT_STARTED_CODES:
        return NOT_STARTED
    if code in UNREACHABLE_CODES:
        return UNREACHABLE
    if code == "wait_timeout":
        return WAIT_TIMEOUT
    if code in NOT_FOUND_CODES:
        return USAGE
    if code in USAGE_CODES and status is None:
        return USAGE
    return FAILED
