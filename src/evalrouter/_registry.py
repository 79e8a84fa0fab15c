"""The bundled snapshot of the public ACP Registry: its file, its sha256, where it was built
from, its entries, and how an id resolves to one way of installing the agent on this machine
(with its integrity class). Versions other than the listed one: ``_registry_versions``.

Everything here is offline: only the files beside this module are read.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast

from ._exceptions import EvalRouterError

__all__ = [
    "PLATFORMS",
    "RENAMED",
    "SNAPSHOT_PATH",
    "SOURCE_PATH",
    "Distribution",
    "Integrity",
    "Kind",
    "RegistryEntry",
    "RegistrySnapshot",
    "SnapshotSource",
    "bundled_snapshot",
    "current_platform",
    "package_integrity",
    "parse_snapshot",
    "parse_spec",
]

SNAPSHOT_PATH = Path(__file__).with_name("_data") / "acp-registry" / "snapshot.json"
SOURCE_PATH = SNAPSHOT_PATH.with_name("source.json")  # written by scripts/build_acp_registry.py
MAX_SNAPSHOT_BYTES = 4 * 1024 * 1024
FORMAT_VERSION = "1.0.0"

Kind = Literal["binary", "npx", "uvx"]
Integrity = Literal["pinned", "package-registry", "unverified-upstream"]
PLATFORMS = (
    "darwin-aarch64",
    "darwin-x86_64",
    "linux-aarch64",
    "linux-x86_64",
    "windows-aarch64",
    "windows-x86_64",
)
_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")
_VERSION = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}")
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,127}")
_SHA256 = re.compile(r"[0-9a-fA-F]{64}")
_COMMAND = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
# Exact versions: npm ``name@X.Y.Z[-pre][+build]`` (the name may be scoped), PyPI ``name==v``
# or uv's ``name@v``.
_NPM_EXACT = re.compile(
    r"(?P<name>(?:@[a-z0-9._~-]+/)?[a-z0-9._~-]+)@\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?"
)
_PYPI_EXACT = re.compile(
    r"(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)"
    r"(?:==[0-9A-Za-z.+!_-]+|@(?P<at>[0-9][0-9A-Za-z.+!_-]*))"
)
# Ids the registry has renamed: old id → the current one.
RENAMED = {"claude-code-acp": "claude-acp"}
_KIND_ORDER: tuple[Kind, ...] = ("binary", "npx", "uvx")


@dataclass(frozen=True, slots=True)
class Distribution:
    """One way the registry offers to install an agent: a ``binary`` archive for one platform,
    an ``npx`` (npm) package or a ``uvx`` (PyPI) package, with the arguments and variables the
    registry gives its command."""

    kind: Kind
    integrity: Integrity
    platform: str | None = None  # binary only
    archive: str | None = None  # binary: the https URL
    cmd: str | None = None  # binary: the command inside the archive; npx/uvx: its bin, if named
    sha256: str | None = None  # binary: the archive's sha256, when the registry pins it
    package: str | None = None  # npx / uvx: the package spec as the registry writes it
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)

    @property
    def package_name(self) -> str | None:
        """The package's name without its version (``@scope/name``, ``name``)."""
        if self.package is None:
            return None
        if self.kind == "npx":
            head, at, _ = self.package[1:].partition("@")
            return self.package[0] + head if at else self.package
        return re.split(r"[\[=<>!~;@ ]", self.package, maxsplit=1)[0]

    @property
    def requirement(self) -> str | None:
        """uvx: the package as a pip requirement (uv's ``name@1.2`` is ``name==1.2``)."""
        exact = _PYPI_EXACT.fullmatch(self.package or "") if self.kind == "uvx" else None
        if exact is not None and exact.group("at"):
            return f"{exact.group('name')}=={exact.group('at')}"
        return self.package


