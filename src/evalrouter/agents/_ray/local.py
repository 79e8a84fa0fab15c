"""A Ray cluster that ``RayExecutor`` starts on this machine (the lookup in ``cluster`` found
none to join, or ``address="local"``) accepts only this user. A cluster the user started or
named (``address=``, ``RAY_ADDRESS``, one ``ray start`` left running here) is theirs to secure,
and is joined as it is.

- Token authentication: Ray 2.59 and later (``cluster`` refuses an older one) turn it on for a
  cluster ``ray.init`` starts (``RAY_AUTH_MODE`` unset); ``RAY_AUTH_MODE`` set to anything but
  ``token`` is refused rather than obeyed.
- The token file (``RAY_AUTH_TOKEN_PATH``, else Ray's ``~/.ray/auth_token``; none when
  ``RAY_AUTH_TOKEN`` holds the token) is made here before Ray would make it: a temporary file of
  mode 0600 in the same folder, linked into place, so no reader ever sees it partly written or
  open to others, and two processes racing keep one token. Ray writes it with the process umask
  (0644 usually: every user can read it, and so join the cluster). An existing one of this
  user's that others can open is set back to 0600, with a warning; one owned by another user is
  refused (``ray_token_file_unsafe``).
- Loopback: Ray has one switch that keeps a node's servers on 127.0.0.1, the one it uses where
  it does not support clusters of several machines (macOS, Windows): ``ENABLE_RAY_CLUSTER``
  false makes the node's address 127.0.0.1, and the GCS, the raylet, the workers and the
  runtime-env agent then listen there. It is set for the ``ray.init`` that starts the cluster
  (a cluster that ``ray.init`` starts has this one node). No dashboard.
- Its temporary folder (sessions, logs, the raylet's and object store's sockets) is a private
  one (0700) rather than ``/tmp/ray``, which Ray makes writable by every user; it is removed
  when the process exits.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import logging
import os
import secrets
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..._exceptions import EvalRouterError

__all__ = ["local_cluster", "token_file_private"]

log = logging.getLogger("evalrouter.agents")

AUTH_MODE = "RAY_AUTH_MODE"
AUTH_TOKEN = "RAY_AUTH_TOKEN"
AUTH_TOKEN_PATH = "RAY_AUTH_TOKEN_PATH"
_OPEN_TO_OTHERS = 0o077


def _ray_module(name: str) -> Any:
    """One of Ray's private modules (``ray._private.<name>``), or None if it has moved."""
    try:
        return importlib.import_module(f"ray._private.{name}")
    except ImportError:
        return None


@contextlib.contextmanager
def local_cluster() -> Iterator[dict[str, Any]]:
    """Around the ``ray.init`` that starts a cluster here: checks the authentication mode,
    makes the token file private, keeps the node on loopback; yields the extra ``ray.init``
    arguments (no dashboard, a private temporary folder)."""
    mode = os.environ.get(AUTH_MODE)
    if mode is not None and mode.lower() != "token":
        raise EvalRouterError(
            "ray_auth_disabled",
            f"{AUTH_MODE}={mode!r}: RayExecutor starts a Ray cluster on this machine only with "
            "token authentication, so that no other user of it can run code in your name.",
            hint=f"Unset {AUTH_MODE} (or set it to token). To use a cluster set up otherwise, "
            "start it yourself (ray start --head) and pass RayExecutor(address=...).",
        )
    if not os.environ.get(AUTH_TOKEN):
        token_file_private(Path(os.environ.get(AUTH_TOKEN_PATH) or _default_token_path()))
    with _on_loopback():
        yield {"include_dashboard": False, "_temp_dir": _private_temp_dir()}


def _default_token_path() -> Path:
    return Path.home() / ".ray" / "auth_token"  # Ray's own default (its token-auth guide)


def token_file_private(path: Path) -> None:
    """Make ``path`` a token file only this user can open: created (atomically, 0600) when
    missing, set back to 0600 when others can open it, refused when another user owns it."""
    try:
        found = path.stat()
    except FileNotFoundError:
        _create_token_file(path)
        found = path.stat()
    if found.st_uid != os.getuid():
        raise EvalRouterError(
            "ray_token_file_unsafe",
            f"The Ray token file {path} belongs to another user (uid {found.st_uid}), who "
            "knows the token and so could join the cluster RayExecutor would start.",
            hint=f"Remove it, or point {AUTH_TOKEN_PATH} at a token file of your own.",
        )
    if found.st_mode & _OPEN_TO_OTHERS:
        os.chmod(path, 0o600)
        log.warning(
            "The Ray token file %s could be opened by other users (mode %04o); it is now 0600. "
            "If someone may have read it, remove it: a new token is made on the next start.",
            path,
            stat.S_IMODE(found.st_mode),
        )


def _create_token_file(path: Path) -> None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    # mkstemp makes the file 0600 whatever the umask; linked in whole, never overwriting.
    descriptor, temporary = tempfile.mkstemp(prefix=".auth_token.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="ascii") as file:
            file.write(secrets.token_hex(32))  # Ray's own token: 256 random bits in hex
            file.flush()
            os.fsync(file.fileno())
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass  # another process made it first: that token is the one
        except OSError:  # a file system without hard links: exclusive create, then rename
            if not path.exists():
                os.replace(temporary, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)


@contextlib.contextmanager
def _on_loopback() -> Iterator[None]:
    ray_constants = _ray_module("ray_constants")
    if ray_constants is None or not hasattr(ray_constants, "ENABLE_RAY_CLUSTER"):
        log.warning(
            "This Ray release has no way known to RayExecutor to keep its local cluster on "
            "127.0.0.1: its servers may listen on every interface (token authentication "
            "still guards them)."
        )
        yield
        return
    before = ray_constants.ENABLE_RAY_CLUSTER
    ray_constants.ENABLE_RAY_CLUSTER = False
    try:
        yield
    finally:
        ray_constants.ENABLE_RAY_CLUSTER = before


def _private_temp_dir() -> str:
    # Short: Ray's unix socket paths under it are bounded (107 bytes).
    folder = tempfile.mkdtemp(prefix="er-ray-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # after Ray's own exit handler
    return folder
