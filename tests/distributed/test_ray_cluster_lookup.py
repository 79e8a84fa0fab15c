"""Which cluster ``RayExecutor`` joins, or that it starts one here, said out loud; and
``placement="spread"``, one worker per node.

A driver here is a process of its own that is on no cluster: no ``address=``, no
``RAY_ADDRESS``, and a ``TMPDIR`` of its own, so Ray's default temporary folder holds no
``ray start`` record (Ray's lookup finds none). It says so (an event and a log line) and runs on
a local Ray; with ``require_cluster=True`` it refuses; an address nothing answers at is refused
in a bounded time (the subprocess's timeout: a hang fails the test). The placement tests use the
module's one-node cluster (conftest)."""

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
from pathlib import Path
from typing import Any

import pytest

import evalrouter.agents as evalagents
from evalrouter import EvalRouter, EvalRouterError

from .agents_on_workers import solver
from .conftest import KEY, ROOT, Cluster, served

REFERENCE = "tests.distributed.agents_on_workers:solver"
ROUTE = "sim/gpt-5-mini"
DRIVER = """
import json, logging, sys
import evalrouter.agents as evalagents
from evalrouter import EvalRouter, EvalRouterError
from tests.distributed.agents_on_workers import solver
url, key, state, reference, options = sys.argv[1:6]
logging.basicConfig(level=logging.WARNING, format="LOG %(name)s %(message)s")
client = EvalRouter(base_url=url, api_key=key, _state_dir=state)
executor = evalagents.RayExecutor(workers=1, concurrency_per_worker=2, agent=reference,
    actor_options={"num_cpus": 0}, **json.loads(options))
evaluation = evalagents.quote(client, agent=solver, model="sim/gpt-5-mini", tasks="gsm8k",
    coverage={"mode": "sample", "sample_count": 2, "seed": 4}, budget_usd="5")
run = evaluation.start(executor=executor)
events = []
try:
    for event in run.events():
        events.append(event)
    report = {"status": run.wait(timeout=60)["status"]}
except EvalRouterError as exc:
    report = {"code": exc.code, "message": exc.message, "hint": exc.hint}
    run.cancel()
report["warnings"] = [[e.code, e.message] for e in events if e.type == "warning"]
print(json.dumps(report), flush=True)
"""
TIMEOUT = 240  # the bound on a driver: one that hangs fails here


@pytest.fixture(scope="module")
def local_url() -> Iterator[str]:
    with served() as url:
        yield url


