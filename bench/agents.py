"""Attempts per second of the agents runner, at concurrency 1 and 8, and its peak memory.

A trivial in-code agent (read the task, one gateway call, submit the reply, done) is evaluated
on gsm8k (48 tasks) against in-process EvalRouter Local. Every gateway answer is held
``GATEWAY_DELAY`` real seconds after metering, as a model's latency would be (0.2 s: shorter than
any hosted model's answer): that wait is what running attempts at once overlaps, so it is what
the concurrency figure measures. The same
evaluation with no delay gives the runner's own cost per attempt (CPU only: the protocol's nine
or so requests, the trace, the workspace).

Each case runs in a fresh EvalRouter Local, in rotating order, ``REPEATS`` rounds; figures are
medians. Attempts per second counts the attempts the run executed over the time ``events()``
took (quote and admission excluded). Peak memory is Python's traced peak (``tracemalloc``)
during the execution at concurrency 8, and the process's peak RSS.

Target: at least 6x the attempts per second at concurrency 8 than at 1.

Run: ``.venv/bin/python bench/agents.py [repeats] [gateway_delay]``.
"""

from __future__ import annotations

import gc
import resource
import statistics
import sys
import time
import tracemalloc
from typing import Any

from evalrouter import agents
from evalrouter.testing import EvalRouterLocal

REPEATS = 3
GATEWAY_DELAY = 0.2
TARGET_RATIO = 6.0
MODEL = "sim/gpt-5-mini"


class Trivial(agents.Agent):
    name = "bench trivial agent"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        inputs = task.get("inputs")
        messages = inputs.get("messages") if isinstance(inputs, dict) else None
        reply = await context.gateway.chat(messages=messages)
        choices: Any = reply["choices"]
        await context.task.submit(choices[0]["message"]["content"])
        await context.task.done()


def one(concurrency: int, delay: float, *, traced: bool = False) -> tuple[float, int, int]:
    """(attempts per second, attempts, traced peak bytes) for one evaluation."""
    local = EvalRouterLocal(seed=11, balance_usd=1000, gateway_delay=delay)
    client = local.client()
    evaluation = agents.quote(
        client,
        agent=Trivial(),
        model=MODEL,
        tasks=agents.benchmark("gsm8k"),
        budget_usd="50",
        concurrency=concurrency,
    )
    run = evaluation.start()
    gc.collect()
    if traced:
        tracemalloc.start()
    started = time.perf_counter()
    attempts = sum(1 for event in run.events() if event.type == "attempt_started")
    elapsed = time.perf_counter() - started
    peak = 0
    if traced:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    status = run.wait()["status"]
    if status != "completed":
        raise SystemExit(f"the bench run ended {status!r}, not completed")
    client.close()
    return attempts / elapsed, attempts, peak


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else GATEWAY_DELAY
    one(1, 0.0)  # warm-up: imports, first Local
    rates: dict[tuple[int, float], list[float]] = {}
    attempts = 0
    for round_ in range(repeats):
        cases = [(1, delay), (8, delay), (1, 0.0), (8, 0.0)]
        cases = cases[round_ % len(cases) :] + cases[: round_ % len(cases)]
        for concurrency, d in cases:
            rate, attempts, _ = one(concurrency, d)
            rates.setdefault((concurrency, d), []).append(rate)
    _, _, peak = one(8, delay, traced=True)
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    def median(c: int, d: float) -> float:
        return statistics.median(rates[(c, d)])

    ratio = median(8, delay) / median(1, delay)
    print(f"agents runner, trivial agent, gsm8k ({attempts} attempts), in-process EvalRouter Local")
    print(f"  gateway delay {delay * 1000:.0f} ms per call:")
    print(f"    concurrency 1: {median(1, delay):7.1f} attempts/s")
    print(f"    concurrency 8: {median(8, delay):7.1f} attempts/s")
    print(f"    ratio 8/1:     {ratio:7.2f}x")
    print("  no gateway delay (the runner's own cost):")
    print(f"    concurrency 1: {median(1, 0.0):7.1f} attempts/s")
    print(f"    concurrency 8: {median(8, 0.0):7.1f} attempts/s")
    print(f"  peak traced memory at concurrency 8: {peak / 2**20:.1f} MiB")
    print(f"  peak RSS of this process: {rss_kib / 1024:.1f} MiB")
    verdict = "PASS" if ratio >= TARGET_RATIO else "MISS"
    print(f"target: concurrency 8 >= {TARGET_RATIO:.0f}x concurrency 1 ... {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
