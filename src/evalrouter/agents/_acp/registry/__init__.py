"""ACP Registry agents: resolved offline from the snapshot the SDK bundles
(``evalrouter._registry``, which ``client.agents`` lists through ``evalrouter._agents_group``),
installed into a private cache. File work runs on the runner's file threads; the installers run
``npx``, ``uvx`` or unpack an archive as child processes.

- ``agent``: ``registry_agent(id)`` and :class:`RegistryAgent`.
- ``install``: the install cache: one directory per distribution, leased while it runs.
- ``installers``: the three installers (npm package, PyPI package, binary archive) and the
  bounds they work within.
- ``profiles``: what we know of each agent: its launch profile, whether it works with the
  gateway, and the per-attempt limits it needs (measured), turned into a quote's ``limits``.
"""

from .agent import RegistryAgent, registry_agent
from .install import AgentCache

__all__ = ["AgentCache", "RegistryAgent", "registry_agent"]