@pytest.fixture
def nowhere() -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="er-lk-"))  # short: Ray's socket paths are bounded
    try:
        yield base
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _drive(url: str, base: Path, **options: Any) -> tuple[dict[str, Any], str]:
    """A driver on no cluster, with ``RayExecutor(**options)``: its report and its stderr."""
    (base / "home").mkdir(exist_ok=True)
    (base / "tmp").mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("RAY_ADDRESS", "RAY_TMPDIR")}
    env.update(
        HOME=str(base / "home"),
        TMPDIR=str(base / "tmp"),  # Ray's default temporary folder: this test's, empty
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        EVALROUTER_API_KEY=KEY,  # a local Ray's workers inherit it
        RAY_USAGE_STATS_ENABLED="0",
    )
    argv = [sys.executable, "-c", DRIVER, url, KEY, str(base / "state"), REFERENCE]
    argv.append(json.dumps(options))
    process = subprocess.Popen(
        argv,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(timeout=TIMEOUT)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # the local Ray it started, if any
        process.wait(10)
    lines = out.strip().splitlines()
    assert lines, f"the driver ended without a report: {err[-3000:]}"
    return json.loads(lines[-1]), err


def test_a_driver_on_no_cluster_says_so_and_runs_here(local_url: str, nowhere: Path) -> None:
    report, err = _drive(local_url, nowhere)
    assert report.get("status") == "completed", (report, err[-3000:])
    said = [message for code, message in report["warnings"] if code == "ray_local_cluster_started"]
    assert len(said) == 1, report["warnings"]
    assert "No Ray cluster found" in said[0] and "RAY_ADDRESS unset" in said[0]
    assert str(nowhere / "tmp" / "ray" / "ray_current_cluster") in said[0]  # what was tried
    assert "its workers run here only" in said[0]
    logged = [line for line in err.splitlines() if line.startswith("LOG evalrouter.agents")]
    assert [line for line in logged if said[0] in line], err[-3000:]


def test_require_cluster_refuses_instead(local_url: str, nowhere: Path) -> None:
    report, err = _drive(local_url, nowhere, require_cluster=True)
    assert report.get("code") == "ray_cluster_not_found", (report, err[-3000:])
    assert "RAY_ADDRESS unset" in report["message"]
    assert "address=" in report["hint"] and "ray start --head" in report["hint"]
    assert report["warnings"] == []  # no local Ray was started: nothing to say about one
    assert not (nowhere / "tmp" / "ray").exists()  # Ray made nothing here


def _closed_port() -> int:
    import socket

    with socket.socket() as sock:  # bound, never listening: connections to it are refused
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_an_address_nothing_answers_at_is_refused(local_url: str, nowhere: Path) -> None:
    address = f"127.0.0.1:{_closed_port()}"
    report, err = _drive(local_url, nowhere, address=address)
    assert report.get("code") == "ray_cluster_unreachable", (report, err[-3000:])
    assert address in report["message"] and "address=" in report["message"]


def test_an_address_that_never_answers_is_refused_in_bounded_time(
    local_url: str, nowhere: Path
) -> None:
    """An address on the namespace's outward link where no host is (nothing refuses the
    connection; it fails or times out): refused within the connection attempt's bound."""
    outward = os.environ.get("EVALROUTER_NETNS_OUTWARD")
    if not outward:
        pytest.skip("the namespace has no outward link (no `ip`): no address drops packets here")
    address = outward.rsplit(".", 1)[0] + ".9:6379"  # on the veth's subnet; nothing is there
    report, err = _drive(local_url, nowhere, address=address)
    assert report.get("code") == "ray_cluster_unreachable", (report, err[-3000:])
    assert address in report["message"]


def _driver(cluster: Cluster) -> EvalRouter:
    return EvalRouter(base_url=cluster.url, api_key=KEY, _state_dir=cluster.state_dir)


def test_spread_places_one_worker_per_node(cluster: Cluster) -> None:
    import ray
    from ray._private import state

    executor = evalagents.RayExecutor(
        workers=1,
        concurrency_per_worker=2,
        agent=REFERENCE,
        placement="spread",
        actor_options={"num_cpus": 0},
    )
    result = evalagents.evaluate(
        _driver(cluster),
        agent=solver,
        model=ROUTE,
        tasks="gsm8k",
        coverage={"mode": "sample", "sample_count": 2, "seed": 6},
        budget_usd="5",
        executor=executor,
    )
    assert result.status == "completed", result
    alive = {node["NodeID"] for node in ray.nodes() if node["Alive"]}
    assert set(executor.worker_nodes) == {0} and executor.worker_nodes[0] in alive
    # Where the actor really ran (Ray's actor table): the node its bundle was reserved on.
    pid = int(executor.worker_pids[0])
    ran = [a for a in state.state.actor_table(None).values() if a.get("Pid") == pid]
    assert [a["Address"]["NodeID"] for a in ran] == [executor.worker_nodes[0]]
    groups = ray.util.placement_group_table().values()
    assert groups and {g["state"] for g in groups} == {"REMOVED"}  # removed when it ended


def test_spread_refuses_more_workers_than_nodes(cluster: Cluster) -> None:
    import ray

    executor = evalagents.RayExecutor(
        workers=2,
        agent=REFERENCE,
        placement="spread",
        placement_seconds=5,
        actor_options={"num_cpus": 0},
    )
    evaluation = evalagents.quote(
        _driver(cluster),
        agent=solver,
        model=ROUTE,
        tasks="gsm8k",
        concurrency=2,
        budget_usd="5",
    )
    run = evaluation.start(executor=executor)
    with pytest.raises(EvalRouterError) as raised:
        list(run.events())
    run.cancel()
    error = raised.value
    assert error.code == "ray_placement_infeasible"
    assert "2 workers on 2 different nodes" in error.message
    assert "1 node(s) alive" in error.message and "5 s" in error.message
    assert "at most 1 worker" in (error.hint or "")
    assert executor.worker_pids == {}  # no worker was started
    groups = ray.util.placement_group_table().values()
    assert {g["state"] for g in groups} == {"REMOVED"}  # the waiting group was removed
