"""``client.agents``: the ACP Registry agents this SDK can run, read offline from the snapshot
it bundles (no request is made)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ._registry import (
    Integrity,
    RegistryEntry,
    RegistrySnapshot,
    bundled_snapshot,
    current_platform,
)

if TYPE_CHECKING:
    from ._client import AsyncEvalRouter, EvalRouter

__all__ = ["AgentListing", "Agents", "AsyncAgents", "RegistryAgentInfo", "SnapshotInfo"]


@dataclass(frozen=True, slots=True)
class RegistryAgentInfo:
    """One agent of the snapshot. ``integrity`` is how what would run here is verified:
    ``pinned`` (a build whose sha256 the registry gives), ``package-registry`` (an exact npm
    or PyPI version), ``unverified-upstream`` (needs ``allow_unverified=True``), or
    ``unsupported`` (no build for this platform)."""

    id: str
    version: str
    name: str
    description: str
    integrity: Integrity | Literal["unsupported"]
    distribution: Literal["binary", "npx", "uvx"] | None
    """The one ``registry_agent(id)`` would install here (``None`` when unsupported)."""
    license: str | None
    repository: str | None


@dataclass(frozen=True, slots=True)
class SnapshotInfo:
    """Which ACP Registry snapshot a listing reads: its sha256 (what quotes name and services
    list), and the registry commit it was built from with that commit's date (ISO 8601), as
    its build recorded them (``None`` where it did not)."""

    sha256: str
    commit: str | None
    date: str | None


@dataclass(frozen=True, slots=True)
class AgentListing:
    """The snapshot's agents for this platform, by id, and which snapshot it is."""

    snapshot_sha256: str
    platform: str
    data: tuple[RegistryAgentInfo, ...]
    snapshot: SnapshotInfo


def _info(entry: RegistryEntry, platform: str) -> RegistryAgentInfo:
    best = entry.best(platform)
    return RegistryAgentInfo(
        id=entry.id,
        version=entry.version,
        name=entry.name,
        description=entry.description,
        integrity=best.integrity if best else "unsupported",
        distribution=best.kind if best else None,
        license=entry.license,
        repository=entry.repository,
    )


def listing(snapshot: RegistrySnapshot | None = None) -> AgentListing:
    snap = snapshot or bundled_snapshot()
    platform = current_platform()
    rows = tuple(_info(snap.entries[k], platform) for k in sorted(snap.entries))
    about = SnapshotInfo(sha256=snap.sha256, commit=snap.source.commit, date=snap.source.date)
    return AgentListing(snapshot_sha256=snap.sha256, platform=platform, data=rows, snapshot=about)


def find(agent_id: str, snapshot: RegistrySnapshot | None = None) -> RegistryAgentInfo:
    snap = snapshot or bundled_snapshot()
    return _info(snap.entry(agent_id), current_platform())


class Agents:
    """``client.agents``: the ACP Registry agents you can run with ``registry_agent(id)``, read
    offline from the snapshot bundled with the SDK."""

    def __init__(self, client: EvalRouter) -> None:
        self._client = client

    def list(self) -> AgentListing:
        """Every agent of the bundled snapshot, with how it would be verified here."""
        return listing()

    def get(self, id: str) -> RegistryAgentInfo:
        """One agent by id; ``acp_agent_not_found`` (with the closest ids) otherwise."""
        return find(id)


class AsyncAgents:
    """``client.agents`` of the async client: as :class:`Agents` (offline, nothing awaited
    on the network)."""

    def __init__(self, client: AsyncEvalRouter) -> None:
        self._client = client

    async def list(self) -> AgentListing:
        """Every agent of the bundled snapshot, with how it would be verified here."""
        return listing()

    async def get(self, id: str) -> RegistryAgentInfo:
        """One agent by id; ``acp_agent_not_found`` (with the closest ids) otherwise."""
        return find(id)
