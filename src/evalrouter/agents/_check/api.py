"""``agents.check(agent)``: the offline conformance check of an ACP agent. It costs nothing,
needs no account and no EvalRouter server.

This module holds the two calls and their arguments; ``results`` what a user reads back;
``run`` runs the check and judges it, and is imported only when a check runs, so
``import evalrouter.agents`` does not load the ACP driver.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..._args import checked
from ..._errors import invalid_input
from .._acp.agent import AcpAgent
from .._attempt.threads import Worker
from .limits import check_limits
from .results import AgentCheck, CheckResult

__all__ = ["AgentCheck", "CheckResult", "check", "check_async"]

DEFAULT_TIMEOUT = 240.0


# ------------------------------------------------------------------------------- arguments


def _acp_agent(agent: object) -> AcpAgent:
    if isinstance(agent, AcpAgent):
        return agent
    from .._incode.agent import Agent

    if isinstance(agent, Agent):
        raise invalid_input(
            "agents.check() checks agents over ACP; an in-code agent (an Agent subclass) runs "
            "in this process and is checked by evaluating it.",
            argument="agent",
            hint="Pass agents.local_agent('<command>') or agents.registry_agent('<id>'); try an "
            "in-code agent with agents.evaluate() on EvalRouter Local (evalrouter.testing).",
        )
    raise invalid_input(
        f"agents.check(agent) takes an ACP agent, not {type(agent).__name__}.",
        argument="agent",
        hint="Pass agents.local_agent('<command>') or agents.registry_agent('<id>').",
    )


def _seconds(timeout: object) -> float:
    if (
        isinstance(timeout, bool)
        or not isinstance(timeout, int | float)
        or not 0 < timeout <= 24 * 3600
    ):
        raise invalid_input(
            f"agents.check(timeout=...) must be a number of seconds above 0 (at most a day), "
            f"not {timeout!r}.",
            argument="timeout",
            hint="Pass for example timeout=240.",
        )
    return float(timeout)


async def check_async(
    agent: AcpAgent,
    *,
    hostile: bool = True,
    timeout: float = DEFAULT_TIMEOUT,
    limits: Mapping[str, int | str | None] | None = None,
) -> CheckResult:
    """:func:`check` in the running event loop."""
    acp_agent = _acp_agent(agent)
    seconds = _seconds(timeout)
    held = check_limits(acp_agent, limits)
    if not isinstance(hostile, bool):
        raise invalid_input(
            f"agents.check(hostile=...) must be True or False, not {hostile!r:.40}.",
            argument="hostile",
            hint="Pass hostile=False to leave the redirect files out of the agent's workspace.",
        )
    from .run import run_check

    return await run_check(acp_agent, hostile=hostile, seconds=seconds, limits=held)


@checked("agents.check()")
def check(
    agent: AcpAgent,
    *,
    hostile: bool = True,
    timeout: float = DEFAULT_TIMEOUT,
    limits: Mapping[str, int | str | None] | None = None,
) -> CheckResult:
    """Check offline, for nothing and with no account, that an ACP agent can be evaluated: it
    is launched as an attempt launches it (same environment, profile and ``evalrouter`` MCP
    server) against a stand-in for EvalRouter on this machine whose model is scripted to call
    ``get_task``, ``submit`` (``ANSWER: 7``) and ``done``.

    Checks: ``initialize`` (it speaks ACP and needs no login), ``task_tools`` (it uses the
    ``evalrouter`` MCP tools), ``streamed_tool_turn`` (a tool call from the model, streamed
    when the agent asks for a stream, was carried out), ``submit`` (the model's answer was
    submitted, then ``done``), ``within_limits`` (its calls fit the per-attempt limits a run
    would hold it to: the service's defaults, its profile's, then ``limits=``, with the budget
    at the check's reference prices; the result says the budget it needed) and
    ``no_model_bypass`` (no model provider and, with
    ``hostile=True``, none of the redirects planted in its workspace was contacted: its proxy
    variables point at a refusing proxy that records every host). The redirect files are
    planted whatever the agent's profile: a reviewed profile must lock them out, and an agent on
    the generic profile that reads a ``.env`` from its working directory is caught too.

    ``timeout`` bounds the agent's turn (stopping it may take a few seconds more); its whole
    process group is killed at the end. Raises ``invalid_input`` for an in-code agent."""
    worker = Worker("evalrouter-agent-check")
    try:
        return worker.submit(
            check_async(agent, hostile=hostile, timeout=timeout, limits=limits)
        ).result()
    finally:
        worker.close()
