"""What an agent's submission hides, said on its attempt: an answer made with no model call
through the run's gateway (a cache answered, or a client on another provider), and a model call
the gateway refused for the attempt's limits that the agent went on past to submit.

Both are read from the attempt's gateway route (``Route.calls``, ``Route.refused``) once the
turn has ended, for every driver. Neither changes how the attempt ends: the service grades the
last submission (``agents-behavior.md`` §3.11: budget exhaustion fails the attempt only "with
nothing to grade"). Each becomes a :class:`Notice`: a ``warning`` event, a line of the outcome's
``warnings``, a warning in the ``evalrouter.agents`` log and a checkpoint in the attempt's
trace (``label`` ``warning: ...``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .._attempt.session import AttemptSession
    from .._trace.recorder import TraceRecorder

__all__ = ["NO_MODEL_CALL", "REFUSAL_PASSED", "Notice", "no_model_call", "refusal_passed"]

NO_MODEL_CALL = "no_model_call"
REFUSAL_PASSED = "gateway_refused"


@dataclass(frozen=True)
class Notice:
    """One thing the submission hides: ``reason`` (``no_model_call``, ``gateway_refused``),
    what the user reads, the short form the trace keeps, and the refusal's code, if any."""

    reason: str
    message: str
    trace: str
    code: str | None = None

    def record(self, recorder: TraceRecorder) -> None:
        """A checkpoint in the attempt's trace (nothing when its trace is off or closed)."""
        recorder.checkpoint(f"warning: {self.reason}", warning=self.reason, message=self.trace)


def _submitted(session: AttemptSession) -> bool:
    return session.server.last_output is not None


def no_model_call(session: AttemptSession | None) -> Notice | None:
    """The agent submitted without one model call reaching the gateway (refused ones count:
    they reached it)."""
    route = None if session is None else session.route
    if session is None or route is None or route.calls or route.refused is not None:
        return None
    if not _submitted(session):
        return None
    return Notice(
        NO_MODEL_CALL,
        "The agent submitted without a model call through the run's gateway, so the answer "
        "came from somewhere else: most likely a cache (dspy answers a repeated call from its "
        "own cache: dspy.configure_cache(enable_disk_cache=False, enable_memory_cache=False)) "
        "or a client pointed at another provider (use context.gateway's base_url and api_key). "
        "Nothing of it was metered or traced, and a retry of this attempt would be answered "
        "the same way.",
        "submitted with no model call through the gateway: a cache (e.g. dspy's) or another "
        "provider answered",
    )


def refusal_passed(session: AttemptSession | None) -> Notice | None:
    """The gateway refused a model call for the attempt's limits and no call was answered
    since, yet the agent submitted: its submission is graded, and the refusal is said."""
    route = None if session is None else session.route
    refusal = None if route is None else route.refused
    if session is None or refusal is None or not _submitted(session):
        return None
    limit = refusal.details.get("limit")
    which = f" ({limit})" if isinstance(limit, str) else ""
    return Notice(
        REFUSAL_PASSED,
        f"The gateway refused the agent's model call{which}: {refusal.message} The agent "
        "went on and submitted anyway; the submission is graded as it stands. An agent that "
        "turns a refused call into its answer (agno puts the error in its reply) is graded on "
        "that text: raise the limit, or make the agent stop on a refused call.",
        f"{refusal.code}: the gateway refused a model call{which}, and the agent submitted "
        "after it",
        code=refusal.code,
    )
