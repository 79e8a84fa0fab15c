"""The install cache of registry agents: one directory per distribution under a private root
(0700), filled once by an installer and leased for as long as an agent runs.

A lease holds a shared ``flock`` on ``<key>.lock``: installing takes it exclusively, then keeps
it shared until :meth:`Lease.release`; eviction (least recently leased first, when the cache
outgrows its bound) only removes installs whose lock it can take exclusively at once, so an
install in use is never removed. Installs are built in ``.tmp-*`` and renamed into place; one
with a valid ``manifest.json`` is complete.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ...._exceptions import EvalRouterError
from ...._hashing import canonical_hash
from ...._registry import Distribution, Kind, RegistryEntry
from .installers import INSTALLERS, CacheBounds, Installer, Payload

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue

__all__ = ["CacheBounds", "AgentCache", "Installer", "Lease", "Payload", "cache_root"]

LAYOUT = "evalrouter-acp-agent-install-v1"
MANIFEST_SCHEMA = "evalrouter.acp-agent-install.v1"


def cache_root() -> Path:
    """``$XDG_CACHE_HOME/evalrouter/acp-agents``, else ``~/.cache/evalrouter/acp-agents``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "evalrouter" / "acp-agents"


def _unsafe(root: Path, why: str) -> EvalRouterError:
    return EvalRouterError(
        "acp_agent_cache_unsafe",
        f"The registry agents' install cache {str(root)!r} {why}, so nothing is installed there.",
        hint="Make it a directory of your own (or remove it and let the SDK create it), or "
        "point XDG_CACHE_HOME elsewhere.",
        details={"root": str(root)},
    )


def _private_root(root: Path) -> Path:
    try:
        root.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            root.mkdir(mode=0o700)
        info = root.lstat()
    except OSError as exc:
        raise _unsafe(root, f"cannot be created ({exc.strerror})") from None
    if not stat.S_ISDIR(info.st_mode):
        raise _unsafe(root, "is not a directory (or is a symbolic link)")
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise _unsafe(root, "belongs to another user")
    if stat.S_IMODE(info.st_mode) != 0o700:
        os.chmod(root, 0o700)
    return root


def _flock(handle: IO[bytes], mode: str, *, block: bool) -> bool:
    """Take a lock (``"ex"``, ``"sh"`` or ``"un"``); ``False`` when it is held elsewhere and
    ``block`` is off. Where there is no ``flock`` (Windows) every lock is granted."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return True
    op = {"ex": fcntl.LOCK_EX, "sh": fcntl.LOCK_SH, "un": fcntl.LOCK_UN}[mode]
    try:
        fcntl.flock(handle.fileno(), op if block or mode == "un" else op | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _tree_bytes(path: Path) -> int:
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(folder, name)).st_size
    return total


def _inside(base: Path, relative: str) -> Path | None:
    """``base/relative`` when it stays inside ``base`` (symbolic links resolved), else None."""
    target = (base / relative).resolve()
    return target if target.is_relative_to(base.resolve()) else None


class Lease:
    """One agent's install, held (a shared lock) until :meth:`release`."""

    def __init__(self, directory: Path, manifest: Mapping[str, JsonValue], lock: IO[bytes]):
        self.directory = directory
        self.manifest = manifest
        self._lock: IO[bytes] | None = lock
        self._finalizer = weakref.finalize(self, lock.close)

    @property
    def command(self) -> Path:
        return self.directory / str(self.manifest["command"])

    @property
    def artifact_sha256(self) -> str:
        return str(self.manifest["artifact_sha256"])

    @property
    def held(self) -> bool:
        return self._lock is not None

    def release(self) -> None:
        """Let the install be evicted again (idempotent)."""
        if self._lock is not None:
            self._lock = None
            self._finalizer()


