"""A Ray cluster on this machine and EvalRouter Local served over HTTP, for the executor's
tests (module scope: started once, stopped by their handles, process groups included).

- ``served``: ``python -m evalrouter.testing serve`` on 127.0.0.1 with an API key of its own
  (``KEY``) and a short lease (``LEASE_SECONDS``): a killed worker's attempts lapse quickly.
- ``cluster``: ``ray start --head --block`` in a session of its own, its temporary folder under
  a fresh directory (what the key test greps), ``EVALROUTER_API_KEY`` in ITS environment (the
  operator's secret: the driver never sends it), and this repository on its ``PYTHONPATH`` (the
  agent's package installed on the workers). This process connects as the driver.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

# Ray's token authentication with a token of these tests' own, set before Ray is imported (it
# reads its settings once), for this process, the head and every driver the tests start: a
# token a local ray.init left in ~/.ray (Ray makes one there) must not decide it.
os.environ["RAY_AUTH_MODE"] = "token"
os.environ["RAY_AUTH_TOKEN"] = secrets.token_hex(32)
ray = pytest.importorskip("ray", reason="the ray extra is not installed (pip install '.[ray]')")
if os.environ.get("EVALROUTER_NETNS") != "1":
    pytest.skip(
        "Ray listens on every interface: these tests run in a network namespace of their own "
        "(python tests/distributed/run_isolated.py, which make test runs)",
        allow_module_level=True,
    )

KEY = "er-distributed-0123456789abcdefSECRET"
LEASE_SECONDS = 3
ROOT = Path(__file__).parents[2]
STARTUP_SECONDS = 60.0


@dataclass
class Cluster:
    url: str  # EvalRouter Local's base URL
    temp_dir: Path  # Ray's temporary folder: sessions, logs
    state_dir: Path  # the driver's local records
    ray_address: str  # the head's GCS address, for a driver in another process


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _stop(process: subprocess.Popen[str]) -> None:
    """The process group, politely, then for good (what it left behind too); its pipe closed."""
    try:
        for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 10)):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, sig)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(wait)
    finally:
        if process.stdout is not None:
            process.stdout.close()


@contextlib.contextmanager
def served(*options: str) -> Iterator[str]:
    """EvalRouter Local served on 127.0.0.1 with ``KEY`` (and ``options``); its base URL."""
    argv = [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0", "--seed", "5"]
    process = subprocess.Popen(
        [*argv, *options],
        env={**os.environ, "EVALROUTER_LOCAL_API_KEY": KEY},  # not in argv: ps shows argv
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        first: list[str] = []
        reader = threading.Thread(target=lambda: first.append(process.stdout.readline()))  # type: ignore[union-attr]
        reader.start()
        reader.join(STARTUP_SECONDS)
        assert first and first[0].startswith("http://127.0.0.1:"), first
        yield first[0].strip()
    finally:
        _stop(process)


@contextlib.contextmanager
def ray_cluster(base: Path, num_cpus: int = 4) -> Iterator[str]:
    """A Ray head on 127.0.0.1 (its temporary folder ``base / "ray"``), the key in its
    environment, this process connected to it as the driver; yields the head's address."""
    port = _free_port()
    env = {
        **os.environ,
        "EVALROUTER_API_KEY": KEY,
        "EVALROUTER_STATE_DIR": str(base / "workers-state"),
        # The repository for the agents' module; what else was there (this SDK's tree).
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "RAY_USAGE_STATS_ENABLED": "0",
    }
    argv = [str(Path(sys.executable).with_name("ray")), "start", "--head", "--block"]
    argv += ["--node-ip-address=127.0.0.1", f"--port={port}", f"--num-cpus={num_cpus}"]
    argv += ["--include-dashboard=false", "--disable-usage-stats", f"--temp-dir={base / 'ray'}"]
    head = subprocess.Popen(
        argv,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        delay = 0.2
        while True:  # bounded: a head that never comes up fails here
            try:
                ray.init(address=f"127.0.0.1:{port}", log_to_driver=False)
                break
            except (ConnectionError, RuntimeError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(delay)
                delay = min(delay * 2, 2.0)
        try:
            yield f"127.0.0.1:{port}"
        finally:
            ray.shutdown()
    finally:
        _stop(head)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    base = Path(tempfile.mkdtemp(prefix="er-ray-"))  # short: Ray's socket paths are bounded
    try:
        with (
            ray_cluster(base) as address,
            served("--lease-seconds", str(LEASE_SECONDS)) as url,
        ):
            yield Cluster(url, base / "ray", base / "driver-state", address)
    finally:
        shutil.rmtree(base, ignore_errors=True)


# ------------------------------------------------------------------------- two nodes

NODE_B_IP = "127.0.0.2"  # loopback covers 127.0.0.0/8 in the namespace


@dataclass
class TwoNodes:
    url: str  # EvalRouter Local's base URL (a lease of ``TWO_NODE_LEASE_SECONDS``)
    state_dir: Path  # the driver's local records
    head_address: str  # the head's GCS address
    node_b: subprocess.Popen[str]  # ``ray start`` of node B: its process tree is the node


TWO_NODE_LEASE_SECONDS = 15


def _node_ports() -> list[str]:
    """Ports of a node's own (none shared with the other node on this machine)."""
    names = (
        "node-manager-port",
        "object-manager-port",
        "runtime-env-agent-port",
        "dashboard-agent-grpc-port",
        "dashboard-agent-listen-port",
        "metrics-export-port",
    )
    return [f"--{name}={_free_port()}" for name in names]


def _children() -> dict[int, list[int]]:
    """Parent pid -> its children's pids, read from /proc."""
    found: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        found.setdefault(parent, []).append(int(entry.name))
    return found


def process_tree(pid: int) -> set[int]:
    """``pid`` and every process descended from it."""
    children, tree, todo = _children(), set(), [pid]
    while todo:
        one = todo.pop()
        tree.add(one)
        todo.extend(c for c in children.get(one, ()) if c not in tree)
    return tree


def kill_tree(pid: int) -> set[int]:
    """SIGKILL ``pid`` and its descendants at once, as a machine loss would (Ray puts each of
    a node's workers in a process group of its own: the node's group is not all of it). The
    tree is frozen first (SIGSTOP, until no new process appears), so none escapes by forking."""
    stopped: set[int] = set()
    for _ in range(20):  # bounded: a tree stops growing once frozen
        tree = process_tree(pid) - stopped
        if not tree:
            break
        for one in tree:
            with contextlib.suppress(ProcessLookupError):
                os.kill(one, signal.SIGSTOP)
        stopped |= tree
    for one in stopped:
        with contextlib.suppress(ProcessLookupError):
            os.kill(one, signal.SIGKILL)
    return stopped


def _ray_node(argv: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    """``ray start ... --block`` in a session (and process group) of its own."""
    ray_cli = str(Path(sys.executable).with_name("ray"))
    return subprocess.Popen(
        [ray_cli, "start", "--block", "--disable-usage-stats", *argv],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )


def _connect(address: str, nodes: int) -> None:
    """``ray.init`` as the driver once the cluster has ``nodes`` live nodes (bounded wait)."""
    deadline = time.monotonic() + STARTUP_SECONDS
    delay = 0.2
    while True:
        try:
            if not ray.is_initialized():
                ray.init(address=address, log_to_driver=False)
            if sum(n["Alive"] for n in ray.nodes()) >= nodes:
                return
        except (ConnectionError, RuntimeError):
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"the Ray cluster at {address} did not have {nodes} nodes")
        time.sleep(delay)
        delay = min(delay * 2, 2.0)


@pytest.fixture(scope="module")
def two_nodes() -> Iterator[TwoNodes]:
    """A head on 127.0.0.1 and node B joining it from 127.0.0.2, each ``ray start --block`` in
    a process group of its own with its own ports, worker ports and temporary folder; both with
    token authentication (``RAY_AUTH_MODE=token`` and the token: a joining node does not turn
    it on by itself), the key and this tree on their ``PYTHONPATH``. This process is the
    driver. Node B is killed by the test itself (``kill_tree``); stopped here either way, each
    node's whole process tree with it."""
    base = Path(tempfile.mkdtemp(prefix="er-2n-"))  # short: Ray's socket paths are bounded
    env = {
        **os.environ,
        "EVALROUTER_API_KEY": KEY,
        "EVALROUTER_STATE_DIR": str(base / "workers-state"),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "RAY_USAGE_STATS_ENABLED": "0",
    }
    port = _free_port()
    head_argv = ["--head", "--node-ip-address=127.0.0.1", f"--port={port}", "--num-cpus=2"]
    head_argv += ["--include-dashboard=false", f"--temp-dir={base / 'head'}", *_node_ports()]
    head_argv += ["--min-worker-port=21000", "--max-worker-port=21999"]
    b_argv = [f"--address=127.0.0.1:{port}", f"--node-ip-address={NODE_B_IP}", "--num-cpus=2"]
    b_argv += [f"--temp-dir={base / 'b'}", *_node_ports()]
    b_argv += ["--min-worker-port=22000", "--max-worker-port=22999"]
    head = _ray_node(head_argv, env)
    node_b: subprocess.Popen[str] | None = None
    try:
        with served("--lease-seconds", str(TWO_NODE_LEASE_SECONDS), "--scripted-tools") as url:
            _connect(f"127.0.0.1:{port}", 1)
            node_b = _ray_node(b_argv, env)
            _connect(f"127.0.0.1:{port}", 2)
            try:
                yield TwoNodes(url, base / "driver-state", f"127.0.0.1:{port}", node_b)
            finally:
                ray.shutdown()
    finally:
        for node in (node_b, head):
            if node is not None:
                tree = process_tree(node.pid)
                _stop(node)
                for pid in tree:  # its workers, in process groups of their own
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
        shutil.rmtree(base, ignore_errors=True)
