"""``registry_agent("qwen-code")``: an agent of the bundled ACP Registry snapshot, resolved
offline to one distribution for this machine (at the listed version, or a newer one asked for),
installed into the install cache by :meth:`RegistryAgent.prepare` and launched from there."""

from __future__ import annotations

import asyncio
import threading
import warnings
from typing import Literal

from evalrouter_generated._model import JsonValue

from ...._errors import invalid_input
from ...._exceptions import EvalRouterError
from ...._registry import (
    Distribution,
    RegistryEntry,
    RegistrySnapshot,
    bundled_snapshot,
    current_platform,
    parse_spec,
)
from ...._registry_versions import resolve_entry
from ..._sandbox.request import SDK_FILES, SandboxRequest, requested
from ..agent import AcpAgent, AcpLaunch, Profile
from .install import AgentCache, Lease
from .profiles import known

__all__ = ["RegistryAgent", "registry_agent"]

# Variables a registry entry may not set for its agent: the runner decides proxies and Docker.
_PROXY = {"HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "ALL_PROXY"}


class RegistryAgent(AcpAgent):
    """One ACP Registry agent for this machine: its entry (at the version asked for), the
    distribution chosen for it (``distribution.integrity`` says how it is verified), the
    version the snapshot lists (``listed_version``) and, once prepared, its install."""

    def __init__(
        self,
        entry: RegistryEntry,
        distribution: Distribution,
        *,
        snapshot_sha256: str,
        platform: str,
        accept_unverified: bool,
        cache: AgentCache | None = None,
        sandbox: SandboxRequest | None = None,
        listed_version: str | None = None,
    ) -> None:
        self.name = entry.id
        self.version = entry.version
        self.listed_version = listed_version or entry.version
        self.entry = entry
        self.distribution = distribution
        self.snapshot_sha256 = snapshot_sha256
        self.platform = platform
        self.accept_unverified = accept_unverified
        reviewed = known(entry.id)
        self.profile: Profile = "generic" if reviewed is None else reviewed.profile
        self.needs = None if reviewed is None else reviewed.needs
        self._cache = cache or AgentCache()
        self.sandbox = sandbox or SandboxRequest()
        self._lease: Lease | None = None
        self._guard = threading.Lock()

    def __repr__(self) -> str:
        d = self.distribution
        return f"registry_agent({self.name!r}, version={self.version!r}) [{d.kind}, {d.integrity}]"

    def __reduce__(self) -> tuple[object, tuple[str, str, str, str, bool, SandboxRequest]]:
        """Pickled (to reach another machine) as its id, version, the version and snapshot it
        was resolved from, and its sandbox: rebuilt there from the snapshot bundled with the
        SDK there and installed into that machine's cache."""
        return (
            _rebuilt,
            (
                self.name,
                self.entry.version,
                self.listed_version,
                str(self.snapshot_sha256),
                self.accept_unverified,
                self.sandbox,
            ),
        )

    def _leased(self) -> Lease:
        with self._guard:
            if self._lease is None or not self._lease.held:
                self._lease = self._cache.lease(self.entry, self.distribution, self.platform)
            return self._lease

    def descriptor(self) -> dict[str, JsonValue]:
        """The quote's ``agent``. It names what was installed (``artifact_sha256``), so the
        agent is installed first if :meth:`prepare` has not run (blocking: from async code,
        await ``prepare()`` first)."""
        lease = self._leased()
        out: dict[str, JsonValue] = {
            "kind": "registry",
            "id": self.name,
            "version": self.entry.version,
            "snapshot_sha256": self.snapshot_sha256,
            "distribution": self.distribution.kind,
            "artifact_sha256": lease.artifact_sha256,
            "accept_unverified_artifact": self.accept_unverified,
        }
        if self.distribution.kind == "binary":
            out["platform"] = self.platform
        return out

    def launch(self) -> AcpLaunch:
        """How to start the installed agent (installing it first if needed, blocking)."""
        lease = self._leased()
        env = {
            k: v
            for k, v in self.distribution.env.items()
            if not k.startswith("DOCKER_") and k.upper() not in _PROXY
        }
        return AcpLaunch(
            argv=(str(lease.command), *self.distribution.args),
            env=env,
            profile=self.profile,
            read_only=(str(lease.directory),),
        )

    async def prepare(self) -> AcpLaunch:
        """Install the agent into the cache unless it is there, hold it there until
        :meth:`close`, and say how to start it: the installed command, never ``npx``/``uvx``,
        so starting it needs no network."""
        return await asyncio.to_thread(self.launch)

    def close(self) -> None:
        with self._guard:
            if self._lease is not None:
                self._lease.release()
                self._lease = None


def registry_agent(
    id: str,
    version: str | None = None,
    allow_unverified: bool = False,
    *,
    cache: AgentCache | None = None,
    snapshot: RegistrySnapshot | None = None,
    sandbox: bool | Literal["bubblewrap", "seatbelt", "docker"] = True,
    network: Literal["none", "host"] = "none",
) -> RegistryAgent:
    """An agent of the ACP Registry snapshot bundled with the SDK, run on this machine.

    ``id`` may carry its version (``"qwen-code@0.9.1"``). Resolution is offline: the agent's
    build for this platform if the registry pins its sha256, else its exact npm or PyPI
    package, else (``allow_unverified=True`` only) a build or package nothing pins. A version
    newer than the snapshot's runs the same distribution at that version, after a warning: its
    package pinned to it, or its archive (whose sha256 nobody knows: ``allow_unverified=True``)
    at the URL that named the listed version; an older one is refused. Nothing is installed
    until the agent is prepared or quoted. ``cache`` and ``snapshot`` replace the install
    cache and the bundled snapshot.

    Each attempt runs in an OS sandbox, as :func:`local_agent`'s do (``sandbox``,
    ``network``); the install runs before it, outside it.
    """
    if not isinstance(allow_unverified, bool):
        raise invalid_input(
            f"allow_unverified must be True or False, not {allow_unverified!r:.40}.",
            argument="allow_unverified",
            hint=f"For example registry_agent({id!r:.40}, allow_unverified=True).",
        )
    box = requested(sandbox, network)
    agent_id, wanted = parse_spec(id, version)
    snap = snapshot or bundled_snapshot()
    listed = snap.entry(agent_id).version
    entry = resolve_entry(snap, agent_id, wanted)
    platform = current_platform()
    chosen = entry.best(platform)
    if chosen is None:
        raise EvalRouterError(
            "acp_agent_platform_unsupported",
            f"{agent_id} {entry.version} has no build for {platform} in the ACP Registry snapshot.",
            hint='Install it yourself and run it with local_agent("<command>").',
            details={"id": agent_id, "platform": platform},
        )
    if chosen.integrity == "unverified-upstream" and not allow_unverified:
        source = chosen.archive if chosen.kind == "binary" else chosen.package
        why = (
            f"no sha256 is known for it (the snapshot pins {listed}'s archive only)"
            if entry.version != listed and chosen.kind == "binary"
            else "which nothing pins (no sha256 in the registry, or no exact package version)"
        )
        raise EvalRouterError(
            "acp_agent_unverified_upstream",
            f"{agent_id} {entry.version} is distributed as {source!r}, {why}, so what would "
            "run here cannot be verified.",
            hint=f'If you trust its publisher, pass registry_agent("{agent_id}@'
            f'{entry.version}", allow_unverified=True); the quote then says the artifact is '
            "unverified.",
            details={"id": agent_id, "distribution": chosen.kind, "source": source},
        )
    if entry.version != listed:
        warnings.warn(
            f"{agent_id} {entry.version} is newer than the {listed} of the bundled ACP "
            f"Registry snapshot: it runs with the launch profile reviewed for {listed}.",
            UserWarning,
            skip_file_prefixes=(SDK_FILES,),
        )
    return RegistryAgent(
        entry,
        chosen,
        snapshot_sha256=snap.sha256,
        platform=platform,
        accept_unverified=chosen.integrity == "unverified-upstream",
        cache=cache,
        sandbox=box,
        listed_version=listed,
    )


def _rebuilt(
    id: str,
    version: str,
    listed_version: str,
    snapshot_sha256: str,
    allow_unverified: bool,
    sandbox: SandboxRequest,
) -> RegistryAgent:
    """The agent a pickle names, from this machine's snapshot: the same version it lists, or
    the same newer version over the same snapshot; ``acp_agent_version_not_in_snapshot``
    otherwise (another SDK here)."""
    snapshot = bundled_snapshot()
    here = snapshot.entry(id).version
    moved = version != listed_version
    if here != listed_version or (moved and snapshot.sha256 != snapshot_sha256):
        raise EvalRouterError(
            "acp_agent_version_not_in_snapshot",
            f"{id} {version} was resolved from an ACP Registry snapshot that lists "
            f"{listed_version} (sha256 {snapshot_sha256[:12]}…); the SDK on this machine "
            f"bundles another (sha256 {snapshot.sha256[:12]}…, {id} {here}).",
            hint="Install the same evalrouter-sdk version on every machine that runs the agent.",
            details={
                "id": id,
                "version": version,
                "listed_version": listed_version,
                "snapshot_sha256": snapshot_sha256,
                "here": snapshot.sha256,
            },
        )
    agent = registry_agent(id, version, allow_unverified)
    agent.sandbox = sandbox
    return agent
