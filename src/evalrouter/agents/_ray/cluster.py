"""Which Ray cluster the driver joins, or that it starts one here, said out loud.

The order: ``RayExecutor(address=...)``, then ``RAY_ADDRESS``, then Ray's own lookup: the
address the last ``ray start`` on this machine wrote in Ray's default temporary folder
(``ray_current_cluster`` under ``$RAY_TMPDIR/ray``, ``$TMPDIR/ray`` or ``/tmp/ray``; a head
started with ``--temp-dir`` elsewhere writes it there, where this lookup does not look). When
none names a cluster the driver starts a local Ray, and says so (``ray_local_cluster_started``);
``require_cluster=True`` refuses instead (``ray_cluster_not_found``). A named address is tried
first, in ``CONNECT_SECONDS``: one nothing answers at is refused (``ray_cluster_unreachable``),
never waited on. ``address="local"`` asks for a local Ray, and is not warned about.
``ray.init`` runs on a thread of its own that the process keeps, bounded by ``INIT_SECONDS``;
whatever it raises comes back as an ``EvalRouterError`` (``ray_connect_failed``).

Every Ray the executor uses is 2.59 or later, the first release with token authentication
(``ray_upgrade_required``)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import os
import re
import socket
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .local import local_cluster

__all__ = [
    "MINIMUM_RAY",
    "Found",
    "cluster_option",
    "connect",
    "find_cluster",
    "reachable",
    "require_release",
]

MINIMUM_RAY = (2, 59)  # the first Ray with token authentication (on for a cluster ray.init starts)
CONNECT_SECONDS = 10.0  # a named cluster's address answers (TCP) within this, or is refused
INIT_SECONDS = 120.0  # ray.init connects (or starts a local Ray: slow on a loaded machine)
ADDRESS_ENV = "RAY_ADDRESS"
_FIX = (
    "Pass RayExecutor(address='HEAD_IP:6379') or set RAY_ADDRESS to the head's address, or "
    "run the driver on the head node (ray start --head there, with its default --temp-dir)."
)


@dataclass(frozen=True)
class Found:
    """What the lookup found: ``address`` for ``ray.init`` (None: start a local Ray) and
    ``source``, where it came from; ``tried``, what was looked at, said when none was found."""

    address: str | None
    source: str
    tried: str = ""

    @property
    def starts_local(self) -> bool:
        return self.address is None

    @property
    def fell_back(self) -> bool:
        """A local Ray that no one asked for: no cluster found."""
        return self.address is None and self.source == ""

    def note(self) -> str:
        """The line said when the executor starts a local Ray for want of a cluster."""
        return (
            f"No Ray cluster found ({self.tried}); started a local Ray on this machine (its "
            "workers run here only)."
        )


def find_cluster(
    address: str | None, *, environ: Mapping[str, str], recorded: Path | None
) -> Found:
    """The cluster to join, in the order above; ``recorded``: the file a ``ray start`` on this
    machine writes its address in (``ray_address_file()``), None when Ray keeps none."""
    if address == "local":
        return Found(None, "address='local'")
    if address is not None:
        return Found(address, f"address={address!r}")
    from_env = environ.get(ADDRESS_ENV, "")
    if from_env == "local":
        return Found(None, f"{ADDRESS_ENV}=local")
    if from_env:
        return Found(from_env, f"{ADDRESS_ENV}={from_env}")
    written = _read(recorded)
    if written:
        return Found(written, f"the address the last `ray start` here wrote in {recorded}")
    where = f"no `ray start` recorded in {recorded}" if recorded else "no `ray start` recorded"
    return Found(None, "", tried=f"no address= given, {ADDRESS_ENV} unset, {where}")


def cluster_option(address: object, require: object) -> str | None:
    """``RayExecutor(address=..., require_cluster=...)``, checked: the address (or None)."""
    if address is not None and (not isinstance(address, str) or not address.strip()):
        raise invalid_input(
            f"RayExecutor(address=...) is a Ray address such as 'HEAD_IP:6379', not "
            f"{address!r:.40}.",
            hint="Leave it out to use RAY_ADDRESS or a cluster `ray start` made on this machine.",
            argument="address",
        )
    if not isinstance(require, bool):
        raise invalid_input(
            f"RayExecutor(require_cluster=...) is True or False, not {require!r:.40}.",
            argument="require_cluster",
        )
    if require and address == "local":
        raise invalid_input(
            "RayExecutor(address='local', require_cluster=True) asks for a local Ray and "
            "refuses one: give the cluster's address, or drop require_cluster.",
            argument="require_cluster",
        )
    return address


def not_found(found: Found) -> EvalRouterError:
    """The refusal ``require_cluster=True`` makes instead of starting a local Ray."""
    return EvalRouterError(
        "ray_cluster_not_found",
        f"RayExecutor(require_cluster=True) found no Ray cluster to join: {found.tried}.",
        hint=f"{_FIX} A head started with --temp-dir elsewhere records its address there, "
        "where the lookup does not look: name its address instead.",
        details={"tried": found.tried},
    )


def _read(path: Path | None) -> str:
    if path is None:
        return ""
    try:
        return path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return ""


def ray_address_file() -> Path | None:
    """Where a ``ray start`` on this machine records its address (Ray's own rule for its
    default temporary folder), or None if this Ray keeps it elsewhere."""
    try:
        utils = importlib.import_module("ray._common.utils")
        return Path(utils.get_ray_address_file(None))
    except (ImportError, AttributeError):
        return None


_HOST_PORT = re.compile(r"^(?:ray://)?\[?(?P<host>[^\[\]]+?)\]?:(?P<port>\d{1,5})$")


def reachable(found: Found, seconds: float = CONNECT_SECONDS) -> None:
    """Refuse an address nothing answers at within ``seconds`` (a TCP connection to it), rather
    than leave ``ray.init`` to wait on it. An address that is no ``host:port`` is Ray's to read."""
    if found.address is None:
        return
    parsed = _HOST_PORT.match(found.address.strip())
    if parsed is None:
        return
    try:
        socket.create_connection((parsed["host"], int(parsed["port"])), timeout=seconds).close()
    except OSError as exc:
        stale = " (a cluster since stopped may have left it)" if "ray start" in found.source else ""
        raise EvalRouterError(
            "ray_cluster_unreachable",
            f"No Ray cluster answers at {found.address}, from {found.source}{stale}: "
            f"{exc.strerror or type(exc).__name__} within {seconds:g} s.",
            hint="Check that the head is up (ray status --address ADDRESS on it) and that this "
            "machine reaches its port (6379 by default); or give the right address= / "
            f"{ADDRESS_ENV}.",
            details={"address": found.address, "source": found.source},
        ) from None


