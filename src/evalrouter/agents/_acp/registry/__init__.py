"""Agents from the ACP Registry: the snapshot bundled with the SDK, resolution, the install
cache, and what ``client.agents`` lists."""

from .agent import RegistryAgent, registry_agent
from .install import AgentCache

__all__ = ["AgentCache", "RegistryAgent", "registry_agent"]