def package_integrity(kind: Kind, package: str) -> Integrity:
    """``package-registry`` for an exact npm or PyPI version, else ``unverified-upstream``."""
    exact = (_NPM_EXACT if kind == "npx" else _PYPI_EXACT).fullmatch(package)
    return "package-registry" if exact else "unverified-upstream"


@dataclass(frozen=True, slots=True)
class RegistryEntry:
    """An agent the snapshot lists."""

    id: str
    name: str
    version: str
    description: str
    license: str | None
    repository: str | None
    distributions: tuple[Distribution, ...]

    def candidates(self, platform: str) -> list[Distribution]:
        """The distributions usable on ``platform``, in the order they are preferred: binary
        for this platform, npx, uvx."""
        usable = [d for d in self.distributions if d.kind != "binary" or d.platform == platform]
        return sorted(usable, key=lambda d: _KIND_ORDER.index(d.kind))

    def best(self, platform: str) -> Distribution | None:
        """The first verifiable candidate, else the first unverified one, else ``None`` (no
        build for this platform)."""
        candidates = self.candidates(platform)
        for d in candidates:
            if d.integrity != "unverified-upstream":
                return d
        return candidates[0] if candidates else None


@dataclass(frozen=True, slots=True)
class SnapshotSource:
    """The registry state a snapshot was built from, as its build recorded it: the commit and
    that commit's date (ISO 8601); ``None`` where not recorded."""

    commit: str | None = None
    date: str | None = None


@dataclass(frozen=True, slots=True)
class RegistrySnapshot:
    """The parsed snapshot, the sha256 of its bytes (what the service knows it by) and where
    it was built from."""

    sha256: str
    entries: Mapping[str, RegistryEntry]
    source: SnapshotSource = SnapshotSource()

    def entry(self, agent_id: str) -> RegistryEntry:
        """The entry with this id, else ``acp_agent_not_found`` naming the closest ids (or the
        id the registry renamed it to)."""
        found = self.entries.get(agent_id)
        if found is not None:
            return found
        from ._flows._names import did_you_mean

        renamed = RENAMED.get(agent_id)
        if renamed is not None and renamed in self.entries:
            close = [renamed]
            hint = f"The ACP Registry renamed {agent_id!r} to {renamed!r}: run {renamed!r}. "
        else:
            close = did_you_mean(agent_id, list(self.entries))
            hint = (
                f"Did you mean {', '.join(repr(c) for c in close)}? "
                if close
                else "List the agents with client.agents.list(). "
            )
        raise EvalRouterError(
            "acp_agent_not_found",
            f"The ACP Registry snapshot bundled with this SDK has no agent {agent_id!r}.",
            hint=hint + "A newer SDK may bundle a newer snapshot; a command of your own runs "
            'with local_agent("<command>").',
            details={"id": agent_id, "suggestions": [*close], "snapshot_sha256": self.sha256},
        )


def current_platform() -> str:
    """This machine's platform in the registry's terms (``linux-x86_64``), else
    ``acp_agent_platform_unsupported``."""
    import platform as _platform

    system = _platform.system().lower()
    machine = _platform.machine().lower()
    os_name = {"darwin": "darwin", "linux": "linux", "windows": "windows"}.get(system)
    arch = {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "aarch64", "aarch64": "aarch64"}.get(
        machine
    )
    if os_name is None or arch is None:
        raise EvalRouterError(
            "acp_agent_platform_unsupported",
            f"ACP Registry agents have no builds for this machine ({system}/{machine}).",
            hint='Run an agent installed by other means with local_agent("<command>").',
            details={"system": system, "machine": machine},
        )
    return f"{os_name}-{arch}"


def _bad(message: str, where: str) -> EvalRouterError:
    return EvalRouterError(
        "acp_registry_snapshot_invalid",
        f"The ACP Registry snapshot is not valid: {where}: {message}.",
        hint="Rebuild it with scripts/build_acp_registry.py from a checkout of the registry.",
        details={"where": where},
    )