def require_release(version: str) -> None:
    """Refuse a Ray older than ``MINIMUM_RAY`` (or one that does not say its version)."""
    found = re.match(r"(\d+)\.(\d+)", version)
    if found is None or (int(found[1]), int(found[2])) < MINIMUM_RAY:
        wanted = ".".join(map(str, MINIMUM_RAY))
        raise EvalRouterError(
            "ray_upgrade_required",
            f"Ray {version or '(unknown version)'} is installed; RayExecutor needs Ray {wanted} "
            "or later, the first release with token authentication, on the driver and on "
            "every node of the cluster.",
            hint=f"pip install -U 'ray>={wanted}' (what this SDK's ray extra asks for), here "
            "and on the cluster's nodes.",
        )


def connect_failed(found: Found, exc: BaseException) -> EvalRouterError:
    """``ray.init`` refused or failed: what it said, and the address it was given."""
    where = f"the cluster at {found.address} ({found.source})" if found.address else "a local Ray"
    return EvalRouterError(
        "ray_connect_failed",
        f"Ray could not connect to {where}: {type(exc).__name__}: {str(exc)[:500]}",
        hint="A cluster with token authentication needs RAY_AUTH_MODE=token and its token "
        "(RAY_AUTH_TOKEN, or ~/.ray/auth_token) in the driver's environment too; the driver's "
        "Ray and Python versions must match the cluster's.",
        details={"address": found.address, "source": found.source},
    )


def connect_timed_out(found: Found, seconds: float) -> EvalRouterError:
    where = f"the cluster at {found.address} ({found.source})" if found.address else "a local Ray"
    return EvalRouterError(
        "ray_connect_timeout",
        f"ray.init did not connect to {where} within {seconds:g} s.",
        hint="Check the cluster (ray status on its head) and the token settings "
        "(RAY_AUTH_MODE=token and the token) in this environment.",
        details={"address": found.address, "source": found.source},
    )


async def connect(ray: Any, address: str | None, *, require: bool) -> Found:
    """``ray.init`` for this process, on the cluster the lookup finds (or a local Ray, unless
    ``require``), bounded: what was found, for the caller to say."""
    found = find_cluster(address, environ=os.environ, recorded=ray_address_file())
    if found.fell_back and require:
        raise not_found(found)
    await asyncio.to_thread(reachable, found)
    started = _ray_started(ray, found)
    try:
        await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(started)), INIT_SECONDS)
    except TimeoutError:
        raise connect_timed_out(found, INIT_SECONDS) from None
    return found


_RAY_THREAD: list[concurrent.futures.Future[None]] = []
_RAY_LOCK = threading.Lock()


def _ray_started(ray: Any, found: Found) -> concurrent.futures.Future[None]:
    """``ray.init`` on a thread of its own that lives as long as this process. Ray's local
    processes (a cluster it starts here, its agents) are bound to the thread that started them
    and die when it ends: started from a passing thread, the first run's end would take the
    cluster with it, and the next run would hang on a dead one."""
    with _RAY_LOCK:
        if _RAY_THREAD and not (_RAY_THREAD[0].done() and _RAY_THREAD[0].exception()):
            return _RAY_THREAD[0]
        started: concurrent.futures.Future[None] = concurrent.futures.Future()
        _RAY_THREAD[:] = [started]

    def main() -> None:
        try:
            if found.starts_local:
                with local_cluster() as options:
                    ray.init(address="local", log_to_driver=False, **options)
            else:
                ray.init(address=found.address, log_to_driver=False, include_dashboard=False)
        except EvalRouterError as exc:
            started.set_exception(exc)
            return
        except BaseException as exc:  # handed to the run that asked, as the SDK's error
            started.set_exception(connect_failed(found, exc))
            return
        started.set_result(None)
        threading.Event().wait()  # held until the process exits (a daemon thread)

    threading.Thread(target=main, name="evalrouter-ray", daemon=True).start()
    return started
