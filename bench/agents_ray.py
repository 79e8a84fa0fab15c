"""``agents.RayExecutor`` against one in-process controller: attempts per second with 1, 2 and
4 Ray workers (each at concurrency ``PER_WORKER``) at a fixed gateway delay, as ratios against
one controller in the driver at the same concurrency per controller, and the driver's own CPU
per attempt when the workers run the attempts.

All cases run the 48 gsm8k tasks against EvalRouter Local served over HTTP (127.0.0.1, its own
process) with a gateway delay of ``GATEWAY_DELAY`` seconds per model call: the wait the workers
overlap, as a model's latency would be. The Ray cluster is a head on this machine started for the
bench (the tests' cluster, ``tests/distributed/conftest.py``), its workers Ray actors. Attempts
per second counts the attempts started over the time ``events()`` took (quote and admission
excluded); the driver's CPU is ``time.process_time()`` over the same span (the driver's threads:
collecting and merging the workers' events). Figures are medians over ``REPEATS`` rounds.

On 2 CPUs the workers, Local and the driver share the machine: the ratios say how far the
executor overlaps latency, not how a cluster of machines scales.

Ray's servers listen on every interface (it will not keep to loopback); to keep them on this
machine, run the bench in a network namespace of its own, as the tests do
(``tests/distributed/run_isolated.py``): ``unshare --user --map-root-user --net`` with ``lo`` up.

Run: ``.venv/bin/python bench/agents_ray.py [repeats] [gateway_delay]`` (``bench/agents.py``
runs it at the end when Ray is installed).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))  # the tests' cluster helpers

from evalrouter import EvalRouter, agents
from tests.distributed.agents_on_workers import Solver
from tests.distributed.conftest import KEY, ray_cluster, served

REPEATS = 1
GATEWAY_DELAY = 1.0
PER_WORKER = 4
WORKERS = (1, 2, 4)
MODEL = "sim/gpt-5-mini"
REFERENCE = "tests.distributed.agents_on_workers:fast"


def one(url: str, state: Path, workers: int | None) -> tuple[float, float]:
    """(attempts per second, driver CPU ms per attempt): ``workers`` Ray workers, or None for
    one controller in this process."""
    client = EvalRouter(base_url=url, api_key=KEY, _state_dir=state)
    try:
        executor = (
            None
            if workers is None
            else agents.RayExecutor(
                workers=workers,
                concurrency_per_worker=PER_WORKER,
                agent=REFERENCE,
                actor_options={"num_cpus": 0},
            )
        )
        evaluation = agents.quote(
            client,
            agent=Solver(),
            model=MODEL,
            tasks="gsm8k",
            concurrency=PER_WORKER * (workers or 1),
            budget_usd="50",
        )
        run = evaluation.start(executor=executor)
        started, cpu = time.perf_counter(), time.process_time()
        attempts = sum(1 for event in run.events() if event.type == "attempt_started")
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
        status = run.wait(timeout=600)["status"]
        if status != "completed":
            raise SystemExit(f"the bench run ended {status!r}, not completed")
        return attempts / elapsed, cpu * 1000 / attempts
    finally:
        client.close()


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else GATEWAY_DELAY
    base = Path(tempfile.mkdtemp(prefix="er-bench-ray-"))
    cases: list[int | None] = [None, *WORKERS]
    rates: dict[int | None, list[float]] = {}
    cpus: dict[int | None, list[float]] = {}
    options = ("--gateway-delay", str(delay), "--balance-usd", "1000")
    with ray_cluster(base), served(*options) as url:
        for round_ in range(repeats):
            for case in cases[round_ % len(cases) :] + cases[: round_ % len(cases)]:
                rate, cpu = one(url, base / "driver-state", case)
                rates.setdefault(case, []).append(rate)
                cpus.setdefault(case, []).append(cpu)
    baseline = statistics.median(rates[None])
    print(
        f"agents.RayExecutor, gsm8k (48 attempts), served Local, gateway delay {delay:g} s, "
        f"{PER_WORKER} attempts at once per controller"
    )
    print(f"  one in-process controller: {baseline:6.2f} attempts/s (1.00x)")
    for workers in WORKERS:
        rate = statistics.median(rates[workers])
        cpu = statistics.median(cpus[workers])
        print(
            f"  {workers} Ray worker{'s' if workers > 1 else ' '}:             {rate:6.2f} "
            f"attempts/s ({rate / baseline:.2f}x), driver CPU {cpu:.2f} ms per attempt"
        )
    print(f"  in-process driver CPU: {statistics.median(cpus[None]):.2f} ms per attempt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