class AgentCache:
    """The install cache at ``root`` (default :func:`cache_root`), within ``bounds``.
    ``installers`` replaces the installer of a kind (tests use fakes)."""

    def __init__(
        self,
        root: Path | None = None,
        *,
        bounds: CacheBounds | None = None,
        installers: Mapping[Kind, Installer] | None = None,
    ) -> None:
        self._root = root
        self.bounds = bounds or CacheBounds()
        self._installers = dict(installers or {})
        self._guard = threading.Lock()  # one install at a time per process and cache

    @property
    def root(self) -> Path:
        return self._root if self._root is not None else cache_root()

    @staticmethod
    def key(dist: Distribution, platform: str) -> str:
        """The install's name: what was installed, not which agent asked for it."""
        what: dict[str, JsonValue] = {"layout": LAYOUT, "kind": dist.kind, "platform": platform}
        if dist.kind == "binary" and dist.sha256:
            what["sha256"] = dist.sha256
        elif dist.kind == "binary":
            what.update(archive=dist.archive, cmd=dist.cmd)
        else:
            what["package"] = dist.package
            if dist.cmd is not None:  # the registry names its command (unnamed: keys as before)
                what["cmd"] = dist.cmd
        return canonical_hash(what)

    def _installer(self, kind: Kind) -> Installer:
        if kind in self._installers:
            return self._installers[kind]
        return INSTALLERS[kind]

    def lease(self, entry: RegistryEntry, dist: Distribution, platform: str) -> Lease:
        """Install ``dist`` unless a valid install is cached, and hold it. Raises
        ``acp_agent_*`` errors with a hint."""
        root = _private_root(self.root)
        key = self.key(dist, platform)
        try:
            return self._lease(root, key, entry, dist, platform)
        except OSError as exc:
            raise EvalRouterError(
                "acp_agent_install_failed",
                f"The install cache {str(root)!r} could not be used for {entry.id}: "
                f"{exc.strerror or exc}.",
                hint="Check the disk space and permissions of the cache (XDG_CACHE_HOME).",
                details={"id": entry.id, "root": str(root)},
            ) from None

    def _lease(
        self, root: Path, key: str, entry: RegistryEntry, dist: Distribution, platform: str
    ) -> Lease:
        with self._guard:
            for _ in range(3):  # an eviction between the two locks makes us look again
                lease = self._lease_once(root, key, entry, dist, platform)
                if lease is not None:
                    break
            else:
                raise EvalRouterError(
                    "acp_agent_install_failed",
                    f"The install of {entry.id} kept disappearing from {str(root)!r}.",
                    hint="Another process is clearing the cache; try again.",
                )
        self._clean(root, keep=key)
        return lease

    def _lease_once(
        self, root: Path, key: str, entry: RegistryEntry, dist: Distribution, platform: str
    ) -> Lease | None:
        lock = (root / f"{key}.lock").open("a+b")
        try:
            directory = root / key
            self._wait(lock, "sh", entry)  # held exclusively only while installing or evicting
            manifest = self._valid_manifest(directory, key, dist)
            if manifest is None:
                _flock(lock, "un", block=True)

                # Another runner may install it meanwhile and lease it (a shared lock held as
                # long as its agent runs): its finished install ends this wait too.
                def installed() -> bool:
                    return self._valid_manifest(directory, key, dist) is not None

                if self._wait(lock, "ex", entry, done=installed):
                    manifest = self._valid_manifest(directory, key, dist)
                    if manifest is None:
                        manifest = self._install(root, key, entry, dist, platform)
                else:
                    self._wait(lock, "sh", entry)
                _flock(lock, "sh", block=True)
                manifest = self._valid_manifest(directory, key, dist)
                if manifest is None:  # evicted between the locks: the caller looks again
                    lock.close()
                    return None
            os.utime(directory / "manifest.json")  # least recently leased goes first
            return Lease(directory, manifest, lock)
        except BaseException:
            lock.close()
            raise

    def _wait(
        self,
        lock: IO[bytes],
        mode: str,
        entry: RegistryEntry,
        done: Callable[[], bool] | None = None,
    ) -> bool:
        """Take the lock, waiting (bounded, backing off) while another process installs: True
        once taken, False when ``done()`` says the wait is over first (the lock not taken)."""
        deadline = time.monotonic() + self.bounds.lock_wait_seconds
        pause = 0.05
        while not _flock(lock, mode, block=False):
            if done is not None and done():
                return False
            if time.monotonic() >= deadline:
                raise EvalRouterError(
                    "acp_agent_install_failed",
                    f"Another process has been installing {entry.id} for more than "
                    f"{self.bounds.lock_wait_seconds:.0f} s.",
                    hint="Wait for it to finish, or stop it, then try again.",
                    details={"id": entry.id, "reason": "locked"},
                )
            time.sleep(pause)
            pause = min(pause * 2, 1.0)
        return True

    @staticmethod
    def _valid_manifest(
        directory: Path, key: str, dist: Distribution
    ) -> Mapping[str, JsonValue] | None:
        try:
            manifest = json.loads((directory / "manifest.json").read_bytes())
        except (OSError, ValueError):
            return None
        if not isinstance(manifest, dict) or manifest.get("schema") != MANIFEST_SCHEMA:
            return None
        command, artifact = manifest.get("command"), manifest.get("artifact_sha256")
        if manifest.get("key") != key or not isinstance(command, str):
            return None
        if not isinstance(artifact, str) or len(artifact) != 64:
            return None
        if dist.sha256 is not None and artifact != dist.sha256:
            return None
        found = _inside(directory, command)
        if found is None or not found.is_file():
            return None
        return manifest

    def _install(
        self, root: Path, key: str, entry: RegistryEntry, dist: Distribution, platform: str
    ) -> Mapping[str, JsonValue]:
        work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=root))
        try:
            payload = self._installer(dist.kind)(dist, work, self.bounds)
            size = _tree_bytes(work)
            if size > self.bounds.installed_bytes:
                raise EvalRouterError(
                    "acp_agent_install_too_large",
                    f"{entry.id} takes {size} bytes installed, more than the "
                    f"{self.bounds.installed_bytes} an agent may take.",
                    hint='Run it from your own install with local_agent("<command>").',
                    details={"id": entry.id, "installed_bytes": size},
                )
            found = _inside(work, payload.command)
            if found is None or not found.is_file():
                raise EvalRouterError(
                    "acp_agent_install_failed",
                    f"Installing {entry.id} did not make its command {payload.command!r}.",
                    hint="The registry entry may be wrong for this platform; try another "
                    "version of the SDK, or run the agent with local_agent().",
                    details={"id": entry.id, "command": payload.command},
                )
            manifest: dict[str, JsonValue] = {
                "schema": MANIFEST_SCHEMA,
                "key": key,
                "agent_id": entry.id,
                "version": entry.version,
                "kind": dist.kind,
                "platform": platform,
                "source": dist.archive if dist.kind == "binary" else dist.package,
                "integrity": dist.integrity,
                "artifact_sha256": payload.artifact_sha256,
                "command": payload.command,
                "installed_bytes": size,
                "installed_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            }
            (work / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
            target = root / key
            if target.exists():
                shutil.rmtree(target)  # an invalid install: ours to rebuild (we hold the lock)
            os.rename(work, target)
            return manifest
        finally:
            if work.exists():
                shutil.rmtree(work, ignore_errors=True)

    def _installs(self, root: Path) -> Iterator[tuple[str, float, int]]:
        for manifest in root.glob("*/manifest.json"):
            try:
                info = manifest.stat()
                size = json.loads(manifest.read_bytes()).get("installed_bytes", 0)
            except (OSError, ValueError, AttributeError):
                continue
            yield manifest.parent.name, info.st_mtime, size if isinstance(size, int) else 0

    def _clean(self, root: Path, *, keep: str) -> None:
        """Remove stale temp dirs, then the least recently leased installs nobody holds until
        the cache is within its bound."""
        now = time.time()
        for temp in root.glob(".tmp-*"):
            with contextlib.suppress(OSError):
                if now - temp.lstat().st_mtime > self.bounds.stale_temp_seconds:
                    shutil.rmtree(temp, ignore_errors=True)
        installs = sorted(self._installs(root), key=lambda row: row[1])
        total = sum(size for _key, _mtime, size in installs)
        for key, _mtime, size in installs:
            if total <= self.bounds.cache_bytes:
                break
            if key == keep:
                continue
            with (root / f"{key}.lock").open("a+b") as lock:
                if _flock(lock, "ex", block=False):
                    shutil.rmtree(root / key, ignore_errors=True)
                    total -= size
