"""A node lost mid-run on a two-node Ray cluster (see conftest: ``two_nodes``, a lease of 15 s):
its attempts in flight are settled and retried at once rather than after their leases, every
attempt that ended has its outcome, and Ray's own messages stay off the driver's stdout."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

import evalrouter.agents as evalagents
from evalrouter import EvalRouter

from .agents_on_workers import held
from .conftest import KEY, NODE_B_IP, TWO_NODE_LEASE_SECONDS, TwoNodes, kill_tree

ROUTE = "sim/gpt-5-mini"
TASKS = 48  # EvalRouter Local's gsm8k
REFERENCE = "tests.distributed.agents_on_workers:held"  # 0.5 s per attempt: some in flight
KILL_AFTER = 10  # attempts ended
END_WITHIN_SECONDS = 12.0
PAUSE_SECONDS = 3.0  # under RayExecutor's lost_after (5 s by default)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "zombie" in status.read_text())


def _until_ray_calls_it_dead(ip: str) -> None:
    """Until Ray's own health checks mark the node at ``ip`` dead (about 15 s after its loss;
    bounded), and a moment for the message Ray sends its driver about it."""
    import ray

    deadline = time.monotonic() + 60
    while any(n["NodeManagerAddress"] == ip and n["Alive"] for n in ray.nodes()):
        assert time.monotonic() < deadline, "Ray never called node B dead"
        time.sleep(0.5)
    time.sleep(2.0)


def test_spread_places_one_worker_on_each_node(two_nodes: TwoNodes) -> None:
    """``placement="spread"`` on the two nodes (before node B is lost, below): one worker on
    each, by the node Ray reserved its place on and by the node the worker says it runs on."""
    client = EvalRouter(base_url=two_nodes.url, api_key=KEY, _state_dir=two_nodes.state_dir)
    executor = evalagents.RayExecutor(
        workers=2, agent=REFERENCE, address=two_nodes.head_address, placement="spread"
    )
    result = evalagents.evaluate(
        client,
        agent=held,
        model=ROUTE,
        tasks="gsm8k",
        coverage={"mode": "sample", "sample_count": 4, "seed": 2},
        concurrency=2,
        budget_usd="5",
        executor=executor,
    )
    assert result.status == "completed", result
    places = executor.worker_places
    # The head's own address is whatever Ray chose for it (the namespace's outward one, if any).
    ips = [p.node_ip for p in places.values()]
    assert len(set(ips)) == 2 and NODE_B_IP in ips, places
    assert executor.worker_nodes == {i: p.node_id for i, p in places.items()}


def test_a_lost_node_is_back_in_work_within_seconds(
    two_nodes: TwoNodes, capfd: pytest.CaptureFixture[str]
) -> None:
    client = EvalRouter(base_url=two_nodes.url, api_key=KEY, _state_dir=two_nodes.state_dir)
    executor = evalagents.RayExecutor(
        workers=4,
        concurrency_per_worker=2,
        agent=REFERENCE,
        address=two_nodes.head_address,
        actor_options={"num_cpus": 1},  # held while running: two on each node of 2 CPUs
    )
    events: list[evalagents.AttemptEvent] = []
    times: list[float] = []
    killed: list[float] = []
    victims: set[int] = set()

    def seen(event: evalagents.AttemptEvent) -> None:
        events.append(event)
        times.append(time.monotonic())
        ended = sum(e.type in ("attempt_finished", "attempt_failed") for e in events)
        if not killed and ended >= KILL_AFTER:
            victims.update(kill_tree(two_nodes.node_b.pid))  # the whole node, as a machine loss
            killed.append(time.monotonic())

    capfd.readouterr()  # what the fixture's ray.init printed is not the run's
    result = evalagents.evaluate(
        client,
        agent=held,
        model=ROUTE,
        tasks="gsm8k",
        concurrency=8,
        budget_usd="20",
        executor=executor,
        on_event=seen,
    )
    ended_at = time.monotonic()
    _until_ray_calls_it_dead(NODE_B_IP)  # its message to the driver comes then, if at all
    out = capfd.readouterr().out
    assert killed, "node B was not killed: fewer attempts ended than expected"
    kill_to_end = ended_at - killed[0]

    places = executor.worker_places
    on_b = {i for i, p in places.items() if p.node_ip == NODE_B_IP}
    assert on_b and len(on_b) < 4, places  # workers on both nodes, by their own word
    assert len({p.node_id for p in places.values()}) == 2, places
    assert {int(places[i].pid) for i in on_b} <= victims  # its workers died with it
    assert not any(_alive(int(places[i].pid)) for i in on_b)

    assert result.status == "completed", result
    run_id = result.run.id  # type: ignore[union-attr]
    listed = [a.to_dict() for a in client.runs.attempts.list(run_id, limit=200)]
    graded = Counter(a["task_id"] for a in listed if a["state"] == "graded")
    assert len(graded) == TASKS and set(graded.values()) == {1}  # every task graded once
    lost = [a for a in listed if a["state"] in ("failed", "expired")]
    assert lost, "node B had attempts in flight"
    # Settled by the driver at once (failed), none left to lapse (expired) with its lease.
    assert {(a["state"], a["failure_class"]) for a in lost} == {("failed", "infrastructure")}
    assert {a["id"] for a in lost} <= {a["retry_of"] for a in listed if a["retry_of"]}

    # The outcomes: one per attempt that ended, the lost worker's too: the 48 graded attempts
    # (completed) and each lost attempt (failed, client_controller_crashed), retried by one of
    # the 48 (its retry_of).
    outcomes = result.outcomes
    assert sorted(o.attempt_id for o in outcomes) == sorted(a["id"] for a in listed)
    completed = [o for o in outcomes if o.outcome == "completed"]
    failed = [o for o in outcomes if o.outcome == "failed"]
    states = {a["id"]: (a["state"], a["retry_of"]) for a in listed}
    odd = [(o, states[o.attempt_id]) for o in outcomes if o.outcome != "completed"]
    assert len(completed) == TASKS and len(outcomes) == TASKS + len(failed), odd
    assert {o.failure_code for o in failed} == {"client_controller_crashed"}
    assert {o.attempt_id for o in failed} == {o.retry_of for o in outcomes if o.retry_of}

    lost_warnings = [e for e in events if e.code == "worker_lost"]
    assert len(lost_warnings) == len(on_b), lost_warnings
    assert all(NODE_B_IP in (e.message or "") for e in lost_warnings)
    ends = Counter(e.attempt_id for e in events if e.type in ("attempt_finished", "attempt_failed"))
    assert set(ends) == {o.attempt_id for o in outcomes} and set(ends.values()) == {1}
    lost_ends = [e for e in events if e.type == "attempt_failed" and e.reason == "worker_lost"]
    assert {e.attempt_id for e in lost_ends} == {o.attempt_id for o in failed}
    assert not [e for e in events if e.type == "loop_blocked"]

    assert kill_to_end < END_WITHIN_SECONDS < TWO_NODE_LEASE_SECONDS, kill_to_end
    assert "raylet" not in out and out.strip() == "", out[-2000:]  # Ray's lines stay off
    first = {}
    for e, t in zip(events, times, strict=True):
        first.setdefault(e.code or e.type, t - killed[0])
    last = {e.type: t - killed[0] for e, t in zip(events, times, strict=True)}
    with capfd.disabled():
        print(
            f"\nnode B lost: first worker declared lost {first['worker_lost']:.1f} s after the "
            f"kill, last attempt ended {last['attempt_finished']:.1f} s, run ended "
            f"{kill_to_end:.1f} s; {len(failed)} attempts retried; {len(outcomes)} outcomes "
            f"({len(completed)} completed, {len(failed)} failed)"
        )


def test_a_worker_paused_for_less_than_lost_after_is_unresponsive_not_lost(
    two_nodes: TwoNodes,
) -> None:
    """A worker process stopped for 3 s (SIGSTOP, as a VM pause), under ``lost_after``: said to
    be unresponsive, polled on, never lost; its own runner says its process did not run
    (``process_paused``), not that the agent blocked its loop; the run completes with it."""
    client = EvalRouter(base_url=two_nodes.url, api_key=KEY, _state_dir=two_nodes.state_dir)
    executor = evalagents.RayExecutor(
        workers=2,
        concurrency_per_worker=2,
        agent=REFERENCE,
        address=two_nodes.head_address,
        actor_options={"num_cpus": 0},
    )
    events: list[evalagents.AttemptEvent] = []
    paused: list[int] = []

    def seen(event: evalagents.AttemptEvent) -> None:
        events.append(event)
        if not paused and sum(e.type == "attempt_finished" for e in events) >= 2:
            pid = int(executor.worker_places[0].pid)
            os.kill(pid, signal.SIGSTOP)
            paused.append(pid)
            threading.Timer(PAUSE_SECONDS, os.kill, (pid, signal.SIGCONT)).start()

    result = evalagents.evaluate(
        client,
        agent=held,
        model=ROUTE,
        tasks="gsm8k",
        coverage={"mode": "sample", "sample_count": 16, "seed": 1},
        concurrency=4,
        budget_usd="20",
        executor=executor,
        on_event=seen,
    )
    assert paused, "no worker was paused"
    assert result.status == "completed", result
    codes = Counter(e.code for e in events if e.type == "warning")
    assert codes["worker_unresponsive"] == 1 and codes["worker_lost"] == 0, codes
    [unresponsive] = [e for e in events if e.code == "worker_unresponsive"]
    assert "Ray worker 0 on node" in (unresponsive.message or "")
    assert codes["process_paused"] >= 1, codes  # the worker's own runner, after SIGCONT
    assert not [e for e in events if e.type == "loop_blocked"]
    listed = [a.to_dict() for a in client.runs.attempts.list(result.run.id, limit=200)]  # type: ignore[union-attr]
    assert {a["state"] for a in listed} == {"graded"} and len(listed) == 16  # none lost
    assert sorted(o.attempt_id for o in result.outcomes) == sorted(a["id"] for a in listed)
