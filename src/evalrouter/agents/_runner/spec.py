"""An agent that can travel: what a controller on another machine rebuilds the agent from.

A Python agent travels as ``module:attr`` (imported on the worker: an :class:`Agent` instance,
or an ``Agent`` subclass made with no arguments) or as a pickled ``Agent`` instance. Either way
the worker checks that what it rebuilt is the agent the run was quoted for (its
``command_digest``: name, version and code), and refuses to join otherwise
(``client_run_agent_mismatch``). An ACP agent (``local_agent``, ``registry_agent``) travels
pickled too: a registry agent as its id and version, installed again on the worker from the
snapshot bundled there, which must be the same snapshot."""

from __future__ import annotations

import importlib
import pickle
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .._incode.agent import Agent
from .kinds import AnyAgent, agent_key, check_any_agent

__all__ = ["AgentSpec", "agent_spec", "load_agent", "require_agent"]


@dataclass(frozen=True)
class AgentSpec:
    """``kind`` ``import`` (``value`` is ``module:attr``) or ``pickle`` (the instance's
    pickle), and the ``identity`` the rebuilt agent must have."""

    kind: Literal["import", "pickle"]
    value: str | bytes
    identity: str

    def build(self) -> AnyAgent:
        """The agent, rebuilt here and checked against the digest."""
        if self.kind == "import" and isinstance(self.value, str):
            agent = load_agent(self.value)
        elif self.kind == "pickle" and isinstance(self.value, bytes):
            agent = check_any_agent(pickle.loads(self.value))
        else:  # pragma: no cover - made by agent_spec only
            raise invalid_input(f"unknown agent spec kind {self.kind!r}.", argument="agent")
        return require_agent(agent, self.identity)


def agent_spec(
    agent: AnyAgent, reference: str | None = None, dumps: Callable[[object], bytes] = pickle.dumps
) -> AgentSpec:
    """How ``agent`` travels: by ``reference`` (``module:attr``) when given, else pickled with
    ``dumps`` (an executor passes its engine's cloudpickle, which carries classes defined in a
    script by value). The reference is checked here first, so a wrong one fails before any
    worker starts."""
    digest = agent_key(agent)
    if reference is not None:
        require_agent(load_agent(reference), digest)
        return AgentSpec("import", reference, digest)
    try:
        value = dumps(agent)
    except Exception as exc:
        raise invalid_input(
            f"The agent {agent!r} cannot be pickled to reach the workers: {exc!r:.200}.",
            hint="Define the agent at module level in a module the workers can import, or "
            'give it as a reference: RayExecutor(agent="package.module:agent").',
            argument="agent",
        ) from None
    return AgentSpec("pickle", value, digest)


def load_agent(reference: object) -> AnyAgent:
    """The agent ``module:attr`` names: an ``Agent`` instance, or a subclass made with no
    arguments."""
    module_name, _, attr = reference.partition(":") if isinstance(reference, str) else ("", "", "")
    if not module_name or not attr:
        raise invalid_input(
            f"An agent reference is module:attr, not {reference!r:.80}.",
            hint='For example "my_package.agents:solver".',
            argument="agent",
        )
    try:
        value: object = importlib.import_module(module_name)
        for part in attr.split("."):
            value = getattr(value, part)
    except (ImportError, AttributeError) as exc:
        raise invalid_input(
            f"The agent {reference} cannot be imported here: {exc!r:.200}.",
            hint="Install the agent's package where the controller runs (on every worker).",
            argument="agent",
        ) from None
    if isinstance(value, type) and issubclass(value, Agent):
        value = value()
    return check_any_agent(value)


def require_agent(agent: AnyAgent, expected: str) -> AnyAgent:
    """``agent`` if it is the agent the run was quoted for (its :func:`identity` is
    ``expected``); else ``client_run_agent_mismatch``."""
    if agent_key(agent) != expected:
        raise EvalRouterError(
            "client_run_agent_mismatch",
            f"The agent rebuilt here ({agent!r}) is not the agent the run was started with: "
            "its name, version or code differs.",
            hint="Install the same version of the agent's code on every worker.",
            details={"identity": expected},
        )
    return agent
