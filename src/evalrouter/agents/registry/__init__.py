"""Agents from the ACP Registry: the snapshot bundled with the SDK, resolution, the install
cache, and what ``client.agents`` lists."""

from ._agent import RegistryAgent, registry_agent
from ._install import AgentCache

__all__ = ["AgentCache", "RegistryAgent", "registry_agent"]
