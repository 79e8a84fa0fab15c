"""The local record that makes ``runs.create(..., idempotency_key=k)`` repeatable.

For each explicit key it remembers the quote the create made (written once, before the quote is
admitted; records of the run written by older releases are still read), so repeating the create
after a crash re-admits that quote (admission is idempotent per quote on the server) and gets
back its run, and never starts a second one. The file holds no credentials; keys are stored
hashed together with the API address and workspace they were used against.

Everything here blocks (file reads, atomic writes with fsync, an advisory lock): the flows call
it as ``Blocking`` steps, so the async client runs it in a worker thread, off the event loop.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from ._exceptions import EvalRouterError

log = logging.getLogger("evalrouter")

ENV_STATE_DIR = "EVALROUTER_STATE_DIR"
FILE_NAME = "idempotency.json"
LOCK_NAME = "idempotency.lock"
SCHEMA = 1
# Quotes expire long before this; older entries only make the file grow.
KEEP_SECONDS = 30 * 24 * 3600

__all__ = ["IdempotencyStore", "derive_key", "state_dir", "write_json"]


def state_dir(environ: Mapping[str, str] | None = None) -> Path:
    """``EVALROUTER_STATE_DIR``, else ``$XDG_STATE_HOME/evalrouter``, else
    ``~/.local/state/evalrouter``."""
    env = os.environ if environ is None else environ
    if env.get(ENV_STATE_DIR):
        return Path(env[ENV_STATE_DIR]).expanduser()
    if env.get("XDG_STATE_HOME"):
        return Path(env["XDG_STATE_HOME"]).expanduser() / "evalrouter"
    return Path.home() / ".local" / "state" / "evalrouter"


def write_json(path: Path, data: object, *, sync: bool = True) -> None:
    """Replace ``path`` with ``data`` as JSON, atomically (a private temporary file, fsync
    unless ``sync`` is False, rename), the file 0600 in a 0700 directory made if missing.
    Raises ``OSError``."""
    write_text(path, json.dumps(data, separators=(",", ":"), sort_keys=True), sync=sync)


def write_text(path: Path, text: str, *, sync: bool = True) -> None:
    """``write_json`` for text already serialised (so a caller can serialise on one thread and
    write on another)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            os.fchmod(handle.fileno(), 0o600)
            handle.write(text)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def derive_key(key: str, purpose: str) -> str:
    """The key of one write of a create (``quote``, ``run``), derived from the caller's key.

    Stays within the API's 128 characters by hashing long keys.
    """
    derived = f"{key}:{purpose}"
    if len(derived) <= 128:
        return derived
    return f"{hashlib.sha256(key.encode()).hexdigest()}:{purpose}"


class IdempotencyStore:
    """``key → {quote_id, run_id}`` in one small JSON file, written atomically with mode 0600."""

    def __init__(self, directory: Path, scope: str) -> None:
        self.directory = directory
        self.path = directory / FILE_NAME
        self._scope = scope

    @classmethod
    def default(cls, scope: str, directory: Path | None = None) -> IdempotencyStore:
        """The store in ``directory`` (a client's own state folder), else ``state_dir()``."""
        return cls(directory or state_dir(), scope)

    def _id(self, key: str) -> str:
        return hashlib.sha256(f"{self._scope}\n{key}".encode()).hexdigest()

    def _read(self) -> dict[str, Any]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise self._error("read", exc) from exc
        try:
            data = json.loads(raw)
        except ValueError:
            log.warning("ignoring unreadable idempotency state in %s", self.path)
            return {}
        entries = data.get("entries") if isinstance(data, dict) else None
        return entries if isinstance(entries, dict) else {}

    def get(self, key: str) -> dict[str, Any] | None:
        entry = self._read().get(self._id(key))
        return entry if isinstance(entry, dict) else None

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Serialise read-modify-write across threads and processes sharing the folder, so
        two creates with different keys never drop each other's record."""
        try:
            import fcntl
        except ImportError:  # Windows: no advisory locks here; writes stay atomic
            yield
            return
        try:
            self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(self.directory / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise self._error("lock", exc) from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def put(self, key: str, **fields: Any) -> None:
        with self._locked():
            self._put(key, fields)

    def _put(self, key: str, fields: Mapping[str, Any]) -> None:
        entries = self._read()
        now = time.time()
        entries = {
            k: v
            for k, v in entries.items()
            if isinstance(v, dict) and now - float(v.get("updated_at", 0)) < KEEP_SECONDS
        }
        entry = dict(entries.get(self._id(key)) or {})
        entry.update(fields)
        entry["updated_at"] = now
        entries[self._id(key)] = entry
        self._write({"schema": SCHEMA, "entries": entries})

    def _write(self, data: dict[str, Any]) -> None:
        try:
            write_json(self.path, data)
        except OSError as exc:
            raise self._error("write", exc) from exc

    def _error(self, action: str, exc: OSError) -> EvalRouterError:
        return state_unavailable(
            f"{action} the idempotency state file {self.path}",
            exc,
            "a repeated create with the same idempotency_key safe",
        )


def state_unavailable(doing: str, exc: OSError, makes: str) -> EvalRouterError:
    """A state file on this machine that could not be read or written: ``doing`` says which
    (``"write the ... file <path>"``), ``makes`` what the state is for."""
    return EvalRouterError(
        "state_unavailable",
        f"Could not {doing}: {exc.strerror or exc}.",
        hint=f"Set {ENV_STATE_DIR} to a writable directory; the state is what makes {makes}.",
    )