def _string(value: object, where: str, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise _bad("expected a string", where)
    return value


def _args(value: object, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        raise _bad("args must be a list of strings", where)
    return tuple(cast(list[str], value))


def _env(value: object, where: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _bad("env must be an object", where)
    out: dict[str, str] = {}
    for name, v in cast(dict[object, object], value).items():
        if not isinstance(name, str) or not _ENV_NAME.fullmatch(name) or not isinstance(v, str):
            raise _bad(f"env {name!r} must be a variable name with a string value", where)
        out[name] = v
    return out


def _binary(platform: str, target: object, where: str) -> Distribution:
    if platform not in PLATFORMS or not isinstance(target, dict):
        raise _bad(f"unknown platform {platform!r} or not an object", where)
    t = cast(dict[str, object], target)
    archive = _string(t.get("archive"), f"{where}.archive") or ""
    if not archive.startswith("https://"):
        raise _bad("archive must be an https:// URL", where)
    cmd = _string(t.get("cmd"), f"{where}.cmd") or ""
    parts = cmd.replace("\\", "/").split("/")
    if not cmd or cmd.startswith(("/", "\\")) or ".." in parts or ":" in cmd:
        raise _bad("cmd must be a relative path inside the archive", where)
    sha = _string(t.get("sha256"), f"{where}.sha256", optional=True)
    if sha is not None and not _SHA256.fullmatch(sha):
        raise _bad("sha256 must be 64 hex digits", where)
    sha = sha.lower() if sha else None
    return Distribution(
        kind="binary",
        integrity="pinned" if sha else "unverified-upstream",
        platform=platform,
        archive=archive,
        cmd=cmd,
        sha256=sha,
        args=_args(t.get("args"), f"{where}.args"),
        env=_env(t.get("env"), f"{where}.env"),
    )


def _package(kind: Kind, value: object, where: str) -> Distribution:
    if not isinstance(value, dict):
        raise _bad("expected an object", where)
    v = cast(dict[str, object], value)
    package = _string(v.get("package"), f"{where}.package") or ""
    if not package.strip() or package != package.strip():
        raise _bad("package must be a package name", where)
    cmd = _string(v.get("cmd"), f"{where}.cmd", optional=True)
    if cmd is not None and not _COMMAND.fullmatch(cmd):
        raise _bad("cmd must name one of the package's commands", where)
    return Distribution(
        kind=kind,
        integrity=package_integrity(kind, package),
        package=package,
        cmd=cmd,
        args=_args(v.get("args"), f"{where}.args"),
        env=_env(v.get("env"), f"{where}.env"),
    )


def _entry(raw: object, index: int) -> RegistryEntry:
    where = f"agents[{index}]"
    if not isinstance(raw, dict):
        raise _bad("expected an object", where)
    r = cast(dict[str, object], raw)
    agent_id = _string(r.get("id"), f"{where}.id") or ""
    if not _ID.fullmatch(agent_id):
        raise _bad(f"id {agent_id!r} is not a registry id", where)
    where = f"agents[{agent_id}]"
    version = _string(r.get("version"), f"{where}.version") or ""
    if not _VERSION.fullmatch(version):
        raise _bad(f"version {version!r} is not a version", where)
    dist = r.get("distribution")
    if not isinstance(dist, dict) or not dist:
        raise _bad("distribution must be a non-empty object", where)
    found: list[Distribution] = []
    for kind, value in cast(dict[str, object], dist).items():
        at = f"{where}.distribution.{kind}"
        if kind == "binary":
            if not isinstance(value, dict):
                raise _bad("expected an object of platforms", at)
            for plat, target in cast(dict[str, object], value).items():
                found.append(_binary(plat, target, f"{at}.{plat}"))
        elif kind in ("npx", "uvx"):
            found.append(_package(cast(Kind, kind), value, at))
        else:
            raise _bad(f"unknown distribution {kind!r}", at)
    return RegistryEntry(
        id=agent_id,
        name=_string(r.get("name"), f"{where}.name") or agent_id,
        version=version,
        description=_string(r.get("description"), f"{where}.description", optional=True) or "",
        license=_string(r.get("license"), f"{where}.license", optional=True),
        repository=_string(r.get("repository"), f"{where}.repository", optional=True),
        distributions=tuple(found),
    )


def parse_snapshot(data: bytes) -> RegistrySnapshot:
    """Validate a snapshot's bytes: ``acp_registry_snapshot_invalid`` names what is wrong."""
    if len(data) > MAX_SNAPSHOT_BYTES:
        raise _bad(f"{len(data)} bytes, more than {MAX_SNAPSHOT_BYTES}", "file")
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise _bad(f"not JSON ({exc})", "file") from None
    if not isinstance(raw, dict) or raw.get("version") != FORMAT_VERSION:
        raise _bad(f'expected an object with "version": "{FORMAT_VERSION}"', "file")
    agents = cast(dict[str, object], raw).get("agents")
    if not isinstance(agents, list):
        raise _bad("agents must be a list", "file")
    entries: dict[str, RegistryEntry] = {}
    for index, item in enumerate(cast(list[object], agents)):
        entry = _entry(item, index)
        if entry.id in entries:
            raise _bad(f"id {entry.id!r} is listed twice", f"agents[{index}]")
        entries[entry.id] = entry
    return RegistrySnapshot(sha256=hashlib.sha256(data).hexdigest(), entries=entries)


@functools.cache
def bundled_snapshot() -> RegistrySnapshot:
    """The snapshot shipped with this SDK (read once per process), with where it was built
    from (``source.json`` beside it)."""
    try:
        data = SNAPSHOT_PATH.read_bytes()
        source = json.loads(SOURCE_PATH.read_bytes())
    except OSError as exc:
        raise _bad(f"cannot be read ({exc.strerror})", "file") from None
    except ValueError:
        raise _bad("not JSON", SOURCE_PATH.name) from None
    snapshot = parse_snapshot(data)
    if not isinstance(source, dict) or source.get("snapshot_sha256") != snapshot.sha256:
        raise _bad("it names another snapshot.json", SOURCE_PATH.name)
    s = cast(dict[str, object], source)
    built = SnapshotSource(
        commit=_string(s.get("commit"), "source.json commit", optional=True),
        date=_string(s.get("date"), "source.json date", optional=True),
    )
    return dataclasses.replace(snapshot, source=built)


def parse_spec(value: object, version: object, argument: str = "id") -> tuple[str, str | None]:
    """``"id"`` or ``"id@version"`` (and ``version=``): ``acp_agent_invalid`` otherwise."""
    hint = 'Pass a registry id such as "qwen-code", or "qwen-code@0.9.1".'
    if not isinstance(value, str) or not value.strip():
        raise EvalRouterError(
            "acp_agent_invalid",
            f"{argument} must name an ACP Registry agent, not {value!r:.60}.",
            hint=hint,
            details={"argument": argument},
        )
    agent_id, at, pinned = value.strip().partition("@")
    if at and version is not None and version != pinned:
        raise EvalRouterError(
            "acp_agent_invalid",
            f"{value!r} and version={version!r} name two versions.",
            hint="Name the version once.",
            details={"argument": "version"},
        )
    wanted = pinned if at else version
    if not _ID.fullmatch(agent_id) or (
        wanted is not None and (not isinstance(wanted, str) or not _VERSION.fullmatch(wanted))
    ):
        raise EvalRouterError(
            "acp_agent_invalid",
            f"{value!r:.80} is not an ACP Registry id (lowercase letters, digits, '.', '_', "
            "'-'), optionally with @version.",
            hint=hint,
            details={"argument": argument},
        )
    return agent_id, wanted
