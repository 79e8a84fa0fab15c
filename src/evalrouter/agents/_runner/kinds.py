"""The two kinds of agent the runner takes, in one place: an in-code :class:`Agent` or an
:class:`AcpAgent` (``local_agent``, ``registry_agent``); each checked and described for the
quote, and given its driver."""

from __future__ import annotations

from typing import TYPE_CHECKING

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_input
from ..._flows._hosted import check_snapshot_known
from ..._hashing import canonical_hash
from .._acp.agent import AcpAgent
from .._incode.agent import Agent, agent_identity, check_agent, descriptor

if TYPE_CHECKING:
    from collections.abc import Callable

    from .._attempt.events import AttemptEvent
    from .._attempt.session import AttemptDriver

__all__ = [
    "AnyAgent",
    "acp_driver",
    "agent_key",
    "check_any_agent",
    "check_registry_snapshot",
    "describe",
    "identity",
    "is_agent",
]

type AnyAgent = Agent | AcpAgent


def is_agent(value: object) -> bool:
    return isinstance(value, Agent | AcpAgent)


def check_any_agent(agent: object) -> AnyAgent:
    if isinstance(agent, AcpAgent):
        return agent
    if isinstance(agent, str):
        raise invalid_input(
            f"agent= takes an agent, not the string {agent!r:.60}.",
            hint='An ACP command: agents.local_agent("my-agent --acp"); an ACP Registry agent: '
            'agents.registry_agent("opencode"); a Python agent: an agents.Agent (or an async '
            "def decorated with @agents.define_agent). A hosted or remote agent runs with "
            'client.runs.create(..., agent="hosted:<id>").',
            argument="agent",
        )
    return check_agent(agent)


def describe(agent: AnyAgent) -> dict[str, JsonValue]:
    """The quote's ``agent`` descriptor."""
    return agent.descriptor() if isinstance(agent, AcpAgent) else descriptor(agent)


def identity(described: dict[str, JsonValue]) -> str:
    """What the local record keeps to refuse resuming a run with another agent."""
    if described.get("kind") == "registry":
        keys = ("kind", "id", "version", "snapshot_sha256")
        return canonical_hash({key: described.get(key) for key in keys})
    return agent_identity(described)


def agent_key(agent: AnyAgent) -> str:
    """:func:`identity` of ``agent``'s descriptor, without building the descriptor of a registry
    agent (which would install it): its identity is its id, version and snapshot."""
    if isinstance(agent, AcpAgent) and agent.snapshot_sha256 is not None:
        return identity(
            {
                "kind": "registry",
                "id": agent.name,
                "version": agent.version,
                "snapshot_sha256": agent.snapshot_sha256,
            }
        )
    return identity(describe(agent))


def check_registry_snapshot(agent: AnyAgent, capabilities: object) -> None:
    """A registry agent is refused (``client_run_snapshot_unknown``) by a service that does not
    list its snapshot in its capabilities: before a quote, a resume or a join."""
    if isinstance(agent, AcpAgent) and agent.snapshot_sha256 is not None:
        check_snapshot_known(capabilities, agent.snapshot_sha256)


def acp_driver(agent: AcpAgent, emit: Callable[[AttemptEvent], None]) -> AttemptDriver:
    from .._acp.driver import AcpDriver

    return AcpDriver(agent, emit=emit)
