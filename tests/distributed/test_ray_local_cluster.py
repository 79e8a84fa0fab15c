"""A Ray cluster that ``RayExecutor`` starts itself (a driver with no cluster to join) accepts
only this user: a process without its token is refused, the token file is 0600, and its servers
listen on 127.0.0.1 only, while the evaluation runs on it as usual.

The driver is a process of its own with a fresh home (so ``~/.ray/auth_token`` is the test's),
none of Ray's authentication variables (conftest sets them for the rest of the suite) and no
``RAY_ADDRESS``; it keeps its cluster until the test closes its stdin. The namespace
``run_isolated.py`` makes has an outward address too (``EVALROUTER_NETNS_OUTWARD``): the one Ray
would listen on, were it not kept on loopback."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from .conftest import KEY, ROOT, served

REFERENCE = "tests.distributed.agents_on_workers:solver"
RAY_AUTH = ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH", "RAY_ADDRESS")
DRIVER = """
import json, sys
import ray
import evalrouter.agents as evalagents
from evalrouter import EvalRouter
from tests.distributed.agents_on_workers import solver
url, key, state, reference = sys.argv[1:5]
client = EvalRouter(base_url=url, api_key=key, _state_dir=state)
executor = evalagents.RayExecutor(workers=1, concurrency_per_worker=2, agent=reference,
    actor_options={"num_cpus": 0})  # no address: nothing to join, so the executor starts one
result = evalagents.evaluate(client, agent=solver, model="sim/gpt-5-mini", tasks="gsm8k",
    coverage={"mode": "sample", "sample_count": 2, "seed": 4}, budget_usd="5", executor=executor)
context = ray.get_runtime_context()
print(json.dumps({"status": result.status, "gcs": context.gcs_address,
    "pids": sorted(int(pid) for pid in executor.worker_pids.values())}), flush=True)
