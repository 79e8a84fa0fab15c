"""Attempts per second of the agents runner, at concurrency 1 and 8, and its peak memory; the
same over HTTP with the sync and the async client at concurrency 1, 8 and 32; and attempts that
wait in ``asyncio.to_thread`` for longer than a lease.

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

Over HTTP, EvalRouter Local is served by ``python -m evalrouter.testing serve`` (a process of
its own on 127.0.0.1, stopped by its handle) with a gateway delay of ``HTTP_GATEWAY_DELAY``
(1 s: over HTTP the runner and Local cost several ms per request each, and a 2-CPU machine
runs out of CPU before a 0.2 s wait is overlapped eightfold); 24 gsm8k tasks run with
``EvalRouter`` (``events()``) and ``AsyncEvalRouter`` (``events_async()``) at concurrency 1, 8 and
32 (Local admits at most 16 at once: 32 asks for more than is admitted). The last case
serves Local with a ``LEASE_SECONDS`` lease, and eight attempts at concurrency 8 each do
``await asyncio.to_thread(time.sleep, 1.5 * lease)`` before answering: every one must complete.

Targets: at least 6x the attempts per second at concurrency 8 than at 1 (in process, and each
client over HTTP); the sync client at concurrency 8 at least 0.8x the async one; 8 of 8
attempts complete in the ``to_thread`` case with either client.

Last, with the agents extra installed, ``bench/agents_acp.py`` (an ACP attempt's own cost
against the agent's bare start, then an ACP agent at once against one at a time), and with Ray
installed, ``bench/agents_ray.py``: the same agent on 1, 2 and 4 Ray workers against one
in-process controller (see those files).

Run: ``.venv/bin/python bench/agents.py [repeats] [gateway_delay] [http_gateway_delay]``.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib.util
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from evalrouter import AsyncEvalRouter, EvalRouter, agents
from evalrouter.testing import EvalRouterLocal

REPEATS = 3
GATEWAY_DELAY = 0.2
TARGET_RATIO = 6.0
TARGET_SYNC_VS_ASYNC = 0.8
MODEL = "sim/gpt-5-mini"
HTTP_CONCURRENCY = (1, 8, 32)
HTTP_GATEWAY_DELAY = 1.0
HTTP_TASKS = {"mode": "sample", "sample_count": 24, "seed": 5}
LEASE_SECONDS = 2.0
SERVE_START_SECONDS = 30.0


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


# ------------------------------------------------------------------------------ over HTTP


@contextlib.contextmanager
def served(*options: str) -> Iterator[str]:
    """EvalRouter Local in a process of its own on 127.0.0.1; its base URL. Stopped by its
    handle on the way out."""
    process = subprocess.Popen(
        [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0", *options],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        url = process.stdout.readline().strip()  # the first line: the base URL
        if not url.startswith("http://127.0.0.1:"):
            raise SystemExit(f"EvalRouter Local did not start: {url!r}")
        yield url
    finally:
        process.terminate()
        try:
            process.wait(SERVE_START_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Sleeper(Trivial):
    """Waits in a thread for longer than a lease (the README's advice for blocking code), then
    answers: a lease kept from the agent's own threads is what lets it finish."""

    name = "bench to_thread agent"

    async def run(self, context: agents.AgentContext) -> None:
        await asyncio.to_thread(time.sleep, LEASE_SECONDS * 1.5)
        await super().run(context)


def over_http(
    url: str, is_async: bool, agent: agents.Agent, concurrency: int, tasks: object
) -> tuple[float, int, list[agents.AttemptOutcome]]:
    """(attempts per second, attempts, outcomes) of one evaluation through a client over
    HTTP: ``EvalRouter`` and ``events()``, or ``AsyncEvalRouter`` and ``events_async()``."""
    args: dict[str, Any] = {
        "agent": agent,
        "model": MODEL,
        "tasks": agents.benchmark("gsm8k"),
        "budget_usd": "50",
        "concurrency": concurrency,
    }
    if tasks is not None:
        args["coverage"] = tasks
    if not is_async:
        client = EvalRouter(base_url=url)
        try:
            run = agents.quote(client, **args).start()
            started = time.perf_counter()
            attempts = sum(1 for event in run.events() if event.type == "attempt_started")
            elapsed = time.perf_counter() - started
            run.wait()
            return attempts / elapsed, attempts, run.outcomes
        finally:
            client.close()

    async def main() -> tuple[float, int, list[agents.AttemptOutcome]]:
        async with AsyncEvalRouter(base_url=url) as client:
            evaluation = await agents.quote_async(client, **args)
            run = await evaluation.start_async()
            started = time.perf_counter()
            attempts = 0
            async for event in run.events_async():
                attempts += event.type == "attempt_started"
            elapsed = time.perf_counter() - started
            await run.wait_async()
            return attempts / elapsed, attempts, run.outcomes

    return asyncio.run(main())


def http_cases(repeats: int, delay: float) -> dict[tuple[str, int], list[float]]:
    """Attempts per second over HTTP, per (client, concurrency), over ``repeats`` rounds in
    rotating order, each case on a Local served for it."""
    cases = [(kind, c) for c in HTTP_CONCURRENCY for kind in ("sync", "async")]
    rates: dict[tuple[str, int], list[float]] = {}
    for round_ in range(repeats):
        order = cases[round_ % len(cases) :] + cases[: round_ % len(cases)]
        for kind, concurrency in order:
            with served("--gateway-delay", str(delay), "--balance-usd", "1000") as url:
                rate, _, _ = over_http(url, kind == "async", Trivial(), concurrency, HTTP_TASKS)
            rates.setdefault((kind, concurrency), []).append(rate)
    return rates


def to_thread_case(is_async: bool) -> tuple[int, int, float]:
    """(completed, attempts, seconds) of eight attempts that each wait in ``to_thread`` for
    1.5 leases, at concurrency 8."""
    sample = {"mode": "sample", "sample_count": 8, "seed": 7}
    with served("--lease-seconds", str(LEASE_SECONDS), "--balance-usd", "1000") as url:
        started = time.perf_counter()
        _, attempts, outcomes = over_http(url, is_async, Sleeper(), 8, sample)
        elapsed = time.perf_counter() - started
    completed = sum(1 for o in outcomes if o.outcome == "completed")
    return completed, attempts, elapsed


def report_http(rates: dict[tuple[str, int], list[float]], delay: float) -> list[bool]:
    def median(kind: str, c: int) -> float:
        return statistics.median(rates[(kind, c)])

    count = HTTP_TASKS["sample_count"]
    print(f"  over HTTP (served Local, loopback), {count} tasks, gateway delay {delay:g} s:")
    print("    concurrency    sync att/s   async att/s   sync/async")
    for c in HTTP_CONCURRENCY:
        sync, async_ = median("sync", c), median("async", c)
        print(f"    {c:>11}   {sync:11.1f}   {async_:11.1f}   {sync / async_:9.2f}x")
    verdicts = []
    for kind in ("sync", "async"):
        ratio, wide = median(kind, 8) / median(kind, 1), median(kind, 32) / median(kind, 1)
        print(f"    {kind:>5} ratio 8/1:  {ratio:5.2f}x   32/1: {wide:5.2f}x")
        verdicts.append(ratio >= TARGET_RATIO)
    verdicts.append(median("sync", 8) / median("async", 8) >= TARGET_SYNC_VS_ASYNC)
    return verdicts


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else GATEWAY_DELAY
    http_delay = float(sys.argv[3]) if len(sys.argv) > 3 else HTTP_GATEWAY_DELAY
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
    verdicts = [ratio >= TARGET_RATIO, *report_http(http_cases(repeats, http_delay), http_delay)]
    wait = LEASE_SECONDS * 1.5
    print(f"  to_thread for {wait:g} s under a {LEASE_SECONDS:g} s lease, 8 at once:")
    for kind in ("sync", "async"):
        completed, attempts, seconds = to_thread_case(kind == "async")
        print(f"    {kind:>5}: {completed} of {attempts} completed in {seconds:.1f} s")
        verdicts.append(completed == attempts == 8)
    verdict = "PASS" if all(verdicts) else "MISS"
    print(
        f"target: concurrency 8 >= {TARGET_RATIO:.0f}x concurrency 1 (in process and over HTTP), "
        f"sync >= {TARGET_SYNC_VS_ASYNC}x async at 8, to_thread 8 of 8 ... {verdict}"
    )
    acp_case()
    executor_case()
    return 0


def acp_case() -> None:
    """An ACP agent's attempts at once (``bench/agents_acp.py``), with the agents extra."""
    if importlib.util.find_spec("acp") is None:  # not imported here: it takes ~0.45 s
        print("ACP agents: not measured (pip install '.[agents]')")
        return
    subprocess.run([sys.executable, str(Path(__file__).with_name("agents_acp.py"))], check=True)


def executor_case() -> None:
    """The attempts on Ray workers (``bench/agents_ray.py``), when Ray is installed."""
    try:
        import ray  # noqa: F401
    except ImportError:
        print("agents.RayExecutor: not measured (pip install '.[ray]')")
        return
    subprocess.run([sys.executable, str(Path(__file__).with_name("agents_ray.py"))], check=True)


if __name__ == "__main__":
    sys.exit(main())
