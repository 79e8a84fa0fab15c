"""Versions of ACP Registry agents other than the one the bundled snapshot lists: which is
newer, and the snapshot's entry moved to a newer version for a run on this machine (its packages
pinned to that version; its archives renamed, with no sha256 known for them).

Offline, as ``_registry``: nothing here asks a package registry which versions exist.
"""

from __future__ import annotations

import dataclasses
import re

from evalrouter_generated._model import JsonValue

from ._exceptions import EvalRouterError
from ._registry import Distribution, RegistryEntry, RegistrySnapshot, package_integrity

__all__ = ["at_version", "is_newer", "resolve_entry"]

_VERSION = re.compile(r"(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?")

_Key = tuple[tuple[int, ...], int, tuple[tuple[int, int, str], ...]]


def _key(version: str) -> _Key | None:
    """A semantic version's order (any number of release parts; a pre-release sorts before
    its release), or ``None`` when ``version`` is not one."""
    found = _VERSION.fullmatch(version)
    if found is None:
        return None
    release = tuple(int(part) for part in found.group(1).split("."))
    while release and release[-1] == 0:
        release = release[:-1]
    pre = found.group(2)
    if pre is None:
        return release, 1, ()
    ids = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in pre.split("."))
    return release, 0, ids


def is_newer(version: str, than: str) -> bool | None:
    """Whether ``version`` comes after ``than``; ``None`` when either is not a version."""
    mine, theirs = _key(version), _key(than)
    return None if mine is None or theirs is None else mine > theirs


def _moved(dist: Distribution, listed: str, version: str) -> Distribution | None:
    """``dist`` at ``version``: a package pinned to it, or an archive whose URL named the
    listed version (no sha256 is known for it); ``None`` when the archive's URL does not."""
    if dist.kind == "binary":
        if dist.archive is None or listed not in dist.archive:
            return None
        return dataclasses.replace(
            dist,
            integrity="unverified-upstream",
            archive=dist.archive.replace(listed, version),
            cmd=(dist.cmd or "").replace(listed, version),
            sha256=None,
        )
    name = dist.package_name or ""
    if dist.kind == "npx":
        package = f"{name}@{version}"
    else:
        extras = re.match(r"[^\[=<>!~;@ ]*(\[[^\]]*\])", dist.package or "")
        package = f"{name}{extras.group(1) if extras else ''}=={version}"
    return dataclasses.replace(
        dist, integrity=package_integrity(dist.kind, package), package=package
    )


def at_version(entry: RegistryEntry, version: str) -> RegistryEntry:
    """``entry`` at ``version`` (newer than the listed one): its distributions moved to it."""
    moved = [_moved(d, entry.version, version) for d in entry.distributions]
    found = tuple(d for d in moved if d is not None)
    if not found:
        raise EvalRouterError(
            "acp_agent_version_unavailable",
            f"{entry.id} {version} cannot be located from the ACP Registry snapshot: the "
            f"archive URLs of {entry.version} it lists do not name their version.",
            hint=f'Run registry_agent("{entry.id}") for {entry.version}, or install {version} '
            'yourself and run it with local_agent("<command>").',
            details={"id": entry.id, "version": version, "available": entry.version},
        )
    return dataclasses.replace(entry, version=version, distributions=found)


def resolve_entry(
    snapshot: RegistrySnapshot, agent_id: str, version: str | None, *, hosted: bool = False
) -> RegistryEntry:
    """The snapshot's entry for ``agent_id`` at ``version`` (the listed one when ``None``). A
    newer version is the entry moved to it (:func:`at_version`), except for an agent EvalRouter
    runs (``hosted``), which runs the listed version only; an older one is refused."""
    entry = snapshot.entry(agent_id)
    if version is None or version == entry.version:
        return entry
    details: dict[str, JsonValue] = {"id": agent_id, "version": version, "available": entry.version}
    newer = is_newer(version, entry.version)
    if not newer:
        why = "an older version" if newer is False else "not a version this SDK can compare"
        raise EvalRouterError(
            "acp_agent_version_unavailable",
            f"The bundled ACP Registry snapshot has {agent_id} {entry.version}; {version} is "
            f"{why}.",
            hint=f'Run registry_agent("{agent_id}") for {entry.version}, or name a newer '
            f'version (registry_agent("{agent_id}@X.Y.Z")).',
            details=details,
        )
    if hosted:
        raise EvalRouterError(
            "acp_agent_version_not_in_snapshot",
            f"{agent_id} {version} is newer than the {entry.version} the ACP Registry snapshot "
            "of this SDK lists; EvalRouter runs a hosted agent from that snapshot, so "
            f"{entry.version} only.",
            hint=f"Leave the version out to run {entry.version} hosted, or run {version} on "
            f'this machine: registry_agent("{agent_id}@{version}").',
            details=details,
        )
    return at_version(entry, version)