sys.stdin.read()  # the cluster lives until the test closes this
"""
CONNECT = "import ray, sys; ray.init(address=sys.argv[1], log_to_driver=False); print('joined')"


@dataclass
class Started:
    process: subprocess.Popen[str]
    report: dict[str, Any]
    home: Path
    env: dict[str, str]  # the driver's environment, without the token


def _base_env(home: Path, tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in RAY_AUTH}
    env.update(
        HOME=str(home),
        TMPDIR=str(tmp),  # Ray's default folders and the executor's private one: this test's
        # The repository for the agent's module; what else was there (this SDK's checkout).
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        EVALROUTER_API_KEY=KEY,  # the local cluster's workers inherit it
        RAY_USAGE_STATS_ENABLED="0",
    )
    return env


@contextlib.contextmanager
def _driver(url: str, base: Path, *, token_mode: int | None = None) -> Iterator[Started]:
    """A driver whose executor starts its own cluster; ``token_mode``: a token file of that
    mode left in its home beforehand (Ray's own, made with the umask)."""
    home, tmp = base / "home", base / "tmp"
    home.mkdir()
    tmp.mkdir()
    if token_mode is not None:
        (home / ".ray").mkdir()
        (home / ".ray" / "auth_token").write_text("a" * 64)
        (home / ".ray" / "auth_token").chmod(token_mode)
    env = _base_env(home, tmp)
    argv = [sys.executable, "-c", DRIVER, url, KEY, str(base / "state"), REFERENCE]
    process = subprocess.Popen(
        argv,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # bounded: the evaluation's own waits end it
        if not line:
            _, err = process.communicate(timeout=30)
            pytest.fail(f"the driver ended without a report: {err[-3000:]}")
        yield Started(process, json.loads(line), home, env)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.communicate(timeout=20)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)


@pytest.fixture(scope="module")
def local_url() -> Iterator[str]:
    with served() as url:
        yield url


@pytest.fixture(scope="module")
def started(local_url: str) -> Iterator[Started]:
    base = Path(tempfile.mkdtemp(prefix="er-lc-"))  # short: Ray's socket paths are bounded
    try:
        with _driver(local_url, base) as driver:
            yield driver
    finally:
        shutil.rmtree(base, ignore_errors=True)


def test_the_evaluation_runs_on_the_cluster_the_executor_started(started: Started) -> None:
    assert started.report["status"] == "completed"
    assert started.report["pids"] and os.getpid() not in started.report["pids"]
    assert started.report["gcs"].startswith("127.0.0.1:")


def test_its_token_file_is_this_users_alone(started: Started) -> None:
    token = started.home / ".ray" / "auth_token"
    assert oct(token.stat().st_mode & 0o777) == oct(0o600)
    assert oct(token.parent.stat().st_mode & 0o777) == oct(0o700)
    assert len(token.read_text().strip()) == 64


def _join(started: Started, **env: str) -> subprocess.CompletedProcess[str]:
    """Another process of this user joining the cluster with ``env`` added (its home empty
    unless given); Ray's connection attempts bounded to a few seconds."""
    other = Path(tempfile.mkdtemp(prefix="er-other-"))
    try:
        full = {**started.env, "HOME": str(other), "RAY_NUM_REDIS_GET_RETRIES": "3", **env}
        # Ray rewrites 127.0.0.1 in an address to the machine's outward one unless told the
        # node is loopback-only, as the executor told it for the cluster (README, Ray).
        full["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
        argv = [sys.executable, "-c", CONNECT, started.report["gcs"]]
        return subprocess.run(argv, env=full, capture_output=True, text=True, timeout=120)
    finally:
        shutil.rmtree(other, ignore_errors=True)


def test_a_process_without_the_token_is_refused(started: Started) -> None:
    no_auth = _join(started)
    assert no_auth.returncode != 0 and "joined" not in no_auth.stdout
    assert "InvalidAuthToken" in no_auth.stderr, no_auth.stderr[-2000:]
    wrong = _join(started, RAY_AUTH_MODE="token", RAY_AUTH_TOKEN="0" * 64)
    assert wrong.returncode != 0 and "joined" not in wrong.stdout
    assert "InvalidAuthToken" in wrong.stderr, wrong.stderr[-2000:]
    # The same join with the user's token file works: the refusals were the token's.
    joined = _join(started, HOME=str(started.home), RAY_AUTH_MODE="token")
    assert joined.stdout.strip() == "joined", joined.stderr[-2000:]


def _listening(pids: set[int]) -> list[tuple[str, int, int]]:
    """(local address, port, pid) of every TCP socket listening in ``pids``."""
    owner: dict[str, int] = {}
    for pid in pids:
        with contextlib.suppress(OSError):
            for fd in os.listdir(f"/proc/{pid}/fd"):
                with contextlib.suppress(OSError):
                    target = os.readlink(f"/proc/{pid}/fd/{fd}")
                    if target.startswith("socket:["):
                        owner[target[8:-1]] = pid
    found = []
    for table in ("tcp", "tcp6"):
        lines = Path(f"/proc/net/{table}").read_text().splitlines()[1:]
        for fields in (line.split() for line in lines):
            if fields[3] == "0A" and fields[9] in owner:  # 0A: LISTEN
                address, port = fields[1].split(":")
                found.append((_address(address), int(port, 16), owner[fields[9]]))
    return found


def _address(hexed: str) -> str:
    raw = bytes.fromhex(hexed)
    # /proc/net/tcp{,6} print each 32-bit word in host (little-endian) order.
    words = b"".join(raw[i : i + 4][::-1] for i in range(0, len(raw), 4))
    if len(words) == 4:
        return ".".join(map(str, words))
    if words[:12] == b"\0" * 10 + b"\xff\xff":  # IPv4-mapped
        return ".".join(map(str, words[12:]))
    import ipaddress

    return str(ipaddress.IPv6Address(words))


def _descendants(root: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):
                stat = Path(f"/proc/{entry}/stat").read_text()
                ppid = int(stat.rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
    seen, todo = {root}, [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return seen


def test_its_servers_listen_on_loopback_only(started: Started) -> None:
    outward = os.environ.get("EVALROUTER_NETNS_OUTWARD")
    if not outward:
        pytest.skip(
            "the namespace has no outward address (no `ip` to make one): Ray would "
            "keep to loopback here anyway, so this test could not fail"
        )
    listening = _listening(_descendants(started.process.pid))
    # The GCS, the raylet, the worker (its actor), the runtime-env agent at least.
    assert len({pid for _, _, pid in listening}) >= 3, listening
    assert {address for address, _, _ in listening} == {"127.0.0.1"}, listening


def test_a_token_file_others_could_read_is_made_private(local_url: str) -> None:
    """Ray's own token file (mode 0644 from its umask) found in the home: set back to 0600."""
    base = Path(tempfile.mkdtemp(prefix="er-lc-"))
    try:
        with _driver(local_url, base, token_mode=0o644) as driver:
            assert driver.report["status"] == "completed"
            token = driver.home / ".ray" / "auth_token"
            assert oct(token.stat().st_mode & 0o777) == oct(0o600)
            assert token.read_text() == "a" * 64  # the same token: kept, not replaced
    finally:
        shutil.rmtree(base, ignore_errors=True)
