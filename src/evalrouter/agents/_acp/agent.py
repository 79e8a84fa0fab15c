"""An ACP agent as the runner sees it: what the quote names (its descriptor) and how to start
it (a launch: the command, the variables its own launcher needs, its profile).

``local_agent(command)`` and ``registry_agent(id)`` each return an :class:`AcpAgent`; the ACP
driver prepares it once per process that runs attempts, launches it once per attempt in the
attempt's workspace, and closes it when the run's attempts are over.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, get_args

from evalrouter_generated._model import JsonValue

from .._sandbox.request import SandboxRequest

if TYPE_CHECKING:
    from .registry.profiles import AgentNeeds

__all__ = ["PROFILES", "AcpAgent", "AcpLaunch", "Profile"]

Profile = Literal[
    "opencode",
    "qwen-code",
    "claude-acp",
    "goose",
    "kimi",
    "mistral-vibe",
    "codex",
    "gemini",
    "generic",
]
PROFILES: tuple[Profile, ...] = get_args(Profile)
"""The agents whose configuration the runner knows how to point at the gateway; any other
agent gets the generic environment."""


@dataclass(frozen=True, slots=True)
class AcpLaunch:
    """What starts one ACP agent process: ``argv`` (no shell), the variables its own launcher
    needs on top of the environment the runner builds (a cached installer's ``PATH``, say:
    never a credential), the profile that says how it reaches the gateway, and the installed
    files the sandbox shows it read-only."""

    argv: tuple[str, ...]
    env: Mapping[str, str] = field(default_factory=dict)
    profile: Profile = "generic"
    read_only: tuple[str, ...] = ()


class AcpAgent(abc.ABC):
    """An agent that speaks the Agent Client Protocol over stdio, run on this machine."""

    name: str
    version: str | None
    snapshot_sha256: str | None = None
    """The ACP Registry snapshot a registry agent is named from (``None`` for a local command):
    the service must know it before anything is quoted or installed."""
    sandbox: SandboxRequest = SandboxRequest()
    """How its attempts are confined (on by default; ``sandbox=False`` opts out)."""
    needs: AgentNeeds | None = None
    """The per-attempt limits its reviewed profile declares (a registry agent we measured),
    which a quote sends unless ``limits=`` names the key; None: the service's defaults."""

    @abc.abstractmethod
    def descriptor(self) -> dict[str, JsonValue]:
        """The quote's ``agent`` for this agent: its identity, so that a resumed run can
        refuse another agent."""

    @abc.abstractmethod
    async def prepare(self) -> AcpLaunch:
        """Resolve and install what the agent needs (no network is used at launch), and say
        how to launch it. Called once before the first attempt; raises ``EvalRouterError``
        with a code and a hint when it cannot be run here."""

    def close(self) -> None:  # noqa: B027 - most agents hold nothing
        """Release what :meth:`prepare` holds (an install-cache lock) once the run's attempts
        are over."""
