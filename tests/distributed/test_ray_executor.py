"""``agents.RayExecutor``: several controllers (Ray actors, each its own worker process) on one
run, against EvalRouter Local served over HTTP (see conftest: the cluster and the server)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import evalrouter.agents as evalagents
from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError

from .agents_on_workers import Solver, solver
from .conftest import KEY, ROOT, Cluster

ROUTE = "sim/gpt-5-mini"
TASKS = 48  # EvalRouter Local's gsm8k
REFERENCE = "tests.distributed.agents_on_workers:solver"


def driver(cluster: Cluster) -> EvalRouter:
    return EvalRouter(base_url=cluster.url, api_key=KEY, _state_dir=cluster.state_dir)


def attempts(client: EvalRouter, run_id: str) -> list[dict[str, Any]]:
    return [a.to_dict() for a in client.runs.attempts.list(run_id, limit=200)]


def graded_once(listed: list[dict[str, Any]]) -> None:
    graded = Counter(a["task_id"] for a in listed if a["state"] == "graded")
    assert len(graded) == TASKS and set(graded.values()) == {1}


def test_four_workers_grade_every_task_exactly_once(cluster: Cluster) -> None:
    client = driver(cluster)
    executor = evalagents.RayExecutor(
        workers=4, concurrency_per_worker=4, agent=REFERENCE, actor_options={"num_cpus": 0}
    )
    events: list[evalagents.AttemptEvent] = []
    result = evalagents.evaluate(
        client,
        agent=solver,
        model=ROUTE,
        tasks="gsm8k",
        concurrency=16,
        budget_usd="20",
        executor=executor,
        on_event=events.append,
    )
    assert result.status == "completed", result
    listed = attempts(client, result.run.id)  # type: ignore[union-attr]
    graded_once(listed)
    assert len(listed) == TASKS  # nothing claimed twice
    assert len(set(executor.worker_pids.values())) == 4  # four processes, none of them this one
    assert str(os.getpid()) not in executor.worker_pids.values()
    started = [e for e in events if e.type == "attempt_started"]
    assert len(started) == TASKS  # every worker's events came back through the driver


def test_a_killed_worker_leaves_its_attempts_to_the_others(cluster: Cluster) -> None:
    client = driver(cluster)
    executor = evalagents.RayExecutor(
        workers=4, concurrency_per_worker=4, actor_options={"num_cpus": 0}
    )  # the agent pickled this time, not imported by reference
    evaluation = evalagents.quote(
        client, agent=Solver(hold=1.0), model=ROUTE, tasks="gsm8k", concurrency=16, budget_usd="20"
    )
    run = evaluation.start(executor=executor)
    events: list[evalagents.AttemptEvent] = []
    victim: str | None = None
    for event in run.events():
        events.append(event)
        if victim is None and sum(e.type == "attempt_finished" for e in events) >= 8:
            victim = executor.worker_pids[0]
            os.kill(int(victim), signal.SIGKILL)  # mid-run: its attempts are in flight
    assert victim is not None
    record = run.wait(timeout=120)
    assert record["status"] == "completed"
    listed = attempts(client, run.id)
    graded_once(listed)
    # Ray says the actor died: its attempts in flight are finished at once by the driver
    # (failed, infrastructure), not left to lapse with their leases, and retried.
    lost = [a for a in listed if a["state"] in ("failed", "expired")]
    assert lost, "the killed worker had attempts in flight"
    assert {(a["state"], a["failure_class"]) for a in lost} == {("failed", "infrastructure")}
    retried = {a["retry_of"] for a in listed if a["retry_of"]}
    assert {a["id"] for a in lost} <= retried  # each lost attempt was retried
    assert any(e.type == "warning" and e.code == "worker_lost" for e in events)
    ended = [e.attempt_id for e in events if e.type in ("attempt_finished", "attempt_failed")]
    assert sorted(ended) == sorted(a["id"] for a in listed)  # every attempt ended, once


def test_every_worker_lost_says_so_and_leaves_the_run_open(cluster: Cluster) -> None:
    """With no worker left the run cannot end here: ``events()`` raises ``ray_workers_lost``
    naming the run (rather than ending as if the run were done and waiting on it)."""
    client = driver(cluster)
    executor = evalagents.RayExecutor(
        workers=2, concurrency_per_worker=2, agent=REFERENCE, actor_options={"num_cpus": 0}
    )
    evaluation = evalagents.quote(
        client, agent=solver, model=ROUTE, tasks="gsm8k", concurrency=4, budget_usd="20"
    )
    run = evaluation.start(executor=executor)
    killed = False
    with pytest.raises(EvalRouterError) as info:
        for event in run.events():
            if not killed and event.type == "attempt_started":
                for pid in executor.worker_pids.values():
                    os.kill(int(pid), signal.SIGKILL)
                killed = True
    assert killed
    assert info.value.code == "ray_workers_lost", info.value
    assert run.id in info.value.message and f"agents work {run.id}" in (info.value.hint or "")
    assert run.record()["status"] == "running"  # left open: another controller may work it
    run.cancel()


def test_leaving_events_early_stops_every_worker(cluster: Cluster) -> None:
    client = driver(cluster)
    executor = evalagents.RayExecutor(
        workers=2, concurrency_per_worker=2, agent=REFERENCE, actor_options={"num_cpus": 0}
    )
    evaluation = evalagents.quote(
        client, agent=solver, model=ROUTE, tasks="gsm8k", concurrency=4, budget_usd="20"
    )
    run = evaluation.start(executor=executor)
    events = run.events()
    for event in events:
        if event.type == "attempt_finished":
            break
    events.close()
    pids = [int(pid) for pid in executor.worker_pids.values()]
    assert len(pids) == 2
    delay = 0.1
    for _ in range(40):  # ray.kill ends the processes soon after, not at once (bounded wait)
        if not any(_alive(pid) for pid in pids):
            break
        time.sleep(delay)
        delay = min(delay * 2, 1.0)
    assert not any(_alive(pid) for pid in pids)  # the actors were ended
    assert run.record()["status"] == "running"  # left open: resumable
    run.cancel()


def _pythonpath() -> str:
    """The repository (the agents' module) and what else was there (this SDK's tree)."""
    return os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "zombie" in status.read_text())


def test_an_agent_that_is_not_the_runs_is_refused_before_any_worker_starts(
    cluster: Cluster,
) -> None:
    client = driver(cluster)

    class Other(evalagents.Agent):
        name = "distributed solver"
        version = "2"

        async def run(self, context: evalagents.AgentContext) -> None:
            await context.task.done()

    evaluation = evalagents.quote(
        client, agent=Other(), model=ROUTE, tasks="gsm8k", concurrency=2, budget_usd="5"
    )
    executor = evalagents.RayExecutor(workers=1, agent=REFERENCE)  # the workers' code: Solver
    run = evaluation.start(executor=executor)
    with pytest.raises(EvalRouterError) as raised:
        list(run.events())
    assert raised.value.code == "client_run_agent_mismatch"
    assert executor.worker_pids == {}
    run.cancel()


async def test_an_agent_defined_in_a_script_travels_by_value(cluster: Cluster) -> None:
    """A class the workers cannot import (defined here, as in a user's script) is carried by
    Ray's cloudpickle; ``events_async()`` merges the workers' events the same way. Its source
    cannot be read there, so it says who it is itself (``identity()``): without that, the
    workers refuse it (the next test)."""

    class Local(evalagents.Agent):
        name = "script agent"

        def identity(self) -> str:
            return "script agent, release 7"

        async def run(self, context: evalagents.AgentContext) -> None:
            await context.task.get()
            await context.task.submit("The answer is 3.")
            await context.task.done()

    client = AsyncEvalRouter(base_url=cluster.url, api_key=KEY, _state_dir=cluster.state_dir)
    async with client:
        evaluation = await evalagents.quote_async(
            client,
            agent=Local(),
            model=ROUTE,
            tasks=evalagents.benchmark("gsm8k"),
            coverage={"mode": "sample", "sample_count": 4, "seed": 2},
            concurrency=4,
            budget_usd="5",
        )
        executor = evalagents.RayExecutor(
            workers=2, concurrency_per_worker=2, actor_options={"num_cpus": 0}
        )
        run = await evaluation.start_async(executor=executor)
        kinds = [event.type async for event in run.events_async()]
        assert kinds.count("attempt_finished") == 4
        assert (await run.wait_async(timeout=60))["status"] == "completed"


def test_a_script_agent_whose_code_the_workers_cannot_read_is_refused(cluster: Cluster) -> None:
    class Unreadable(evalagents.Agent):
        name = "unreadable"

        async def run(self, context: evalagents.AgentContext) -> None:
            await context.task.done()

    client = driver(cluster)
    evaluation = evalagents.quote(
        client, agent=Unreadable(), model=ROUTE, tasks="gsm8k", concurrency=2, budget_usd="5"
    )
    run = evaluation.start(executor=evalagents.RayExecutor(actor_options={"num_cpus": 0}))
    with pytest.raises(EvalRouterError) as raised:
        list(run.events())
    assert raised.value.code == "client_run_agent_mismatch"
    run.cancel()


def test_the_key_never_reaches_rays_logs_or_listings(cluster: Cluster) -> None:
    """Runs last in this module: by now the workers ran three executions."""
    secret = KEY.encode()
    files = [p for p in cluster.temp_dir.rglob("*") if p.is_file() and not p.is_socket()]
    assert any(p.name.startswith("worker-") for p in files)  # the workers' own logs are there
    assert [str(p) for p in files if secret in _bytes(p)] == []
    import ray
    from ray._private import state

    listed = {
        "actors": state.state.actor_table(None),
        "jobs": state.state.job_table(),
        "tasks": state.state._get_all_task_events(),
        "runtime_env": ray.get_runtime_context().runtime_env,
    }
    assert listed["actors"]  # the listings hold the executions' actors
    assert [name for name, value in listed.items() if KEY in repr(value)] == []


def _bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b""


def test_an_acp_agent_travels_to_the_workers(cluster: Cluster) -> None:
    """An ACP agent (``local_agent``) goes to the workers pickled, each worker starting its own
    agent processes; the run completes with each sampled task graded once."""
    pytest.importorskip("acp", reason="the agents extra is not installed (pip install '.[agents]')")
    agent = evalagents.local_agent(
        [sys.executable, str(ROOT / "tests" / "acp_agents" / "agent.py")], name="acp on ray"
    )
    client = driver(cluster)
    executor = evalagents.RayExecutor(
        workers=2, concurrency_per_worker=2, actor_options={"num_cpus": 0}
    )
    result = evalagents.evaluate(
        client,
        agent=agent,
        model=ROUTE,
        tasks="gsm8k",
        coverage={"mode": "sample", "sample_count": 6, "seed": 3},
        concurrency=4,
        budget_usd="5",
        executor=executor,
    )
    assert result.status == "completed", result
    listed = attempts(client, result.run.id)  # type: ignore[union-attr]
    graded = Counter(a["task_id"] for a in listed if a["state"] == "graded")
    assert len(graded) == 6 and set(graded.values()) == {1}
    assert len(set(executor.worker_pids.values())) == 2


def test_ctrl_c_in_the_driver_stops_every_worker(cluster: Cluster) -> None:
    """SIGINT in a driver process (another process, as a user's terminal would send it): the
    driver exits without a traceback of ours, every worker process ends, the run stays open.
    Its agent holds each attempt 2 s, so the run is still going when the signal comes, however
    late a loaded machine lets this test read the worker pids."""
    script = (
        "import json, sys\n"
        "import evalrouter.agents as evalagents\n"
        "from evalrouter import EvalRouter\n"
        "from tests.distributed.agents_on_workers import patient\n"
        "url, key, state, address, reference = sys.argv[1:6]\n"
        "client = EvalRouter(base_url=url, api_key=key, _state_dir=state)\n"
        "executor = evalagents.RayExecutor(workers=2, concurrency_per_worker=2, agent=reference,\n"
        "    address=address, actor_options={'num_cpus': 0})\n"
        "print(json.dumps({'run': None}), flush=True)\n"
        "def seen(event):\n"
        "    if event.type == 'attempt_finished':\n"
        "        print(json.dumps({'pids': list(executor.worker_pids.values())}), flush=True)\n"
        "evalagents.evaluate(client, agent=patient, model='sim/gpt-5-mini', tasks='gsm8k',\n"
        "    concurrency=4, budget_usd='20', executor=executor, on_event=seen)\n"
    )
    argv = [sys.executable, "-c", script, cluster.url, KEY, str(cluster.state_dir)]
    argv += [cluster.ray_address, REFERENCE.replace(":solver", ":patient")]
    env = {**os.environ, "PYTHONPATH": _pythonpath(), "RAY_USAGE_STATS_ENABLED": "0"}
    process = subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        process.stdout.readline()
        pids = [int(pid) for pid in json.loads(process.stdout.readline())["pids"]]
        assert len(pids) == 2
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)
    assert process.returncode != 0
    frames = re.findall(r'File "([^"]+)"', stderr)
    assert frames == ["<string>"], stderr[-2000:]  # the user's line only, none of the SDK's
    found = re.search(r"\b(run_[0-9a-z]+)\b", stderr)  # the note: the run goes on, resume it
    assert found is not None, stderr[-2000:]
    run_id = found.group(1)
    delay = 0.1
    for _ in range(40):  # the actors end soon after, not at once (bounded wait)
        if not any(_alive(pid) for pid in pids):
            break
        time.sleep(delay)
        delay = min(delay * 2, 1.0)
    assert not any(_alive(pid) for pid in pids)
    client = driver(cluster)
    assert client.runs.get(run_id).status == "running"  # left open: resumable
    client.runs.cancel(run_id)


def test_a_driver_that_leaves_ray_to_the_executor_runs_twice(cluster: Cluster) -> None:
    """A fresh process that never starts Ray itself: the executor starts a local Ray instance
    (``address="local"``) and it outlives the first evaluation, so the second runs on it too
    (Ray binds its local processes to the thread that started them)."""
    script = (
        "import sys, time\n"
        "import evalrouter.agents as evalagents\n"
        "from evalrouter import EvalRouter\n"
        "from tests.distributed.agents_on_workers import solver\n"
        "url, key, state, reference = sys.argv[1:5]\n"
        "client = EvalRouter(base_url=url, api_key=key, _state_dir=state)\n"
        "executor = evalagents.RayExecutor(workers=1, concurrency_per_worker=2,\n"
        "    agent=reference, address='local', actor_options={'num_cpus': 0})\n"
        "for turn in range(2):\n"
        "    started = time.monotonic()\n"
        "    result = evalagents.evaluate(client, agent=solver, model='sim/gpt-5-mini',\n"
        "        tasks='gsm8k', coverage={'mode': 'sample', 'sample_count': 2, 'seed': turn},\n"
        "        budget_usd='5', executor=executor)\n"
        "    print(result.status, round(time.monotonic() - started, 1), flush=True)\n"
    )
    argv = [sys.executable, "-c", script, cluster.url, KEY, str(cluster.state_dir), REFERENCE]
    env = {**os.environ, "PYTHONPATH": _pythonpath(), "RAY_USAGE_STATS_ENABLED": "0"}
    env["EVALROUTER_API_KEY"] = KEY  # the local Ray's workers inherit it, as a cluster's would
    process = subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(timeout=180)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)
    lines = out.split("\n")[:2]
    assert [line.split()[0] for line in lines if line] == ["completed", "completed"], err[-3000:]
    assert all(float(line.split()[1]) < 60 for line in lines), lines  # no hang on a dead Ray
